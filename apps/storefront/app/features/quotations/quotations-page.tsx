import { Link, useSearchParams } from 'react-router';
import { euros, formatDate, formatDay, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListMessages } from '../../ui/list-kit';
import { NewQuotationForm } from './new-quotation-form';
import { FILTER_LABELS, QUOTATIONS_LIST_DEFAULTS } from './quotation-labels';
import type { loadQuotationsPage, NewQuotationResult, quotationsPageAction } from './quotations-page.server';
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
  const { known } = loaderData;
  const { locale, t, links } = useListPage(loaderData, urls.quotations, QUOTATIONS_LIST_DEFAULTS);
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const columns: ListColumns<ListItem<typeof loadQuotationsPage>> = [
    {
      label: 'quotations.col.number',
      className: 'nowrap',
      cell: (q) => <Link to={urls.quotation(locale, q.id)}>{q.name}</Link>,
    },
    { label: 'quotations.col.reference', cell: (q) => q.client_order_ref ?? '—' },
    {
      label: 'quotations.col.date',
      className: 'nowrap',
      cell: (q) => <time dateTime={isoDate(q.date_created)}>{formatDate(q.date_created, locale)}</time>,
    },
    { label: 'quotations.col.lines', num: true, cell: (q) => q.line_count },
    { label: 'quotations.col.state', cell: (q) => <QuotationStateBadge state={q.quotation_state} /> },
    {
      label: 'quotations.col.validity',
      className: 'nowrap',
      cell: (q) =>
        q.validity_date ? <time dateTime={q.validity_date}>{formatDay(q.validity_date, locale)}</time> : '—',
    },
    {
      label: 'quotations.col.total',
      num: true,
      className: 'nowrap',
      cell: (q) => euros(q.amount_total, locale),
    },
  ];
  return (
    <ListPage id="quotations" messages={QUOTATIONS_MESSAGES}>
      <div role="status" className="quotations-status">
        {deleted ? <p className="notice">{t('quotations.deleted', { name: deleted.slice(0, 40) })}</p> : null}
      </div>
      <ChoiceLinks label={t('quotations.filters')} choice={links.choice('state', FILTER_LABELS)} />
      <ListView data={loaderData} links={links} rowTestId="quotation-row" columns={columns} />
      <NewQuotationForm known={known} result={actionData as NewQuotationResult | undefined} />
    </ListPage>
  );
}

/** The list page's words (ui/list-kit ListPage); the unfiltered list has its own empty state. */
const QUOTATIONS_MESSAGES: ListMessages = {
  title: 'quotations.title',
  intro: 'quotations.intro',
  empty: 'quotations.empty',
  emptyAll: 'quotations.emptyAll',
  count: 'quotations.count',
  caption: 'quotations.caption',
};
