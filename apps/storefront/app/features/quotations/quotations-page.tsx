import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate, formatDay, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { NewQuotationForm } from './new-quotation-form';
import { FILTER_LABELS, QUOTATION_FILTERS, QUOTATIONS_LIST_DEFAULTS } from './quotation-labels';
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
  const { list, query, pages, known } = loaderData;
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const links = listLinks(urls.quotations(locale), query, QUOTATIONS_LIST_DEFAULTS);
  const deleted = params.get('deleted');
  return (
    <ListPage id="quotations" title={t('quotations.title')} intro={t('quotations.intro')}>
      <div role="status" className="quotations-status">
        {deleted ? <p className="notice">{t('quotations.deleted', { name: deleted.slice(0, 40) })}</p> : null}
      </div>
      <ChoiceLinks
        label={t('quotations.filters')}
        values={QUOTATION_FILTERS}
        current={query.state}
        href={(state) => links.filter({ state })}
        text={(state) => t(FILTER_LABELS[state])}
      />
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={query.state === 'all' ? t('quotations.emptyAll') : t('quotations.empty')}
        summary={t('quotations.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="quotations-table"
          caption={t('quotations.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(q) => q.id}
          rowTestId="quotation-row"
          columns={[
            {
              label: 'quotations.col.number',
              className: 'nowrap',
              cell: (q) => <Link to={urls.quotation(locale, q.id)}>{q.name}</Link>,
            },
            { label: 'quotations.col.reference', cell: (q) => q.client_order_ref ?? '—' },
            {
              label: 'quotations.col.date',
              className: 'nowrap',
              cell: (q) => (
                <time dateTime={isoDate(q.date_created)}>{formatDate(q.date_created, locale)}</time>
              ),
            },
            { label: 'quotations.col.lines', num: true, cell: (q) => q.line_count },
            { label: 'quotations.col.state', cell: (q) => <QuotationStateBadge state={q.quotation_state} /> },
            {
              label: 'quotations.col.validity',
              className: 'nowrap',
              cell: (q) =>
                q.validity_date ? (
                  <time dateTime={q.validity_date}>{formatDay(q.validity_date, locale)}</time>
                ) : (
                  '—'
                ),
            },
            {
              label: 'quotations.col.total',
              num: true,
              className: 'nowrap',
              cell: (q) => euros(q.amount_total, locale),
            },
          ]}
        />
      </ListResults>
      <NewQuotationForm known={known} result={actionData as NewQuotationResult | undefined} />
    </ListPage>
  );
}
