import { QUOTATION_STATES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { TableHead } from '../../ui/table-head';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import type { loadStaffQuotationsPage } from './queue-page.server';
import { staffQueueSearch } from './queue-query';
import { STAFF_STATE_LABELS, StaffQuotationStateBadge } from './state-badge';

/**
 * /staff/quotations: the quotation requests to complete, oldest request first (other states through the filter
 * links): number, customer, date requested, lines, total. Each opens the quotation to price and send.
 */
export function StaffQuotationsPage({
  loaderData,
}: {
  loaderData: LoaderData<typeof loadStaffQuotationsPage>;
}) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.staffQuotations(locale);
  return (
    <section aria-labelledby="staff-quotations-title" className="staff-quotations">
      <h1 id="staff-quotations-title" tabIndex={-1}>
        {t('staffQuotations.title')}
      </h1>
      <p className="muted">{t('staffQuotations.intro')}</p>
      <FilterLinks
        label={t('staffQuotations.filters')}
        links={QUOTATION_STATES.map((s) => ({
          key: s,
          to: `${base}${staffQueueSearch({ state: s, page: 1 })}`,
          label: t(STAFF_STATE_LABELS[s]),
          current: query.state === s,
        }))}
      />
      {list.count === 0 ? (
        <p className="quotations-empty">{t('staffQuotations.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('quotations.count', { count: list.count, page: query.page, pages })}</p>
          <table className="lines-table quotations-table" role="table">
            <caption className="visually-hidden">
              {t('staffQuotations.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'quotations.col.number' },
                { label: 'staffQuotations.col.customer' },
                { label: 'staffQuotations.col.requested' },
                { label: 'quotations.col.lines', num: true },
                { label: 'quotations.col.total', num: true },
                { label: 'quotations.col.state' },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((q) => (
                <tr role="row" key={q.id} data-testid="staff-quotation-row">
                  <th scope="row" role="rowheader" className="nowrap">
                    <Link to={urls.staffQuotation(locale, q.id)}>{q.name}</Link>
                  </th>
                  <td role="cell" data-label={t('staffQuotations.col.customer')}>
                    {q.customer.name} <span className="muted">({q.customer.ref})</span>
                  </td>
                  <td role="cell" data-label={t('staffQuotations.col.requested')} className="nowrap">
                    {q.date_requested ? (
                      <time dateTime={isoDate(q.date_requested)}>{formatDate(q.date_requested, locale)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td role="cell" data-label={t('quotations.col.lines')} className="num">
                    {q.line_count}
                  </td>
                  <td role="cell" data-label={t('quotations.col.total')} className="num nowrap">
                    {euros(q.amount_total, locale)}
                  </td>
                  <td role="cell" data-label={t('quotations.col.state')}>
                    <StaffQuotationStateBadge state={q.quotation_state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffQueueSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
