import type { Quotation } from '@vetshop/contract';
import { Form, Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { euros, formatDiscount } from '../../lib/format';
import { urls } from '../../lib/urls';
import { LinesTableHead } from '../../ui/table-head';

const COLUMNS = {
  quantity: 'quotations.col.quantity',
  unitPrice: 'cart.line.gross',
  discount: 'cart.line.discount',
  subtotal: 'cart.line.amount',
} as const satisfies Record<string, MessageKey>;

/**
 * The quotation's lines: the product (linked), its SKU, the quantity (an input of the draft's form, `formId`,
 * when editable) and the prices — the buyer's own until the sales team quotes them, said under the table.
 * A draft's line has a remove button: its own small form, which asks for confirmation first.
 */
export function QuotationLines({
  quotation,
  formId,
  quantities,
  lineErrors,
}: {
  quotation: Quotation;
  /** The draft's form (quantities are its fields); null when the quotation cannot be edited. */
  formId: string | null;
  quantities: Record<string, string> | null;
  lineErrors: readonly number[];
}) {
  const { locale, t } = useI18n();
  if (quotation.lines.length === 0)
    return <p className="quotation-no-lines">{t('quotations.lines.empty')}</p>;
  const estimated = quotation.lines.some((l) => !l.quoted);
  const numeric = [COLUMNS.quantity, COLUMNS.unitPrice, COLUMNS.discount, COLUMNS.subtotal];
  return (
    <>
      <div className="table-scroll">
        <table className="lines-table quotation-lines" role="table">
          <caption className="visually-hidden">{t('quotations.lines.title')}</caption>
          <LinesTableHead
            first="quotations.col.product"
            numeric={formId ? [...numeric, 'quotations.col.remove'] : numeric}
          />
          <tbody role="rowgroup">
            {quotation.lines.map((line) => {
              const inputId = `qty-${line.line_id}`;
              const invalid = lineErrors.includes(line.line_id);
              return (
                <tr key={line.line_id} role="row" data-testid="quotation-line">
                  <th scope="row" role="rowheader">
                    {line.url_key ? (
                      <Link to={urls.product(locale, line.url_key, line.product_id)}>{line.name}</Link>
                    ) : (
                      line.name
                    )}
                    {line.sku ? (
                      <>
                        <br />
                        <span className="muted">{t('cart.line.sku', { sku: line.sku })}</span>
                      </>
                    ) : null}
                  </th>
                  <td role="cell" className="num" data-label={t(COLUMNS.quantity)}>
                    {formId ? (
                      <>
                        <label htmlFor={inputId} className="visually-hidden">
                          {t('quotations.lines.quantityOf', { name: line.name })}
                        </label>
                        <input
                          id={inputId}
                          form={formId}
                          name={inputId}
                          className="quotation-qty"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          required
                          defaultValue={quantities?.[line.line_id] ?? String(line.quantity)}
                          aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? `${inputId}-error` : undefined}
                        />
                        {invalid ? (
                          <p id={`${inputId}-error`} className="field-error" role="alert">
                            {t('quotations.lines.quantityInvalid')}
                          </p>
                        ) : null}
                      </>
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td role="cell" className="num" data-label={t(COLUMNS.unitPrice)}>
                    <span className="nowrap">
                      {euros(line.unit_price, locale)}
                      {line.quoted ? null : <span aria-hidden="true"> *</span>}
                    </span>
                  </td>
                  <td role="cell" className="num" data-label={t(COLUMNS.discount)}>
                    {line.discount > 0 ? formatDiscount(line.discount, locale) : '—'}
                  </td>
                  <td role="cell" className="num" data-label={t(COLUMNS.subtotal)}>
                    {euros(line.price_subtotal, locale)}
                  </td>
                  {formId ? (
                    <td role="cell" className="num" data-label={t('quotations.col.remove')}>
                      <Form method="post" className="inline-form">
                        <input type="hidden" name="line_id" value={line.line_id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete_line"
                          className="button button-link"
                          aria-label={t('quotations.lines.removeLabel', { name: line.name })}
                        >
                          {t('quotations.lines.remove')}
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {estimated ? <p className="muted quotation-estimate">{t('quotations.lines.estimate')}</p> : null}
    </>
  );
}
