import { SMALL_AD_CATEGORIES, SMALL_AD_REGIONS, formatDayMonthYear } from '@vetshop/domain';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable, type ListColumn } from '../../ui/list-kit';
import type { loadSmallAdsPage } from './small-ads-page.server';
import { SMALL_AD_STATE_FILTERS, SMALL_AD_VIEWS, SMALL_ADS_LIST_DEFAULTS } from './small-ads-list';
import { SmallAdStateBadge } from './state-badge';

type Ad = LoaderData<typeof loadSmallAdsPage>['list']['items'][number];

/**
 * /account/smallads: the published ads (filter links by category and region) or the buyer's own (by state), as
 * a table (cards on a phone), paginated; every filter is a link kept in the URL and through the pages.
 */
export function SmallAdsPage({ loaderData }: { loaderData: LoaderData<typeof loadSmallAdsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const links = listLinks(urls.smallAds(locale), query, SMALL_ADS_LIST_DEFAULTS);
  const mine = query.view === 'mine';
  const empty = mine
    ? query.state === 'all'
      ? t('smallAds.emptyMine')
      : t('smallAds.emptyState')
    : t('smallAds.emptyPublished');
  const stateColumn: ListColumn<Ad>[] = mine
    ? [{ label: 'smallAds.col.state', cell: (ad) => <SmallAdStateBadge state={ad.state} /> }]
    : [];
  return (
    <ListPage
      id="small-ads"
      title={t('smallAds.title')}
      intro={t('smallAds.intro')}
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
        label={t('smallAds.views')}
        className="filter-links small-ads-views"
        values={SMALL_AD_VIEWS}
        current={query.view}
        href={(view) => links.filter({ ...SMALL_ADS_LIST_DEFAULTS, view })}
        text={(view) => t(`smallAds.view.${view}`)}
      />
      {mine ? (
        <ChoiceLinks
          label={t('smallAds.filters.state')}
          values={SMALL_AD_STATE_FILTERS}
          current={query.state}
          href={(state) => links.filter({ state })}
          text={(s) => (s === 'all' ? t('smallAds.filter.allStates') : t(`smallAds.filter.${s}`))}
        />
      ) : (
        <>
          <ChoiceLinks
            label={t('smallAds.filters.category')}
            values={['all', ...SMALL_AD_CATEGORIES] as const}
            current={query.category}
            href={(category) => links.filter({ category })}
            text={(c) => (c === 'all' ? t('smallAds.filter.allCategories') : t(`smallAds.category.${c}`))}
          />
          <ChoiceLinks
            label={t('smallAds.filters.region')}
            values={['all', ...SMALL_AD_REGIONS] as const}
            current={query.region}
            href={(region) => links.filter({ region })}
            text={(r) => (r === 'all' ? t('smallAds.filter.allRegions') : t(`smallAds.region.${r}`))}
          />
        </>
      )}
      <ListResults
        count={list.total}
        page={query.page}
        pages={pages}
        empty={empty}
        summary={t('smallAds.count', { count: list.total, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="small-ads-table"
          caption={t('smallAds.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(ad) => ad.id}
          rowTestId="small-ad-row"
          columns={[
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
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
