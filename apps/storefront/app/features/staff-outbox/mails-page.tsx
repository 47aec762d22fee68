import { Link } from 'react-router';
import type { Translate } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListMessages, ListPageProps } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { kindLabel, MailStateBadge } from './mail-labels';
import { OUTBOX_STATES } from '@vetshop/domain';
import { STAFF_MAILS_DEFAULTS } from './mail-states';
import type { loadStaffMailsPage } from './mails-page.server';

/** The outbox page's words (ui/list-kit ListPage); the unfiltered outbox has its own empty state. */
const STAFF_MAILS_MESSAGES: ListMessages = {
  title: 'staffOutbox.title',
  intro: 'staffOutbox.intro',
  empty: 'staffOutbox.empty',
  emptyAll: 'staffOutbox.emptyAll',
  count: 'staffOutbox.count',
  caption: 'staffOutbox.caption',
};

/** A mail's link's accessible name: which mail it opens. */
const openLabel = (m: { id: number; subject: string }, t: Translate) =>
  t('staffOutbox.openLabel', { id: m.id, subject: m.subject });

/**
 * /staff/mails: the mail outbox, newest first. State and kind filters are links (work without JavaScript, kept in
 * the URL and through the pages), each state with its count; a row shows who gets what, its state, the attempts
 * and the last SMTP error, and leads to the mail.
 */
export function StaffMailsPage({ loaderData }: ListPageProps<typeof loadStaffMailsPage>) {
  const { list } = loaderData;
  const { locale, t, query, links } = useListPage(loaderData, urls.staffMails, STAFF_MAILS_DEFAULTS);
  const total = OUTBOX_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  const count = (label: string, n: number) =>
    t('staffOutbox.filter.count', { label, count: formatInteger(n, locale) });
  const columns: ListColumns<ListItem<typeof loadStaffMailsPage>> = [
    {
      label: 'staffOutbox.col.subject',
      cell: (m) => (
        <Link to={urls.staffMail(locale, m.id)} aria-label={openLabel(m, t)}>
          {m.subject}
        </Link>
      ),
    },
    {
      label: 'staffOutbox.col.created',
      className: 'nowrap',
      cell: (m) => <time dateTime={isoDate(m.created_at)}>{formatDateTime(m.created_at, locale)}</time>,
    },
    { label: 'staffOutbox.col.kind', cell: (m) => kindLabel(m.kind, t) },
    { label: 'staffOutbox.col.to', className: 'staff-mails-to', cell: (m) => m.to },
    { label: 'staffOutbox.col.state', cell: (m) => <MailStateBadge state={m.state} t={t} /> },
    { label: 'staffOutbox.col.attempts', num: true, cell: (m) => m.attempts },
    {
      label: 'staffOutbox.col.lastError',
      className: (m) => (m.last_error ? 'staff-mails-error' : 'muted'),
      cell: (m) => m.last_error ?? '—',
    },
  ];
  return (
    <ListPage id="staff-mails" messages={STAFF_MAILS_MESSAGES}>
      <ChoiceLinks
        text={(s) =>
          s === null
            ? count(t('staffOutbox.filter.all'), total)
            : count(t(`staffOutbox.state.${s}`), list.counts[s])
        }
        label={t('staffOutbox.filter.state')}
        currentAs="page"
        choice={links.choice('state', [null, ...OUTBOX_STATES])}
      />
      {list.kinds.length > 1 || query.kind ? (
        <ChoiceLinks
          text={(k) => (k === null ? t('staffOutbox.filter.all') : kindLabel(k, t))}
          label={t('staffOutbox.filter.kind')}
          className="filter-links staff-mails-kinds"
          currentAs="page"
          choice={links.choice('kind', [null, ...list.kinds])}
        />
      ) : null}
      <ListView data={loaderData} links={links} rowTestId="staff-mail" columns={columns} />
    </ListPage>
  );
}
