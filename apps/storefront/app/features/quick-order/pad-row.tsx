import type { MiniHit } from '@vetshop/contract';
import { MAX_LINE_QTY } from '@vetshop/domain';
import { memo, type ClipboardEvent, type Dispatch, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';
import { formatEuros } from '../../lib/format';
import { statusOf, type Lookup } from './pad-outcome';
import type { PadAction, PadRow } from './pad-state';
import { padQty } from './pad-text';

/** The autocomplete of the row being typed in: its products and the highlighted one (-1: none). */
export interface Suggestions {
  text: string;
  products: MiniHit[];
  active: number;
}

export const cellId = (prefix: string, id: number, field: 'code' | 'qty') => `${prefix}-${id}-${field}`;

export interface PadRowProps {
  row: PadRow;
  /** Its place on the pad, from 1. */
  number: number;
  prefix: string;
  /** The lookup of the row's code (identity kept while it does not change). */
  lookup: Lookup | undefined;
  /** Only the row being typed in gets its autocomplete; every other row gets null. */
  suggestions: Suggestions | null;
  dispatch: Dispatch<PadAction>;
  onCodeKey(event: KeyboardEvent<HTMLInputElement>, row: PadRow): void;
  onQtyKey(event: KeyboardEvent<HTMLInputElement>, row: PadRow): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>, row: PadRow): void;
  onFocusRow(row: PadRow, cell: 'code' | 'qty'): void;
  onBlurCode(): void;
  onPick(row: PadRow, product: MiniHit): void;
}

/**
 * One row of the pad: its two cells, then what the code names for this buyer (product, net price, stock) or why
 * it cannot be ordered. Memoised: typing in one row renders that row only (its props are the row, its lookup and
 * stable callbacks).
 */
export const PadRowView = memo(function PadRowView({
  row,
  number,
  prefix,
  lookup,
  suggestions,
  dispatch,
  onCodeKey,
  onQtyKey,
  onPaste,
  onFocusRow,
  onBlurCode,
  onPick,
}: PadRowProps) {
  const { locale, t } = useI18n();
  const status = statusOf(row, lookup);
  const qtyInvalid = row.qty.trim() !== '' && padQty(row.qty) === null;
  const codeMissing = row.code.trim() === '' && row.qty.trim() !== '';
  const codeId = cellId(prefix, row.id, 'code');
  const listId = `${prefix}-${row.id}-suggestions`;
  const messageId = `${prefix}-${row.id}-message`;
  const open = suggestions !== null && suggestions.products.length > 0;
  const message =
    status.kind === 'refused'
      ? status.item.message
      : codeMissing
        ? t('quickOrder.codeMissing')
        : status.kind === 'name' && suggestions === null
          ? t('quickOrder.pickName')
          : status.kind === 'failed'
            ? t('quickOrder.status.failed')
            : qtyInvalid
              ? t('quickOrder.qtyInvalid', { max: MAX_LINE_QTY })
              : null;
  const variant = status.kind === 'found' ? status.item.variant : null;
  return (
    <tr
      className={`quick-order-row${message ? ' is-refused' : ''}${variant ? ' is-found' : ''}`}
      data-testid="quick-order-row"
    >
      <th scope="row" className="quick-order-number">
        {number}
      </th>
      <td className="quick-order-code" data-label={t('quickOrder.col.code')}>
        <input
          id={codeId}
          type="text"
          value={row.code}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="next"
          maxLength={200}
          aria-label={t('quickOrder.cell.code', { row: number })}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={
            open && suggestions.active >= 0 ? `${listId}-${suggestions.active}` : undefined
          }
          aria-invalid={status.kind === 'refused' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) =>
            dispatch({ type: 'edit', id: row.id, field: 'code', value: e.currentTarget.value })
          }
          onKeyDown={(e) => onCodeKey(e, row)}
          onPaste={(e) => onPaste(e, row)}
          onFocus={() => onFocusRow(row, 'code')}
          onBlur={onBlurCode}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            className="quick-order-suggestions"
            aria-label={t('quickOrder.suggestions', { text: suggestions.text })}
          >
            {suggestions.products.map((p, i) => (
              <li
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === suggestions.active}
                // Before the input's blur: the pick happens while the cell still has the focus.
                onMouseDown={(e) => {
                  e.preventDefault();
                  onPick(row, p);
                }}
              >
                {p.name}
                {p.price ? (
                  <span className="quick-order-suggestion-price">{formatEuros(p.price.value, locale)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="quick-order-qty" data-label={t('quickOrder.col.qty')}>
        <input
          id={cellId(prefix, row.id, 'qty')}
          type="text"
          inputMode="numeric"
          value={row.qty}
          placeholder={row.code === '' ? undefined : '1'}
          autoComplete="off"
          enterKeyHint="next"
          maxLength={12}
          aria-label={t('quickOrder.cell.qty', { row: number })}
          aria-invalid={qtyInvalid || codeMissing ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => dispatch({ type: 'edit', id: row.id, field: 'qty', value: e.currentTarget.value })}
          onKeyDown={(e) => onQtyKey(e, row)}
          onFocus={() => onFocusRow(row, 'qty')}
        />
      </td>
      <td className="quick-order-product" data-label={t('quickOrder.col.product')}>
        {variant ? (
          <>
            <span className="quick-order-name">{variant.name}</span>{' '}
            <span className="quick-order-sku">{variant.sku}</span>
          </>
        ) : status.kind === 'pending' ? (
          <span className="muted">{t('quickOrder.status.pending')}</span>
        ) : null}
        {message ? (
          <span id={messageId} className="quick-order-message">
            {message}
          </span>
        ) : null}
      </td>
      <td className="quick-order-price" data-label={t('quickOrder.col.price')}>
        {variant?.price ? formatEuros(variant.price.value, locale) : null}
      </td>
      <td className="quick-order-stock" data-label={t('quickOrder.col.stock')}>
        {variant ? (
          <span className={`badge ${variant.stock.display === 'in_stock' ? 'badge-ok' : 'badge-no'}`}>
            {t(variant.stock.display === 'in_stock' ? 'stock.in_stock' : 'stock.no_stock')}
          </span>
        ) : null}
      </td>
      <td className="quick-order-actions">
        {row.code !== '' || row.qty !== '' ? (
          <button
            type="button"
            className="quick-order-remove"
            aria-label={t('quickOrder.remove', { row: number })}
            onClick={() => dispatch({ type: 'remove', id: row.id })}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </td>
    </tr>
  );
});
