import { SMALL_AD_CATEGORIES, SMALL_AD_REGIONS, formatDayMonthYear } from '@vetshop/domain';
import { Link, useSearchParams } from 'react-router';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumn, ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import type { loadSmallAdsPage } from './small-ads-page.server';
import {
  SMALL_AD_STATE_FILTERS,
  SMALL_AD_VIEWS,
  SMALL_ADS_LIST_DEFAULTS,
  SMALL_ADS_MESSAGES,
} from './small-ads-list';
import { SmallAdStateBadge } from './state-badge';

/**
 * /account/smallads: the published ads (filter links by category and region) or the buyer's own (by state), as
 * a table (cards on a phone), paginated; every filter is a link kept in the URL and through the pages.
 */
export function SmallAdsPage({ loaderData }: ListPageProps<typeof loadSmallAdsPage>) {
  const { locale, t, query, links } = useListPage(loaderData, urls.smallAds, SMALL_ADS_LIST_DEFAULTS);
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const mine = query.view === 'mine';
  const stateColumn: ListColumn<ListItem<typeof loadSmallAdsPage>>[] = mine
    ? [{ label: 'smallAds.col.state', cell: (ad) => <SmallAdStateBadge state={ad.state} /> }]
    : [];
  const columns: ListColumns<ListItem<typeof loadSmallAdsPage>> = [
    {
      label: 'smallAds.col.title',
      cell: (ad) => <Link to={urls.smallAd(locale, ad.id)}>{ad.name}</Link>,
    },
    { label: 'smallAds.col.category', cell: (ad) => t(`smallAds.category.${ad.category}`) },
    { label: 'smallAds.col.region', cell: (ad) => t(`smallAds.region.${ad.country_state_code}`) },
    {
      label: 'smallAds.col.period',
      className: 'nowrap',
      cell: (ad) =>
        t('smallAds.period', {
          start: formatDayMonthYear(ad.date_start),
          end: formatDayMonthYear(ad.date_end),
        }),
    },
    ...stateColumn,
  ];
  return (
    <ListPage
      id="small-ads"
      messages={SMALL_ADS_MESSAGES}
      actions={
        <Link to={urls.smallAdNew(locale)} className="button button-primary">
          {t('smallAds.new')}
        </Link>
      }
    >
      <div role="status">
        {deleted ? <p className="notice">{t('smallAds.deleted', { name: deleted.slice(0, 80) })}</p> : null}
      </div>
      <ChoiceLinks
        text={(view) => t(`smallAds.view.${view}`)}
        label={t('smallAds.views')}
        className="filter-links small-ads-views"
        choice={links.choice('view', SMALL_AD_VIEWS, SMALL_ADS_LIST_DEFAULTS)}
      />
      {mine ? (
        <ChoiceLinks
          text={(s) => (s === 'all' ? t('smallAds.filter.allStates') : t(`smallAds.filter.${s}`))}
          label={t('smallAds.filters.state')}
          choice={links.choice('state', SMALL_AD_STATE_FILTERS)}
        />
      ) : (
        <>
          <ChoiceLinks
            text={(c) => (c === 'all' ? t('smallAds.filter.allCategories') : t(`smallAds.category.${c}`))}
            label={t('smallAds.filters.category')}
            choice={links.choice('category', ['all', ...SMALL_AD_CATEGORIES] as const)}
          />
          <ChoiceLinks
            text={(r) => (r === 'all' ? t('smallAds.filter.allRegions') : t(`smallAds.region.${r}`))}
            label={t('smallAds.filters.region')}
            choice={links.choice('region', ['all', ...SMALL_AD_REGIONS] as const)}
          />
        </>
      )}
      <ListView
        data={loaderData}
        links={links}
        rowTestId="small-ad-row"
        empty={
          mine ? (query.state === 'all' ? t('smallAds.emptyMine') : t('smallAds.emptyState')) : undefined
        }
        columns={columns}
      />
    </ListPage>
  );
}
