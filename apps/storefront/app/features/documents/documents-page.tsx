import type { SaleChannel } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { TableHead } from '../../ui/table-head';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import {
  CHANNEL_LABELS,
  DOCUMENT_FILTERS,
  documentsSearch,
  FILTER_LABELS,
  TYPE_LABELS,
} from './documents-query';
import type { loadDocumentsPage } from './documents-page.server';

/**
 * /account/documents: the buyer's documents, newest first. The type filter is a row of links (works without
 * JavaScript, kept in the URL); each document downloads through the storefront (download.server.ts).
 */
export function DocumentsPage({ loaderData }: { loaderData: LoaderData<typeof loadDocumentsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.documents(locale);
  const channel = (c: SaleChannel | null) => (c ? t(CHANNEL_LABELS[c]) : '—');
  return (
    <section aria-labelledby="documents-title" className="documents">
      <h1 id="documents-title">{t('documents.title')}</h1>
      <p className="muted">{t('documents.intro')}</p>
      <FilterLinks
        label={t('documents.filters')}
        links={DOCUMENT_FILTERS.map((f) => ({
          key: f,
          to: `${base}${documentsSearch({ type: f, page: 1 })}`,
          label: t(FILTER_LABELS[f]),
          current: query.type === f,
        }))}
      />
      {list.count === 0 ? (
        <p className="documents-empty">
          {query.type === 'all' ? t('documents.emptyAll') : t('documents.empty')}
        </p>
      ) : (
        <>
          <p className="muted">{t('documents.count', { count: list.count, page: query.page, pages })}</p>
          <table className="lines-table documents-table" role="table">
            <caption className="visually-hidden">
              {t('documents.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'documents.col.number' },
                { label: 'documents.col.date' },
                { label: 'documents.col.type' },
                { label: 'documents.col.order' },
                { label: 'documents.col.channel' },
                { label: 'documents.col.download' },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((d) => (
                <tr role="row" key={d.id} data-testid="document-row">
                  <th scope="row" role="rowheader" className="nowrap">
                    {d.name}
                  </th>
                  <td role="cell" data-label={t('documents.col.date')} className="nowrap">
                    <time dateTime={isoDate(d.document_date)}>{formatDate(d.document_date, locale)}</time>
                  </td>
                  <td role="cell" data-label={t('documents.col.type')}>
                    {t(TYPE_LABELS[d.type])}
                  </td>
                  <td role="cell" data-label={t('documents.col.order')} className="nowrap">
                    {d.sale_id !== null && d.sale_name ? (
                      <Link to={urls.sale(locale, d.sale_id)}>{d.sale_name}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td role="cell" data-label={t('documents.col.channel')}>
                    {channel(d.sale_channel)}
                  </td>
                  <td role="cell" data-label={t('documents.col.download')}>
                    {/* A plain link, no client routing: the answer is a file (or the 404 page). */}
                    <a
                      href={urls.documentDownload(locale, d.id)}
                      aria-label={t('documents.downloadLabel', {
                        type: t(TYPE_LABELS[d.type]),
                        number: d.name,
                      })}
                    >
                      {t('documents.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${documentsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
