import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { euros, formatDate, formatDay, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { TableHead } from '../../ui/table-head';
import { QuotationSummary } from '../quotations';
import { StaffHistory, type StaffHistoryEntry } from '../staff';
import { decimalText } from './prices-form';
import { StaffQuotationStateBadge } from './state-badge';
import type {
  loadStaffQuotationPage,
  StaffQuotationResult,
  staffQuotationAction,
} from './quotation-page.server';

/**
 * /staff/quotations/{id}: a quotation to complete — the customer and who asked, per line a unit price excl. VAT
 * (prefilled with the buyer's price) and a discount, an optional validity date, "Save prices" and "Send to the
 * customer" (only once every line is priced: the button says why it waits), and the history of staff actions.
 */
export function StaffQuotationPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffQuotationPage>;
  actionData: ActionData<typeof staffQuotationAction> | undefined;
}) {
  const { quotation: q } = loaderData;
  const { locale, t } = useI18n();
  const result = actionData as StaffQuotationResult | undefined;
  const failed = result && !result.ok ? result : null;
  const editable = q.quotation_state === 'customer_request';
  const allPriced = q.lines.length > 0 && q.lines.every((l) => l.quoted);
  const value = (name: string, fallback: string) => failed?.values[name] ?? fallback;
  const describe = (e: StaffHistoryEntry) =>
    e.action === 'price'
      ? t('staffQuotations.history.price')
      : e.action === 'send'
        ? t('staffQuotations.history.send')
        : e.action;
  return (
    <article aria-labelledby="staff-quotation-title" className="staff-quotation">
      <p>
        <Link to={urls.staffQuotations(locale)}>{t('staffQuotations.back')}</Link>
      </p>
      <h1 id="staff-quotation-title" tabIndex={-1}>
        {t('quotations.detail.title', { name: q.name })}
      </h1>
      <div role="status" className="quotation-status">
        {result?.ok ? (
          <p className="notice">
            {t(result.intent === 'send' ? 'staffQuotations.done.send' : 'staffQuotations.done.save')}
          </p>
        ) : null}
      </div>
      {failed?.refusal ? (
        <p className="notice notice-error" role="alert">
          {failed.message && failed.refusal === 'unknown'
            ? failed.message
            : t(QUOTATION_MESSAGES[failed.refusal])}
        </p>
      ) : null}
      {failed && !failed.refusal ? (
        <p className="notice notice-error" role="alert">
          {t('staffQuotations.invalid')}
        </p>
      ) : null}
      <dl className="sale-facts quotation-facts">
        <div>
          <dt>{t('staffQuotations.col.customer')}</dt>
          <dd>
            {q.customer.name} <span className="muted">({q.customer.ref})</span>
          </dd>
        </div>
        <div>
          <dt>{t('staffQuotations.requester')}</dt>
          <dd>{q.requested_by ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('quotations.col.state')}</dt>
          <dd>
            <StaffQuotationStateBadge state={q.quotation_state} />
          </dd>
        </div>
        <div>
          <dt>{t('staffQuotations.col.requested')}</dt>
          <dd>
            {q.date_requested ? (
              <time dateTime={isoDate(q.date_requested)}>{formatDate(q.date_requested, locale)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('staffQuotations.reference')}</dt>
          <dd>{q.client_order_ref ?? '—'}</dd>
        </div>
        {!editable ? (
          <div>
            <dt>{t('quotations.col.validity')}</dt>
            <dd>{q.validity_date ? formatDay(q.validity_date, locale) : '—'}</dd>
          </div>
        ) : null}
      </dl>
      {q.note ? (
        <section aria-labelledby="staff-quotation-note">
          <h2 id="staff-quotation-note">{t('quotations.form.note')}</h2>
          <p className="confirm-note">{q.note}</p>
        </section>
      ) : null}

      <Form method="post" className="form staff-prices" noValidate aria-labelledby="staff-prices-title">
        <h2 id="staff-prices-title">{t('staffQuotations.prices.title')}</h2>
        <div className="table-scroll">
          <table className="lines-table quotation-lines" role="table">
            <caption className="visually-hidden">{t('staffQuotations.prices.title')}</caption>
            <TableHead
              columns={[
                { label: 'quotations.col.product' },
                { label: 'quotations.col.quantity', num: true },
                { label: 'cart.line.gross', num: true },
                { label: 'staffQuotations.col.discount', num: true },
                { label: 'cart.line.amount', num: true },
              ]}
            />
            <tbody role="rowgroup">
              {q.lines.map((line) => {
                const wrong = failed?.problems[line.line_id] ?? [];
                const priceId = `price-${line.line_id}`;
                const discountId = `discount-${line.line_id}`;
                return (
                  <tr role="row" key={line.line_id} data-testid="staff-quotation-line">
                    <th scope="row" role="rowheader">
                      {line.name}
                      {line.sku ? (
                        <>
                          <br />
                          <span className="muted">{t('cart.line.sku', { sku: line.sku })}</span>
                        </>
                      ) : null}
                      {line.quoted ? null : (
                        <>
                          {' '}
                          <span className="badge">{t('staffQuotations.notPriced')}</span>
                        </>
                      )}
                    </th>
                    <td role="cell" className="num" data-label={t('quotations.col.quantity')}>
                      {line.quantity}
                    </td>
                    <td role="cell" className="num" data-label={t('cart.line.gross')}>
                      {editable ? (
                        <>
                          <label htmlFor={priceId} className="visually-hidden">
                            {t('staffQuotations.prices.priceOf', { name: line.name })}
                          </label>
                          <input
                            id={priceId}
                            name={priceId}
                            className="quotation-qty"
                            inputMode="decimal"
                            defaultValue={value(priceId, decimalText(line.unit_price, locale))}
                            aria-invalid={wrong.includes('price') || undefined}
                            aria-describedby={wrong.includes('price') ? `${priceId}-error` : undefined}
                          />
                          {wrong.includes('price') ? (
                            <p id={`${priceId}-error`} className="field-error">
                              {t('staffQuotations.prices.priceInvalid')}
                            </p>
                          ) : null}
                        </>
                      ) : (
                        euros(line.unit_price, locale)
                      )}
                    </td>
                    <td role="cell" className="num" data-label={t('staffQuotations.col.discount')}>
                      {editable ? (
                        <>
                          <label htmlFor={discountId} className="visually-hidden">
                            {t('staffQuotations.prices.discountOf', { name: line.name })}
                          </label>
                          <input
                            id={discountId}
                            name={discountId}
                            className="quotation-qty"
                            inputMode="decimal"
                            defaultValue={value(discountId, decimalText(line.discount, locale))}
                            aria-invalid={wrong.includes('discount') || undefined}
                            aria-describedby={wrong.includes('discount') ? `${discountId}-error` : undefined}
                          />
                          {wrong.includes('discount') ? (
                            <p id={`${discountId}-error`} className="field-error">
                              {t('staffQuotations.prices.discountInvalid')}
                            </p>
                          ) : null}
                        </>
                      ) : (
                        `${decimalText(line.discount, locale)} %`
                      )}
                    </td>
                    <td role="cell" className="num" data-label={t('cart.line.amount')}>
                      {euros(line.price_subtotal, locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {editable ? (
          <>
            <div className="field">
              <label htmlFor="staff-validity">{t('staffQuotations.prices.validity')}</label>
              <input
                id="staff-validity"
                name="validity_date"
                type="date"
                defaultValue={value('validity_date', q.validity_date ?? '')}
                aria-invalid={failed?.validity || undefined}
                aria-describedby={failed?.validity ? 'staff-validity-error' : 'staff-validity-hint'}
              />
              {failed?.validity ? (
                <p id="staff-validity-error" className="field-error">
                  {t('staffQuotations.prices.validityInvalid')}
                </p>
              ) : (
                <p id="staff-validity-hint" className="field-hint muted">
                  {t('staffQuotations.prices.validityHint')}
                </p>
              )}
            </div>
            <p className="muted" id="staff-send-hint">
              {allPriced ? t('staffQuotations.send.ready') : t('staffQuotations.send.waiting')}
            </p>
            <div className="button-row">
              <button type="submit" name="intent" value="save" className="button">
                {t('staffQuotations.prices.save')}
              </button>
              <button
                type="submit"
                name="intent"
                value="send"
                className="button button-primary"
                aria-describedby="staff-send-hint"
              >
                {t('staffQuotations.send.submit')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('staffQuotations.notEditable')}</p>
        )}
      </Form>
      <QuotationSummary summary={q.summary} />
      <StaffHistory entries={q.history} describe={describe} />
    </article>
  );
}
