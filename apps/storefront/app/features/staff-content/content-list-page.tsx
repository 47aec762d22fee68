import { Link } from 'react-router';
import { useI18n, type Translate } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { CONTENT_KINDS, type ContentState } from './content-kinds';
import type { loadStaffContentPage } from './content-list-page.server';
import { CONTENT_STATUSES, STAFF_CONTENT_DEFAULTS } from './content-list';

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
  const links = listLinks(urls.staffContent(locale), query, STAFF_CONTENT_DEFAULTS);
  const kindName = t(`staffContent.kind.${query.kind}`);
  return (
    <ListPage id="staff-content" title={t('staffContent.title')} intro={t('staffContent.intro')}>
      {deleted ? (
        <p role="status" className="notice notice-success">
          {t('staffContent.deleted')}
        </p>
      ) : null}
      <ChoiceLinks
        label={t('staffContent.filter.kind')}
        currentAs="page"
        values={CONTENT_KINDS}
        current={query.kind}
        href={(kind) => links.filter({ kind, status: null })}
        text={(k) => t(`staffContent.kind.${k}`)}
      />
      <div className="staff-content-bar">
        <ChoiceLinks
          label={t('staffContent.filter.status')}
          className="filter-links staff-content-status"
          values={[null, ...CONTENT_STATUSES]}
          current={query.status}
          href={(status) => links.filter({ status })}
          text={(s) => (s === null ? t('staffContent.status.all') : t(`staffContent.status.${s}`))}
        />
        <Link className="button button-primary" to={urls.staffContentNew(locale, query.kind)}>
          {t(`staffContent.new.${query.kind}`)}
        </Link>
      </div>
      <ListResults
        count={total}
        page={query.page}
        pages={pages}
        empty={query.status ? t('staffContent.empty') : t('staffContent.emptyAll')}
        summary={t('staffContent.count', { count: total, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-content-table"
          caption={t('staffContent.caption', { kind: kindName, page: query.page, pages })}
          items={items}
          rowKey={(i) => i.id}
          rowTestId="staff-content-row"
          columns={[
            {
              label: 'staffContent.col.title',
              cell: (i) => (
                <Link to={urls.staffContentItem(locale, query.kind, i.id)}>
                  {i.label || t('staffContent.untitled')}
                </Link>
              ),
            },
            { label: 'staffContent.col.state', cell: (i) => <ContentStateBadge state={i.state} t={t} /> },
            {
              label: 'staffContent.col.window',
              cell: (i) => windowText(i.date_start, i.date_end, locale, t),
            },
            {
              label: 'staffContent.col.updated',
              cell: (i) => (
                <time dateTime={isoDate(i.updated_at)}>{formatDateTime(i.updated_at, locale)}</time>
              ),
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
