import { SMALL_AD_CATEGORIES, SMALL_AD_REGIONS, formatDayMonthYear } from '@vetshop/domain';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { TableHead } from '../../ui/table-head';
import type { loadSmallAdsPage } from './small-ads-page.server';
import {
  SMALL_AD_STATE_FILTERS,
  SMALL_AD_VIEWS,
  smallAdsSearch,
  type SmallAdsQuery,
} from './small-ads-query';
import { SmallAdStateBadge } from './state-badge';

/**
 * /account/smallads: the published ads (filter links by category and region) or the buyer's own (by state), as
 * a table (cards on a phone), paginated; every filter is a link kept in the URL and through the pages.
 */
export function SmallAdsPage({ loaderData }: { loaderData: LoaderData<typeof loadSmallAdsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const deleted = params.get('deleted');
  const base = urls.smallAds(locale);
  const to = (q: Partial<SmallAdsQuery>) => `${base}${smallAdsSearch({ ...query, page: 1, ...q })}`;
  const mine = query.view === 'mine';
  const empty = mine
    ? query.state === 'all'
      ? t('smallAds.emptyMine')
      : t('smallAds.emptyState')
    : t('smallAds.emptyPublished');
  return (
    <section aria-labelledby="small-ads-title" className="small-ads">
      <div className="small-ads-head">
        <h1 id="small-ads-title">{t('smallAds.title')}</h1>
        <Link to={urls.smallAdNew(locale)} className="button button-primary">
          {t('smallAds.new')}
        </Link>
      </div>
      <p className="muted">{t('smallAds.intro')}</p>
      <div role="status">
        {deleted ? <p className="notice">{t('smallAds.deleted', { name: deleted.slice(0, 80) })}</p> : null}
      </div>
      <FilterLinks
        label={t('smallAds.views')}
        className="filter-links small-ads-views"
        links={SMALL_AD_VIEWS.map((v) => ({
          key: v,
          to: `${base}${smallAdsSearch({ view: v, state: 'all', category: 'all', region: 'all', page: 1 })}`,
          label: t(`smallAds.view.${v}`),
          current: query.view === v,
        }))}
      />
      {mine ? (
        <FilterLinks
          label={t('smallAds.filters.state')}
          links={SMALL_AD_STATE_FILTERS.map((s) => ({
            key: s,
            to: to({ state: s }),
            label: s === 'all' ? t('smallAds.filter.allStates') : t(`smallAds.filter.${s}`),
            current: query.state === s,
          }))}
        />
      ) : (
        <>
          <FilterLinks
            label={t('smallAds.filters.category')}
            links={(['all', ...SMALL_AD_CATEGORIES] as const).map((c) => ({
              key: c,
              to: to({ category: c }),
              label: c === 'all' ? t('smallAds.filter.allCategories') : t(`smallAds.category.${c}`),
              current: query.category === c,
            }))}
          />
          <FilterLinks
            label={t('smallAds.filters.region')}
            links={(['all', ...SMALL_AD_REGIONS] as const).map((r) => ({
              key: r,
              to: to({ region: r }),
              label: r === 'all' ? t('smallAds.filter.allRegions') : t(`smallAds.region.${r}`),
              current: query.region === r,
            }))}
          />
        </>
      )}
      {list.total === 0 ? (
        <p className="small-ads-empty">{empty}</p>
      ) : (
        <>
          <p className="muted">{t('smallAds.count', { count: list.total, page: query.page, pages })}</p>
          <table className="lines-table small-ads-table" role="table">
            <caption className="visually-hidden">
              {t('smallAds.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'smallAds.col.title' },
                { label: 'smallAds.col.category' },
                { label: 'smallAds.col.region' },
                { label: 'smallAds.col.period' },
                ...(mine ? [{ label: 'smallAds.col.state' as const }] : []),
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((ad) => (
                <tr role="row" key={ad.id} data-testid="small-ad-row">
                  <th scope="row" role="rowheader">
                    <Link to={urls.smallAd(locale, ad.id)}>{ad.name}</Link>
                  </th>
                  <td role="cell" data-label={t('smallAds.col.category')}>
                    {t(`smallAds.category.${ad.category}`)}
                  </td>
                  <td role="cell" data-label={t('smallAds.col.region')}>
                    {t(`smallAds.region.${ad.country_state_code}`)}
                  </td>
                  <td role="cell" data-label={t('smallAds.col.period')} className="nowrap">
                    {t('smallAds.period', {
                      start: formatDayMonthYear(ad.date_start),
                      end: formatDayMonthYear(ad.date_end),
                    })}
                  </td>
                  {mine ? (
                    <td role="cell" data-label={t('smallAds.col.state')}>
                      <SmallAdStateBadge state={ad.state} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${smallAdsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
