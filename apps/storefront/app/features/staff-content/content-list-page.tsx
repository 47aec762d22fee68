import { Link } from 'react-router';
import { useI18n, type Translate } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { TableHead } from '../../ui/table-head';
import { formatDateTime } from '../staff';
import { CONTENT_KINDS, type ContentState } from './content-kinds';
import type { loadStaffContentPage } from './content-list-page.server';
import { CONTENT_STATUSES, staffContentSearch, type StaffContentQuery } from './content-query';

const TONES: Record<ContentState, string> = {
  published: 'ok',
  draft: 'muted',
  scheduled: 'info',
  expired: 'warn',
};

/** A state as a badge: the word always, the colour helps. */
export function ContentStateBadge({ state, t }: { state: ContentState; t: Translate }) {
  return (
    <span className={`state-badge state-badge-${TONES[state]}`} data-testid="content-state">
      {t(`staffContent.state.${state}`)}
    </span>
  );
}

/** A publication window in words ("Du 1 mars 2026 au 31 mars 2026", "Sans limite"). */
export function windowText(
  start: string | null,
  end: string | null,
  locale: Parameters<typeof formatDate>[1],
  t: Translate,
) {
  if (start && end)
    return t('staffContent.window.range', { start: formatDate(start, locale), end: formatDate(end, locale) });
  if (start) return t('staffContent.window.from', { start: formatDate(start, locale) });
  if (end) return t('staffContent.window.until', { end: formatDate(end, locale) });
  return t('staffContent.window.always');
}

/**
 * /staff/content: the kinds as filter links (pages, news, snippets, info banners, advertisements), the status
 * filter (kept through the pages), the kind's "new" link, and its records with their state, window and last
 * change, each leading to its edit form.
 */
export function StaffContentPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffContentPage> }) {
  const { items, total, query, pages, deleted } = loaderData;
  const { locale, t } = useI18n();
  const href = (q: Partial<StaffContentQuery>) =>
    urls.staffContent(locale, staffContentSearch({ ...query, page: 1, ...q }));
  const kindName = t(`staffContent.kind.${query.kind}`);
  return (
    <section aria-labelledby="staff-content-title" className="staff-content">
      <h1 id="staff-content-title">{t('staffContent.title')}</h1>
      <p className="muted">{t('staffContent.intro')}</p>
      {deleted ? (
        <p role="status" className="notice notice-success">
          {t('staffContent.deleted')}
        </p>
      ) : null}
      <FilterLinks
        label={t('staffContent.filter.kind')}
        currentAs="page"
        links={CONTENT_KINDS.map((k) => ({
          key: k,
          to: href({ kind: k, status: null }),
          label: t(`staffContent.kind.${k}`),
          current: query.kind === k,
        }))}
      />
      <div className="staff-content-bar">
        <FilterLinks
          label={t('staffContent.filter.status')}
          className="filter-links staff-content-status"
          links={[
            {
              key: 'all',
              to: href({ status: null }),
              label: t('staffContent.status.all'),
              current: !query.status,
            },
            ...CONTENT_STATUSES.map((s) => ({
              key: s,
              to: href({ status: s }),
              label: t(`staffContent.status.${s}`),
              current: query.status === s,
            })),
          ]}
        />
        <Link className="button button-primary" to={urls.staffContentNew(locale, query.kind)}>
          {t(`staffContent.new.${query.kind}`)}
        </Link>
      </div>
      {total === 0 ? (
        <p className="staff-content-empty" data-testid="staff-content-empty">
          {query.status ? t('staffContent.empty') : t('staffContent.emptyAll')}
        </p>
      ) : (
        <>
          <p className="muted">{t('staffContent.count', { count: total, page: query.page, pages })}</p>
          <table className="lines-table staff-content-table" role="table">
            <caption className="visually-hidden">
              {t('staffContent.caption', { kind: kindName, page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'staffContent.col.title' },
                { label: 'staffContent.col.state' },
                { label: 'staffContent.col.window' },
                { label: 'staffContent.col.updated' },
              ]}
            />
            <tbody>
              {items.map((i) => (
                <tr role="row" key={i.id} data-testid="staff-content-row">
                  <th scope="row" role="rowheader">
                    <Link to={urls.staffContentItem(locale, query.kind, i.id)}>
                      {i.label || t('staffContent.untitled')}
                    </Link>
                  </th>
                  <td role="cell" data-label={t('staffContent.col.state')}>
                    <ContentStateBadge state={i.state} t={t} />
                  </td>
                  <td role="cell" data-label={t('staffContent.col.window')}>
                    {windowText(i.date_start, i.date_end, locale, t)}
                  </td>
                  <td role="cell" data-label={t('staffContent.col.updated')}>
                    <time dateTime={isoDate(i.updated_at)}>{formatDateTime(i.updated_at, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={query.page} pages={pages} href={(p) => href({ page: p })} />
        </>
      )}
    </section>
  );
}
