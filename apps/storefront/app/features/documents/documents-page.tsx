import type { SaleChannel } from '@vetshop/domain';
import { Link } from 'react-router';
import { formatDate, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListMessages, ListPageProps } from '../../ui/list-kit';
import { CHANNEL_LABELS, DOCUMENTS_LIST_DEFAULTS, FILTER_LABELS, TYPE_LABELS } from './document-labels';
import type { loadDocumentsPage } from './documents-page.server';

/** The list page's words (ui/list-kit ListPage); the unfiltered list has its own empty state. */
const DOCUMENTS_MESSAGES: ListMessages = {
  title: 'documents.title',
  intro: 'documents.intro',
  empty: 'documents.empty',
  emptyAll: 'documents.emptyAll',
  count: 'documents.count',
  caption: 'documents.caption',
};

/**
 * /account/documents: the buyer's documents, newest first. The type filter is a row of links (works without
 * JavaScript, kept in the URL); each document downloads through the storefront (download.server.ts).
 */
export function DocumentsPage({ loaderData }: ListPageProps<typeof loadDocumentsPage>) {
  const { locale, t, links } = useListPage(loaderData, urls.documents, DOCUMENTS_LIST_DEFAULTS);
  const channel = (c: SaleChannel | null) => (c ? t(CHANNEL_LABELS[c]) : '—');
  const columns: ListColumns<ListItem<typeof loadDocumentsPage>> = [
    { label: 'documents.col.number', className: 'nowrap', cell: (d) => d.name },
    {
      label: 'documents.col.date',
      className: 'nowrap',
      cell: (d) => <time dateTime={isoDate(d.document_date)}>{formatDate(d.document_date, locale)}</time>,
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
  ];
  return (
    <ListPage id="documents" messages={DOCUMENTS_MESSAGES}>
      <ChoiceLinks label={t('documents.filters')} choice={links.choice('type', FILTER_LABELS)} />
      <ListView data={loaderData} links={links} rowTestId="document-row" columns={columns} />
    </ListPage>
  );
}
