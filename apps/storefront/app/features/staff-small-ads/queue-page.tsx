import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { TableHead } from '../../ui/table-head';
import { formatDateTime } from '../staff';
import type { loadStaffSmallAdsPage } from './queue-page.server';
import { QUEUE_STATES, staffSmallAdsSearch } from './queue-query';

/**
 * /staff/small-ads: the moderation queue (pending ads, oldest first) or the ads of another state, each with its
 * customer, author and PDF (opened in a new tab); the state filter is kept through the pages.
 */
export function StaffSmallAdsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffSmallAdsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.staffSmallAds(locale);
  return (
    <section aria-labelledby="staff-small-ads-title" className="staff-small-ads">
      <h1 id="staff-small-ads-title">{t('staffSmallAds.title')}</h1>
      <p className="muted">{t('staffSmallAds.intro')}</p>
      <FilterLinks
        label={t('staffSmallAds.filters')}
        links={QUEUE_STATES.map((s) => ({
          key: s,
          to: `${base}${staffSmallAdsSearch({ state: s, page: 1 })}`,
          label: t(`staffSmallAds.filter.${s}`),
          current: query.state === s,
        }))}
      />
      {list.total === 0 ? (
        <p>{t('staffSmallAds.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('staffSmallAds.count', { count: list.total, page: query.page, pages })}</p>
          <table className="lines-table staff-small-ads-table" role="table">
            <caption className="visually-hidden">
              {t('staffSmallAds.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'staffSmallAds.col.title' },
                { label: 'staffSmallAds.col.customer' },
                { label: 'staffSmallAds.col.author' },
                { label: 'staffSmallAds.col.category' },
                { label: 'staffSmallAds.col.region' },
                { label: 'staffSmallAds.col.updated' },
                { label: 'staffSmallAds.col.document' },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((ad) => (
                <tr role="row" key={ad.id} data-testid="staff-small-ad">
                  <th scope="row" role="rowheader">
                    <Link to={urls.staffSmallAd(locale, ad.id)}>{ad.name}</Link>
                  </th>
                  <td role="cell" data-label={t('staffSmallAds.col.customer')}>
                    {ad.customer.name} <span className="muted">{ad.customer.ref}</span>
                  </td>
                  <td role="cell" data-label={t('staffSmallAds.col.author')}>
                    {ad.author.name}
                  </td>
                  <td role="cell" data-label={t('staffSmallAds.col.category')}>
                    {t(`smallAds.category.${ad.category}`)}
                  </td>
                  <td role="cell" data-label={t('staffSmallAds.col.region')}>
                    {t(`smallAds.region.${ad.country_state_code}`)}
                  </td>
                  <td role="cell" data-label={t('staffSmallAds.col.updated')} className="nowrap">
                    {formatDateTime(ad.write_date, locale)}
                  </td>
                  <td role="cell" data-label={t('staffSmallAds.col.document')}>
                    {ad.file ? (
                      <a href={urls.staffSmallAdDocument(locale, ad.id)} target="_blank" rel="noopener">
                        {ad.file.name}
                      </a>
                    ) : (
                      <span className="muted">{t('staffSmallAds.noDocument')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffSmallAdsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
