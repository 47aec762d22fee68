import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { formatDateTime } from '../staff';
import { kindLabel, MailStateBadge } from './mail-labels';
import type { loadStaffMailsPage } from './mails-page.server';
import { MAIL_STATES, staffMailsSearch, type StaffMailsQuery } from './mails-query';

/**
 * /staff/mails: the mail outbox, newest first. State and kind filters are links (work without JavaScript, kept in
 * the URL and through the pages), each state with its count; a row shows who gets what, its state, the attempts
 * and the last SMTP error, and leads to the mail.
 */
export function StaffMailsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffMailsPage> }) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.staffMails(locale);
  const href = (q: Partial<StaffMailsQuery>) => `${base}${staffMailsSearch({ ...query, page: 1, ...q })}`;
  const total = MAIL_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  const count = (label: string, n: number) =>
    t('staffOutbox.filter.count', { label, count: formatInteger(n, locale) });
  return (
    <section aria-labelledby="staff-mails-title" className="staff-mails">
      <h1 id="staff-mails-title">{t('staffOutbox.title')}</h1>
      <p className="muted">{t('staffOutbox.intro')}</p>
      <FilterLinks
        label={t('staffOutbox.filter.state')}
        className="staff-mails-filter"
        currentAs="page"
        links={[
          {
            key: 'all',
            to: href({ state: null }),
            label: count(t('staffOutbox.filter.all'), total),
            current: query.state === null,
          },
          ...MAIL_STATES.map((s) => ({
            key: s,
            to: href({ state: s }),
            label: count(t(`staffOutbox.state.${s}`), list.counts[s]),
            current: query.state === s,
            className: `mail-filter-${s}`,
          })),
        ]}
      />
      {list.kinds.length > 1 || query.kind ? (
        <FilterLinks
          label={t('staffOutbox.filter.kind')}
          className="staff-mails-filter staff-mails-kinds"
          currentAs="page"
          links={[
            {
              key: 'all',
              to: href({ kind: null }),
              label: t('staffOutbox.filter.all'),
              current: query.kind === null,
            },
            ...list.kinds.map((k) => ({
              key: k,
              to: href({ kind: k }),
              label: kindLabel(k, t),
              current: query.kind === k,
            })),
          ]}
        />
      ) : null}
      {list.count === 0 ? (
        <p className="staff-mails-empty" data-testid="staff-mails-empty">
          {query.state || query.kind ? t('staffOutbox.empty') : t('staffOutbox.emptyAll')}
        </p>
      ) : (
        <>
          <p className="muted">{t('staffOutbox.count', { count: list.count, page: query.page, pages })}</p>
          <div className="table-scroll">
            {/* Roles kept explicitly: the narrow layout displays the cells as blocks. */}
            <table className="staff-mails-table" role="table">
              <caption className="visually-hidden">
                {t('staffOutbox.caption', { page: query.page, pages })}
              </caption>
              <thead>
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.subject')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.created')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.kind')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.to')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.state')}
                  </th>
                  <th scope="col" role="columnheader" className="num">
                    {t('staffOutbox.col.attempts')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('staffOutbox.col.lastError')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((m) => (
                  <tr role="row" key={m.id} data-testid="staff-mail">
                    <th scope="row" role="rowheader">
                      <Link
                        to={urls.staffMail(locale, m.id)}
                        aria-label={t('staffOutbox.openLabel', { id: m.id, subject: m.subject })}
                      >
                        {m.subject}
                      </Link>
                    </th>
                    <td role="cell" data-label={t('staffOutbox.col.created')} className="nowrap">
                      <time dateTime={isoDate(m.created_at)}>{formatDateTime(m.created_at, locale)}</time>
                    </td>
                    <td role="cell" data-label={t('staffOutbox.col.kind')}>
                      {kindLabel(m.kind, t)}
                    </td>
                    <td role="cell" data-label={t('staffOutbox.col.to')} className="staff-mails-to">
                      {m.to}
                    </td>
                    <td role="cell" data-label={t('staffOutbox.col.state')}>
                      <MailStateBadge state={m.state} t={t} />
                    </td>
                    <td role="cell" data-label={t('staffOutbox.col.attempts')} className="num">
                      {m.attempts}
                    </td>
                    <td
                      role="cell"
                      data-label={t('staffOutbox.col.lastError')}
                      className={m.last_error ? 'staff-mails-error' : 'muted'}
                    >
                      {m.last_error ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffMailsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
