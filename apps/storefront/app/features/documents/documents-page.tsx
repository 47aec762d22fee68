import type { SaleChannel } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import {
  CHANNEL_LABELS,
  DOCUMENT_FILTERS,
  DOCUMENTS_LIST_DEFAULTS,
  FILTER_LABELS,
  TYPE_LABELS,
} from './document-labels';
import type { loadDocumentsPage } from './documents-page.server';

/**
 * /account/documents: the buyer's documents, newest first. The type filter is a row of links (works without
 * JavaScript, kept in the URL); each document downloads through the storefront (download.server.ts).
 */
export function DocumentsPage({ loaderData }: { loaderData: LoaderData<typeof loadDocumentsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const links = listLinks(urls.documents(locale), query, DOCUMENTS_LIST_DEFAULTS);
  const channel = (c: SaleChannel | null) => (c ? t(CHANNEL_LABELS[c]) : '—');
  return (
    <ListPage id="documents" title={t('documents.title')} intro={t('documents.intro')}>
      <ChoiceLinks
        label={t('documents.filters')}
        values={DOCUMENT_FILTERS}
        current={query.type}
        href={(type) => links.filter({ type })}
        text={(type) => t(FILTER_LABELS[type])}
      />
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={query.type === 'all' ? t('documents.emptyAll') : t('documents.empty')}
        summary={t('documents.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="documents-table"
          caption={t('documents.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(d) => d.id}
          rowTestId="document-row"
          columns={[
            { label: 'documents.col.number', className: 'nowrap', cell: (d) => d.name },
            {
              label: 'documents.col.date',
              className: 'nowrap',
              cell: (d) => (
                <time dateTime={isoDate(d.document_date)}>{formatDate(d.document_date, locale)}</time>
              ),
            },
            { label: 'documents.col.type', cell: (d) => t(TYPE_LABELS[d.type]) },
            {
              label: 'documents.col.order',
              className: 'nowrap',
              cell: (d) =>
                d.sale_id !== null && d.sale_name ? (
                  <Link to={urls.sale(locale, d.sale_id)}>{d.sale_name}</Link>
                ) : (
                  '—'
                ),
            },
            { label: 'documents.col.channel', cell: (d) => channel(d.sale_channel) },
            {
              label: 'documents.col.download',
              // A plain link, no client routing: the answer is a file (or the 404 page).
              cell: (d) => (
                <a
                  href={urls.documentDownload(locale, d.id)}
                  aria-label={t('documents.downloadLabel', { type: t(TYPE_LABELS[d.type]), number: d.name })}
                >
                  {t('documents.download')}
                </a>
              ),
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
