import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate, formatDay, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { TableHead } from '../../ui/table-head';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { NewQuotationForm } from './new-quotation-form';
import type { loadQuotationsPage, NewQuotationResult, quotationsPageAction } from './quotations-page.server';
import { FILTER_LABELS, QUOTATION_FILTERS, quotationsSearch } from './quotations-query';
import { QuotationStateBadge } from './state-badge';

/**
 * /account/quotations: the buyer's quotations, newest first, filtered by state with links (kept in the URL and
 * through the pages, no JavaScript needed), and the form that starts a new one.
 */
export function QuotationsPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadQuotationsPage>;
  actionData: ActionData<typeof quotationsPageAction> | undefined;
}) {
  const { list, query, pages, known } = loaderData;
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const base = urls.quotations(locale);
  const deleted = params.get('deleted');
  return (
    <section aria-labelledby="quotations-title" className="quotations">
      <h1 id="quotations-title">{t('quotations.title')}</h1>
      <p className="muted">{t('quotations.intro')}</p>
      <div role="status" className="quotations-status">
        {deleted ? <p className="notice">{t('quotations.deleted', { name: deleted.slice(0, 40) })}</p> : null}
      </div>
      <FilterLinks
        label={t('quotations.filters')}
        links={QUOTATION_FILTERS.map((f) => ({
          key: f,
          to: `${base}${quotationsSearch({ state: f, page: 1 })}`,
          label: t(FILTER_LABELS[f]),
          current: query.state === f,
        }))}
      />
      {list.count === 0 ? (
        <p className="quotations-empty">
          {query.state === 'all' ? t('quotations.emptyAll') : t('quotations.empty')}
        </p>
      ) : (
        <>
          <p className="muted">{t('quotations.count', { count: list.count, page: query.page, pages })}</p>
          <table className="lines-table quotations-table" role="table">
            <caption className="visually-hidden">
              {t('quotations.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'quotations.col.number' },
                { label: 'quotations.col.reference' },
                { label: 'quotations.col.date' },
                { label: 'quotations.col.lines', num: true },
                { label: 'quotations.col.state' },
                { label: 'quotations.col.validity' },
                { label: 'quotations.col.total', num: true },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((q) => (
                <tr role="row" key={q.id} data-testid="quotation-row">
                  <th scope="row" role="rowheader" className="nowrap">
                    <Link to={urls.quotation(locale, q.id)}>{q.name}</Link>
                  </th>
                  <td role="cell" data-label={t('quotations.col.reference')}>
                    {q.client_order_ref ?? '—'}
                  </td>
                  <td role="cell" data-label={t('quotations.col.date')} className="nowrap">
                    <time dateTime={isoDate(q.date_created)}>{formatDate(q.date_created, locale)}</time>
                  </td>
                  <td role="cell" data-label={t('quotations.col.lines')} className="num">
                    {q.line_count}
                  </td>
                  <td role="cell" data-label={t('quotations.col.state')}>
                    <QuotationStateBadge state={q.quotation_state} />
                  </td>
                  <td role="cell" data-label={t('quotations.col.validity')} className="nowrap">
                    {q.validity_date ? (
                      <time dateTime={q.validity_date}>{formatDay(q.validity_date, locale)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td role="cell" data-label={t('quotations.col.total')} className="num nowrap">
                    {euros(q.amount_total, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${quotationsSearch({ ...query, page: p })}`}
          />
        </>
      )}
      <NewQuotationForm known={known} result={actionData as NewQuotationResult | undefined} />
    </section>
  );
}
