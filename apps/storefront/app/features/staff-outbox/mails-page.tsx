import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { kindLabel, MailStateBadge } from './mail-labels';
import { OUTBOX_STATES } from '@vetshop/domain';
import { STAFF_MAILS_DEFAULTS } from './mail-states';
import type { loadStaffMailsPage } from './mails-page.server';

/**
 * /staff/mails: the mail outbox, newest first. State and kind filters are links (work without JavaScript, kept in
 * the URL and through the pages), each state with its count; a row shows who gets what, its state, the attempts
 * and the last SMTP error, and leads to the mail.
 */
export function StaffMailsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffMailsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const links = listLinks(urls.staffMails(locale), query, STAFF_MAILS_DEFAULTS);
  const total = OUTBOX_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  const count = (label: string, n: number) =>
    t('staffOutbox.filter.count', { label, count: formatInteger(n, locale) });
  return (
    <ListPage id="staff-mails" title={t('staffOutbox.title')} intro={t('staffOutbox.intro')}>
      <ChoiceLinks
        label={t('staffOutbox.filter.state')}
        currentAs="page"
        values={[null, ...OUTBOX_STATES]}
        current={query.state}
        href={(state) => links.filter({ state })}
        text={(s) =>
          s === null
            ? count(t('staffOutbox.filter.all'), total)
            : count(t(`staffOutbox.state.${s}`), list.counts[s])
        }
      />
      {list.kinds.length > 1 || query.kind ? (
        <ChoiceLinks
          label={t('staffOutbox.filter.kind')}
          className="filter-links staff-mails-kinds"
          currentAs="page"
          values={[null, ...list.kinds]}
          current={query.kind}
          href={(kind) => links.filter({ kind })}
          text={(k) => (k === null ? t('staffOutbox.filter.all') : kindLabel(k, t))}
        />
      ) : null}
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={query.state || query.kind ? t('staffOutbox.empty') : t('staffOutbox.emptyAll')}
        summary={t('staffOutbox.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-mails-table"
          caption={t('staffOutbox.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(m) => m.id}
          rowTestId="staff-mail"
          columns={[
            {
              label: 'staffOutbox.col.subject',
              cell: (m) => (
                <Link
                  to={urls.staffMail(locale, m.id)}
                  aria-label={t('staffOutbox.openLabel', { id: m.id, subject: m.subject })}
                >
                  {m.subject}
                </Link>
              ),
            },
            {
              label: 'staffOutbox.col.created',
              className: 'nowrap',
              cell: (m) => (
                <time dateTime={isoDate(m.created_at)}>{formatDateTime(m.created_at, locale)}</time>
              ),
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
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
