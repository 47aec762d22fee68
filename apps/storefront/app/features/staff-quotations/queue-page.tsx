import { Link } from 'react-router';
import { euros, formatDate, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import type { loadStaffQuotationsPage } from './queue-page.server';
import { STAFF_QUEUE_DEFAULTS, STAFF_QUEUE_MESSAGES } from './queue-list';
import { STAFF_STATE_LABELS, StaffQuotationStateBadge } from './state-badge';

/**
 * /staff/quotations: the quotation requests to complete, oldest request first (other states through the filter
 * links): number, customer, date requested, lines, total. Each opens the quotation to price and send.
 */
export function StaffQuotationsPage({ loaderData }: ListPageProps<typeof loadStaffQuotationsPage>) {
  const { locale, t, links } = useListPage(loaderData, urls.staffQuotations, STAFF_QUEUE_DEFAULTS);
  const columns: ListColumns<ListItem<typeof loadStaffQuotationsPage>> = [
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
  ];
  return (
    <ListPage id="staff-quotations" messages={STAFF_QUEUE_MESSAGES}>
      <ChoiceLinks label={t('staffQuotations.filters')} choice={links.choice('state', STAFF_STATE_LABELS)} />
      {/* The buyer's quotations' table (its column widths), with the staff's own rows. */}
      <ListView
        data={loaderData}
        links={links}
        className="quotations-table"
        rowTestId="staff-quotation-row"
        columns={columns}
      />
    </ListPage>
  );
}
