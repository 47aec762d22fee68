import type { AutocompleteResult, MiniHit } from '@vetshop/contract';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { deviceStorage } from '../../lib/device-storage';
import { formatEuros } from '../../lib/format';
import { urls } from '../../lib/urls';
import { infoFromVariant, useCart } from '../cart';
import { MAX_LINE_QTY } from '@vetshop/domain';
import { planAdd, statusOf, type Refusal } from './pad-outcome';
import { cellId, PadRowView, type Suggestions } from './pad-row';
import {
  initialPad,
  padReducer,
  padStorageKey,
  parseStoredPad,
  rowKey,
  serializePad,
  type PadRow,
} from './pad-state';
import { isMultiRowPaste, looksLikeCode, parsePastedRows } from './pad-text';
import { useLookups } from './use-lookups';

/** A pause this long in typing a name asks the shop's autocomplete (as the header's search box does). */
const SUGGEST_DEBOUNCE_MS = 200;
const SAVE_DEBOUNCE_MS = 300;

interface Report {
  added: number;
  refused: { number: number; code: string; qty: string; reason: string }[];
}

/**
 * The quick-order pad (issue 23 §3, decision 044): rows of code + quantity typed at keyboard speed. Enter goes
 * code → quantity → the next row's code; a new empty row appears as the last is filled; a block of two columns
 * pasted into a code cell fills rows from there. The rows' codes are looked up in batches after a pause in typing
 * (GET carts/code_lookup through /account/quick-order/lookup); "add everything" puts the orderable rows into the
 * cart as ONE batch of the offline cart engine and leaves the refused ones on the pad with why. The rows are kept
 * on the device until added: a reload, a closed tab or a lost connection loses none.
 */
export function QuickOrderPad({ userKey }: { userKey: string }) {
  const { locale, t } = useI18n();
  // The translator is a new function on each render: the rows' callbacks read it here, to stay the same.
  const tRef = useRef(t);
  tRef.current = t;
  const cart = useCart();
  const prefix = useId().replace(/:/g, '');
  const [state, dispatch] = useReducer(padReducer, undefined, initialPad);
  const rows = state.rows;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const { lookups, resolveAll } = useLookups(rows, urls.quickOrderLookup(locale));
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [activeRow, setActiveRow] = useState<number | null>(null);
  // The row whose code cell has the focus: only it shows the autocomplete.
  const [codeRow, setCodeRow] = useState<number | null>(null);
  const [suggestions, setSuggestions] = useState<(Suggestions & { rowId: number }) | null>(null);
  const suggestionsRef = useRef(suggestions);
  suggestionsRef.current = suggestions;

  // ---- kept on the device: read once, then written after each pause (and when the page is left)
  const restored = useRef(false);
  useEffect(() => {
    const stored = parseStoredPad(deviceStorage()?.getItem(padStorageKey(userKey)) ?? null);
    if (stored.length > 0) dispatch({ type: 'restore', rows: stored });
    restored.current = true;
  }, [userKey]);
  useEffect(() => {
    if (!restored.current) return;
    const save = () => {
      const storage = deviceStorage();
      const hasRows = rowsRef.current.some((r) => r.code !== '' || r.qty !== '');
      if (hasRows) storage?.setItem(padStorageKey(userKey), serializePad(state));
      else storage?.removeItem(padStorageKey(userKey));
    };
    const timer = setTimeout(save, SAVE_DEBOUNCE_MS);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [state, userKey]);

  // ---- the row being typed in: its autocomplete, and its status read out once known
  const active = activeRow === null ? undefined : rows.find((r) => r.id === activeRow);
  const activeKey = active ? rowKey(active) : null;
  const activeLookup = activeKey === null ? undefined : lookups.get(activeKey);
  const activeNumber = active ? rows.indexOf(active) + 1 : 0;
  useEffect(() => {
    if (!active) return;
    const status = statusOf(active, activeLookup);
    if (status.kind === 'found') {
      const v = status.item.variant;
      setAnnouncement(
        t('quickOrder.announce.found', {
          row: activeNumber,
          product: v.name,
          price: v.price ? formatEuros(v.price.value, locale) : '',
          stock: t(v.stock.display === 'in_stock' ? 'stock.in_stock' : 'stock.no_stock'),
        }),
      );
    } else if (status.kind === 'refused')
      setAnnouncement(
        t('quickOrder.announce.refused', { row: activeNumber, reason: status.item.message ?? '' }),
      );
    // Only a change of the active row's lookup is read out, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the row's texts change with its lookup
  }, [activeLookup, activeRow]);

  const typed = codeRow === null ? undefined : rows.find((r) => r.id === codeRow);
  const suggestText = typed && !typed.picked && !looksLikeCode(typed.code) ? typed.code.trim() : '';
  useEffect(() => {
    if (codeRow === null || suggestText.length < 3) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: suggestText, locale, size: '6' });
      fetch(`/api/autocomplete?${params}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<AutocompleteResult>) : null))
        .then((result) =>
          setSuggestions(
            result ? { rowId: codeRow, text: suggestText, products: result.products, active: -1 } : null,
          ),
        )
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [codeRow, suggestText, locale]);

  // ---- keyboard: stable callbacks, reading the rows through a ref, so that no row renders again for them
  const focusCell = useCallback(
    (id: number, field: 'code' | 'qty') => {
      // At once, in the Enter's own handler: the next keystrokes, however fast, go to the cell moved to. Only a row
      // not rendered yet (none in practice: an empty row is always last) is waited for.
      const cell = document.getElementById(cellId(prefix, id, field));
      if (cell) cell.focus();
      else requestAnimationFrame(() => document.getElementById(cellId(prefix, id, field))?.focus());
    },
    [prefix],
  );

  const onPick = useCallback(
    (row: PadRow, product: MiniHit) => {
      dispatch({ type: 'pick', id: row.id, productId: product.id, name: product.name });
      setSuggestions(null);
      focusCell(row.id, 'qty');
    },
    [focusCell],
  );

  const onCodeKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, row: PadRow) => {
      const open = suggestionsRef.current?.rowId === row.id ? suggestionsRef.current : null;
      const count = open?.products.length ?? 0;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open && count > 0) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSuggestions({ ...open, active: (open.active + step + count) % count });
        return;
      }
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setSuggestions(null);
        return;
      }
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const picked = open && open.active >= 0 ? open.products[open.active] : undefined;
      if (picked) onPick(row, picked);
      else focusCell(row.id, 'qty');
    },
    [focusCell, onPick],
  );

  const onQtyKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, row: PadRow) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const list = rowsRef.current;
      const next = list[list.findIndex((r) => r.id === row.id) + 1];
      if (next) focusCell(next.id, 'code');
    },
    [focusCell],
  );

  const onPaste = useCallback((event: ClipboardEvent<HTMLInputElement>, row: PadRow) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiRowPaste(text)) return;
    event.preventDefault();
    const pasted = parsePastedRows(text);
    dispatch({ type: 'paste', id: row.id, rows: pasted });
    setAnnouncement(tRef.current('quickOrder.pasted', { count: pasted.length }));
  }, []);

  const onFocusRow = useCallback((row: PadRow, cell: 'code' | 'qty') => {
    setActiveRow(row.id);
    setCodeRow(cell === 'code' ? row.id : null);
  }, []);
  // A pick is made on mousedown, before this blur: leaving the cell closes its list.
  const onBlurCode = useCallback(() => setCodeRow(null), []);

  // ---- add everything to the cart
  const addAll = async () => {
    setBusy(true);
    try {
      const known = await resolveAll();
      const list = rowsRef.current;
      const plan = planAdd(list, known);
      if (plan.items.length > 0)
        cart.addMany(
          plan.items.map((i) => ({ productId: i.productId, qty: i.qty })),
          plan.items.map((i): [number, ReturnType<typeof infoFromVariant>] => [
            i.productId,
            infoFromVariant(i.variant),
          ]),
        );
      const reasonOf = (refusal: Refusal): string =>
        refusal.kind === 'lookup'
          ? refusal.message
          : refusal.kind === 'qty_invalid'
            ? t('quickOrder.qtyInvalid', { max: MAX_LINE_QTY })
            : refusal.kind === 'code_missing'
              ? t('quickOrder.codeMissing')
              : refusal.kind === 'pick_name'
                ? t('quickOrder.pickName')
                : t('quickOrder.unresolved');
      const refusedIds = new Set(plan.refused.map((r) => r.row.id));
      dispatch({ type: 'keep', ids: refusedIds });
      setReport({
        added: plan.added.length,
        // Numbered as the pad now shows them: the refused rows stay, first, in their order.
        refused: plan.refused.map(({ row, refusal }, i) => ({
          number: i + 1,
          code: row.code,
          qty: row.qty,
          reason: reasonOf(refusal),
        })),
      });
    } finally {
      setBusy(false);
    }
  };

  const filled = useMemo(() => rows.filter((r) => r.code !== '' || r.qty !== '').length, [rows]);

  return (
    <div className="quick-order-pad">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="quick-order-table-wrap">
        <table className="quick-order-table">
          <caption className="visually-hidden">{t('quickOrder.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="quick-order-number">
                <span className="visually-hidden">{t('quickOrder.col.row')}</span>#
              </th>
              <th scope="col">{t('quickOrder.col.code')}</th>
              <th scope="col">{t('quickOrder.col.qty')}</th>
              <th scope="col">{t('quickOrder.col.product')}</th>
              <th scope="col">{t('quickOrder.col.price')}</th>
              <th scope="col">{t('quickOrder.col.stock')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('quickOrder.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const key = rowKey(row);
              return (
                <PadRowView
                  key={row.id}
                  row={row}
                  number={i + 1}
                  prefix={prefix}
                  lookup={key === null ? undefined : lookups.get(key)}
                  suggestions={suggestions?.rowId === row.id ? suggestions : null}
                  dispatch={dispatch}
                  onCodeKey={onCodeKey}
                  onQtyKey={onQtyKey}
                  onPaste={onPaste}
                  onFocusRow={onFocusRow}
                  onBlurCode={onBlurCode}
                  onPick={onPick}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="quick-order-footer">
        <span className="muted" data-testid="quick-order-filled">
          {t('quickOrder.rows', { count: filled })}
        </span>
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !cart.ready}
          onClick={() => void addAll()}
        >
          {busy ? t('quickOrder.adding') : t('quickOrder.add')}
        </button>
      </div>
      <section className="quick-order-report" aria-labelledby={`${prefix}-report`} aria-live="polite">
        {report ? (
          <>
            <h2 id={`${prefix}-report`}>{t('quickOrder.report.title')}</h2>
            <p role="status" data-testid="quick-order-counts">
              {report.added === 0 && report.refused.length === 0
                ? t('quickOrder.report.empty')
                : t('quickOrder.report.added', { count: report.added })}{' '}
              {report.refused.length > 0
                ? t('quickOrder.report.refused', { count: report.refused.length })
                : null}
            </p>
            {report.refused.length > 0 ? <RefusedTable rows={report.refused} /> : null}
            {report.added > 0 ? (
              <p>
                <Link to={urls.cart(locale)} className="button">
                  {t('quickOrder.toCart')}
                </Link>
              </p>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}

/** The refused rows of the last "add everything" (or of the form without JavaScript): where, what, why. */
export function RefusedTable({
  rows,
}: {
  rows: readonly { number: number; code: string; qty: string; reason: string }[];
}) {
  const { t } = useI18n();
  return (
    <div className="quick-order-table-wrap">
      <table className="quick-order-refused lines-table">
        <caption>{t('quickOrder.report.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quickOrder.report.col.row')}</th>
            <th scope="col">{t('quickOrder.report.col.code')}</th>
            <th scope="col">{t('quickOrder.report.col.qty')}</th>
            <th scope="col">{t('quickOrder.report.col.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.number}-${r.code}`}>
              <td data-label={t('quickOrder.report.col.row')}>{r.number}</td>
              <td data-label={t('quickOrder.report.col.code')}>{r.code}</td>
              <td data-label={t('quickOrder.report.col.qty')}>{r.qty}</td>
              <td data-label={t('quickOrder.report.col.reason')}>{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
