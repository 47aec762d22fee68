import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import type { loadStaffSmallAdsPage } from './queue-page.server';
import { QUEUE_STATES, STAFF_SMALL_ADS_DEFAULTS } from './queue-list';

/**
 * /staff/small-ads: the moderation queue (pending ads, oldest first) or the ads of another state, each with its
 * customer, author and PDF (opened in a new tab); the state filter is kept through the pages.
 */
export function StaffSmallAdsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffSmallAdsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const links = listLinks(urls.staffSmallAds(locale), query, STAFF_SMALL_ADS_DEFAULTS);
  return (
    <ListPage id="staff-small-ads" title={t('staffSmallAds.title')} intro={t('staffSmallAds.intro')}>
      <ChoiceLinks
        label={t('staffSmallAds.filters')}
        values={QUEUE_STATES}
        current={query.state}
        href={(state) => links.filter({ state })}
        text={(state) => t(`staffSmallAds.filter.${state}`)}
      />
      <ListResults
        count={list.total}
        page={query.page}
        pages={pages}
        empty={t('staffSmallAds.empty')}
        summary={t('staffSmallAds.count', { count: list.total, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-small-ads-table"
          caption={t('staffSmallAds.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(ad) => ad.id}
          rowTestId="staff-small-ad"
          columns={[
            {
              label: 'staffSmallAds.col.title',
              cell: (ad) => <Link to={urls.staffSmallAd(locale, ad.id)}>{ad.name}</Link>,
            },
            {
              label: 'staffSmallAds.col.customer',
              cell: (ad) => (
                <>
                  {ad.customer.name} <span className="muted">{ad.customer.ref}</span>
                </>
              ),
            },
            { label: 'staffSmallAds.col.author', cell: (ad) => ad.author.name },
            { label: 'staffSmallAds.col.category', cell: (ad) => t(`smallAds.category.${ad.category}`) },
            {
              label: 'staffSmallAds.col.region',
              cell: (ad) => t(`smallAds.region.${ad.country_state_code}`),
            },
            {
              label: 'staffSmallAds.col.updated',
              className: 'nowrap',
              cell: (ad) => formatDateTime(ad.write_date, locale),
            },
            {
              label: 'staffSmallAds.col.document',
              cell: (ad) =>
                ad.file ? (
                  <a href={urls.staffSmallAdDocument(locale, ad.id)} target="_blank" rel="noopener">
                    {ad.file.name}
                  </a>
                ) : (
                  <span className="muted">{t('staffSmallAds.noDocument')}</span>
                ),
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
