import { describe, expect, it } from 'vitest';
import { PAD_MAX_ROWS } from './pad-text';
import {
  initialPad,
  padReducer,
  parseStoredPad,
  rowKey,
  serializePad,
  type PadAction,
  type PadState,
} from './pad-state';

const run = (...actions: PadAction[]): PadState => actions.reduce(padReducer, initialPad());
const cells = (state: PadState) => state.rows.map((r) => [r.code, r.qty]);
/** Two rows, A × 1 and B × 2, pasted into the first cell. */
const pasteAB = () =>
  run({
    type: 'paste',
    id: 1,
    rows: [
      { code: 'A', qty: '1' },
      { code: 'B', qty: '2' },
    ],
  });

describe('padReducer', () => {
  it('starts with one empty row and adds the next one as the last is filled', () => {
    const start = initialPad();
    expect(cells(start)).toEqual([['', '']]);
    const typed = padReducer(start, { type: 'edit', id: start.rows[0]!.id, field: 'code', value: 'A' });
    expect(cells(typed)).toEqual([
      ['A', ''],
      ['', ''],
    ]);
    // Still one empty row last while the same row is typed on.
    const more = padReducer(typed, { type: 'edit', id: typed.rows[0]!.id, field: 'qty', value: '2' });
    expect(cells(more)).toEqual([
      ['A', '2'],
      ['', ''],
    ]);
  });

  it('changes only the edited row: the other rows keep their identity (memoised rows do not render)', () => {
    const state = pasteAB();
    const next = padReducer(state, { type: 'edit', id: state.rows[1]!.id, field: 'qty', value: '3' });
    expect(next.rows[0]).toBe(state.rows[0]);
    expect(next.rows[2]).toBe(state.rows[2]);
    expect(next.rows[1]).not.toBe(state.rows[1]);
    // An edit that changes nothing keeps the whole state.
    expect(padReducer(next, { type: 'edit', id: next.rows[1]!.id, field: 'qty', value: '3' }).rows[1]).toBe(
      next.rows[1],
    );
  });

  it('fills rows from the pasted cell on, keeping the rows after the block, and one empty row last', () => {
    const state = pasteAB();
    const at = state.rows[1]!.id;
    const pasted = padReducer(state, {
      type: 'paste',
      id: at,
      rows: [
        { code: 'X', qty: '5' },
        { code: 'Y', qty: '6' },
      ],
    });
    expect(cells(pasted)).toEqual([
      ['A', '1'],
      ['X', '5'],
      ['Y', '6'],
      ['', ''],
    ]);
    expect(new Set(pasted.rows.map((r) => r.id)).size).toBe(4);
  });

  it(`never holds more than ${PAD_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: PAD_MAX_ROWS + 5 }, (_, i) => ({ code: `C${i}`, qty: '1' }));
    expect(run({ type: 'paste', id: 1, rows }).rows).toHaveLength(PAD_MAX_ROWS);
  });

  it('a pick names the product; typing over it makes the cell a code again', () => {
    const picked = run({ type: 'pick', id: 1, productId: 42, name: 'Carprolis 50 mg' });
    expect(picked.rows[0]).toMatchObject({ code: 'Carprolis 50 mg', picked: { productId: 42 } });
    expect(rowKey(picked.rows[0]!)).toBe('p:42');
    const typed = padReducer(picked, { type: 'edit', id: 1, field: 'code', value: 'vs-1' });
    expect(typed.rows[0]).toMatchObject({ code: 'vs-1', picked: null });
    expect(rowKey(typed.rows[0]!)).toBe('c:VS-1');
  });

  it('after "add everything" keeps only the refused rows; removes a row', () => {
    const state = run({
      type: 'paste',
      id: 1,
      rows: [
        { code: 'A', qty: '1' },
        { code: 'B', qty: 'x' },
        { code: 'C', qty: '1' },
      ],
    });
    const kept = padReducer(state, { type: 'keep', ids: new Set([state.rows[1]!.id]) });
    expect(cells(kept)).toEqual([
      ['B', 'x'],
      ['', ''],
    ]);
    expect(cells(padReducer(kept, { type: 'remove', id: kept.rows[0]!.id }))).toEqual([['', '']]);
  });
});

describe('the pad kept on the device', () => {
  it('round-trips the filled rows (a reload keeps them) and reads nothing from a broken or foreign value', () => {
    const state = run(
      { type: 'paste', id: 1, rows: [{ code: 'A', qty: '1' }] },
      { type: 'pick', id: 2, productId: 7, name: 'Seven' },
    );
    const stored = parseStoredPad(serializePad(state));
    expect(stored).toEqual([
      { code: 'A', qty: '1', picked: null },
      { code: 'Seven', qty: '', picked: { productId: 7, name: 'Seven' } },
    ]);
    expect(cells(run({ type: 'restore', rows: stored }))).toEqual([
      ['A', '1'],
      ['Seven', ''],
      ['', ''],
    ]);
    expect(parseStoredPad('{not json')).toEqual([]);
    expect(parseStoredPad(JSON.stringify({ v: 2, rows: [] }))).toEqual([]);
    expect(parseStoredPad(JSON.stringify({ v: 1, rows: [{ code: 1 }, { code: 'B', qty: '2' }] }))).toEqual([
      { code: 'B', qty: '2', picked: null },
    ]);
  });
});
