import { codeKey, PAD_MAX_ROWS, type PastedRow } from './pad-text';

/**
 * The quick-order pad's rows (decision 044), pure: a reducer over an array of immutable rows, so that a change of
 * one row gives a new object for that row only and the others keep their identity (memoised rows skip rendering).
 * There is always one empty row last, where the next code goes.
 */

export interface PadRow {
  /** Stable for the row's life (React key, cell ids). */
  id: number;
  code: string;
  qty: string;
  /** A product picked by name from the autocomplete: its template id, and its name shown in the code cell. */
  picked: { productId: number; name: string } | null;
}

export interface PadState {
  rows: PadRow[];
  nextId: number;
}

export type PadAction =
  | { type: 'edit'; id: number; field: 'code' | 'qty'; value: string }
  | { type: 'pick'; id: number; productId: number; name: string }
  /** Rows pasted into the code cell of row `id`: written from that row on, new rows added as needed. */
  | { type: 'paste'; id: number; rows: PastedRow[] }
  | { type: 'remove'; id: number }
  /** After "add everything to the cart": the rows that went keep nothing, the refused ones stay. */
  | { type: 'keep'; ids: ReadonlySet<number> }
  | { type: 'restore'; rows: { code: string; qty: string; picked: PadRow['picked'] }[] };

const isEmpty = (row: PadRow) => row.code === '' && row.qty === '' && row.picked === null;

/** One empty row last, and only one: rows are added as the last one is filled. */
function withTrailingEmpty(state: PadState): PadState {
  const rows = state.rows;
  let end = rows.length;
  while (end > 1 && isEmpty(rows[end - 1]!) && isEmpty(rows[end - 2]!)) end -= 1;
  const trimmed = end === rows.length ? rows : rows.slice(0, end);
  const last = trimmed[trimmed.length - 1];
  if (last && isEmpty(last)) return trimmed === rows ? state : { ...state, rows: trimmed };
  if (trimmed.length >= PAD_MAX_ROWS) return { ...state, rows: trimmed };
  return {
    rows: [...trimmed, { id: state.nextId, code: '', qty: '', picked: null }],
    nextId: state.nextId + 1,
  };
}

export function initialPad(): PadState {
  return withTrailingEmpty({ rows: [], nextId: 1 });
}

export function padReducer(state: PadState, action: PadAction): PadState {
  switch (action.type) {
    case 'edit': {
      const rows = state.rows.map((row) => {
        if (row.id !== action.id || row[action.field] === action.value) return row;
        // Typing over a picked product's name makes the cell a code again.
        return action.field === 'code'
          ? { ...row, code: action.value, picked: null }
          : { ...row, qty: action.value };
      });
      return withTrailingEmpty({ ...state, rows });
    }
    case 'pick': {
      const rows = state.rows.map((row) =>
        row.id === action.id
          ? { ...row, code: action.name, picked: { productId: action.productId, name: action.name } }
          : row,
      );
      return withTrailingEmpty({ ...state, rows });
    }
    case 'paste': {
      const at = state.rows.findIndex((row) => row.id === action.id);
      if (at < 0 || action.rows.length === 0) return state;
      const rows = state.rows.slice(0, Math.min(at, PAD_MAX_ROWS));
      let nextId = state.nextId;
      const room = PAD_MAX_ROWS - rows.length;
      for (const [i, pasted] of action.rows.slice(0, room).entries()) {
        const existing = state.rows[at + i];
        rows.push({ id: existing?.id ?? nextId++, code: pasted.code, qty: pasted.qty, picked: null });
      }
      // Rows after the pasted block keep their place after it.
      rows.push(...state.rows.slice(at + action.rows.length).slice(0, PAD_MAX_ROWS - rows.length));
      return withTrailingEmpty({ rows, nextId });
    }
    case 'remove': {
      const rows = state.rows.filter((row) => row.id !== action.id);
      return withTrailingEmpty({ ...state, rows });
    }
    case 'keep': {
      const rows = state.rows.filter((row) => action.ids.has(row.id));
      return withTrailingEmpty({ ...state, rows });
    }
    case 'restore': {
      let nextId = state.nextId;
      const rows = action.rows
        .slice(0, PAD_MAX_ROWS)
        .map((row) => ({ id: nextId++, code: row.code, qty: row.qty, picked: row.picked }));
      return withTrailingEmpty({ rows, nextId });
    }
  }
}

/** A row's lookup key: the code (as the back office compares it) or the picked product; null for an empty code. */
export function rowKey(row: Pick<PadRow, 'code' | 'picked'>): string | null {
  if (row.picked) return `p:${row.picked.productId}`;
  const code = codeKey(row.code);
  return code === '' ? null : `c:${code}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Kept on the device until added (a reload, a closed tab, a lost connection keep every typed row)

export const PAD_STORAGE_PREFIX = 'vetshop.quick-order.';
export const padStorageKey = (userKey: string) => `${PAD_STORAGE_PREFIX}${userKey}`;

export function serializePad(state: PadState): string {
  const rows = state.rows
    .filter((row) => !isEmpty(row))
    .map(({ code, qty, picked }) => ({ code, qty, picked }));
  return JSON.stringify({ v: 1, rows });
}

/** Never throws: anything unreadable is no rows; one odd row is dropped alone. */
export function parseStoredPad(
  raw: string | null,
): { code: string; qty: string; picked: PadRow['picked'] }[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const rows = (data as { v?: unknown; rows?: unknown } | null)?.rows;
  if ((data as { v?: unknown } | null)?.v !== 1 || !Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const r = row as { code?: unknown; qty?: unknown; picked?: unknown } | null;
    if (typeof r?.code !== 'string' || typeof r.qty !== 'string') return [];
    const p = r.picked as { productId?: unknown; name?: unknown } | null | undefined;
    const picked =
      p && Number.isInteger(p.productId) && typeof p.name === 'string'
        ? { productId: p.productId as number, name: p.name }
        : null;
    return [{ code: r.code, qty: r.qty, picked }];
  });
}
