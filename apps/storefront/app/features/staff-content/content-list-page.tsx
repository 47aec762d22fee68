import { Link } from 'react-router';
import type { Translate } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { CONTENT_KINDS, type ContentState } from './content-kinds';
import type { loadStaffContentPage } from './content-list-page.server';
import { CONTENT_STATUSES, STAFF_CONTENT_DEFAULTS, STAFF_CONTENT_MESSAGES } from './content-list';

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
export function StaffContentPage({ loaderData }: ListPageProps<typeof loadStaffContentPage>) {
  const { pages, deleted } = loaderData;
  const { locale, t, query, links } = useListPage(loaderData, urls.staffContent, STAFF_CONTENT_DEFAULTS);
  const kindName = t(`staffContent.kind.${query.kind}`);
  const columns: ListColumns<ListItem<typeof loadStaffContentPage>> = [
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
      cell: (i) => <time dateTime={isoDate(i.updated_at)}>{formatDateTime(i.updated_at, locale)}</time>,
    },
  ];
  return (
    <ListPage id="staff-content" messages={STAFF_CONTENT_MESSAGES}>
      {deleted ? (
        <p role="status" className="notice notice-success">
          {t('staffContent.deleted')}
        </p>
      ) : null}
      <ChoiceLinks
        text={(k) => t(`staffContent.kind.${k}`)}
        label={t('staffContent.filter.kind')}
        currentAs="page"
        choice={links.choice('kind', CONTENT_KINDS, { status: null })}
      />
      <div className="staff-content-bar">
        <ChoiceLinks
          text={(s) => (s === null ? t('staffContent.status.all') : t(`staffContent.status.${s}`))}
          label={t('staffContent.filter.status')}
          className="filter-links staff-content-status"
          choice={links.choice('status', [null, ...CONTENT_STATUSES])}
        />
        <Link className="button button-primary" to={urls.staffContentNew(locale, query.kind)}>
          {t(`staffContent.new.${query.kind}`)}
        </Link>
      </div>
      <ListView
        data={loaderData}
        links={links}
        rowTestId="staff-content-row"
        empty={query.status ? undefined : t('staffContent.emptyAll')}
        caption={t('staffContent.caption', { kind: kindName, page: query.page, pages })}
        columns={columns}
      />
    </ListPage>
  );
}
