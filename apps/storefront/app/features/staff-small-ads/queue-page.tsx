import { Link } from 'react-router';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import type { loadStaffSmallAdsPage } from './queue-page.server';
import { QUEUE_STATES, STAFF_SMALL_ADS_DEFAULTS, STAFF_SMALL_ADS_MESSAGES } from './queue-list';

/**
 * /staff/small-ads: the moderation queue (pending ads, oldest first) or the ads of another state, each with its
 * customer, author and PDF (opened in a new tab); the state filter is kept through the pages.
 */
export function StaffSmallAdsPage({ loaderData }: ListPageProps<typeof loadStaffSmallAdsPage>) {
  const { locale, t, links } = useListPage(loaderData, urls.staffSmallAds, STAFF_SMALL_ADS_DEFAULTS);
  const columns: ListColumns<ListItem<typeof loadStaffSmallAdsPage>> = [
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
  ];
  return (
    <ListPage id="staff-small-ads" messages={STAFF_SMALL_ADS_MESSAGES}>
      <ChoiceLinks
        text={(state) => t(`staffSmallAds.filter.${state}`)}
        label={t('staffSmallAds.filters')}
        choice={links.choice('state', QUEUE_STATES)}
      />
      <ListView data={loaderData} links={links} rowTestId="staff-small-ad" columns={columns} />
    </ListPage>
  );
}
