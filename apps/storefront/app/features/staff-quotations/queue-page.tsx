import { QUOTATION_STATES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import type { loadStaffQuotationsPage } from './queue-page.server';
import { STAFF_QUEUE_DEFAULTS } from './queue-list';
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
  const links = listLinks(urls.staffQuotations(locale), query, STAFF_QUEUE_DEFAULTS);
  return (
    <ListPage id="staff-quotations" title={t('staffQuotations.title')} intro={t('staffQuotations.intro')}>
      <ChoiceLinks
        label={t('staffQuotations.filters')}
        values={QUOTATION_STATES}
        current={query.state}
        href={(state) => links.filter({ state })}
        text={(state) => t(STAFF_STATE_LABELS[state])}
      />
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={t('staffQuotations.empty')}
        summary={t('quotations.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="quotations-table"
          caption={t('staffQuotations.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(q) => q.id}
          rowTestId="staff-quotation-row"
          columns={[
            {
              label: 'quotations.col.number',
              className: 'nowrap',
              cell: (q) => <Link to={urls.staffQuotation(locale, q.id)}>{q.name}</Link>,
            },
            {
              label: 'staffQuotations.col.customer',
              cell: (q) => (
                <>
                  {q.customer.name} <span className="muted">({q.customer.ref})</span>
                </>
              ),
            },
            {
              label: 'staffQuotations.col.requested',
              className: 'nowrap',
              cell: (q) =>
                q.date_requested ? (
                  <time dateTime={isoDate(q.date_requested)}>{formatDate(q.date_requested, locale)}</time>
                ) : (
                  '—'
                ),
            },
            { label: 'quotations.col.lines', num: true, cell: (q) => q.line_count },
            {
              label: 'quotations.col.total',
              num: true,
              className: 'nowrap',
              cell: (q) => euros(q.amount_total, locale),
            },
            {
              label: 'quotations.col.state',
              cell: (q) => <StaffQuotationStateBadge state={q.quotation_state} />,
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
