import { REGISTRATION_STATES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { TableHead } from '../../ui/table-head';
import { formatDateTime } from '../staff';
import { functionLabel } from './labels';
import type { loadStaffRegistrationsPage } from './registrations-page.server';
import { staffRegistrationsSearch } from './registrations-query';
import { RegistrationStateBadge } from './state-badge';

/**
 * /staff/registrations: the applications to open an account, pending first (the oldest at the top), other states
 * through the filter links (with their counts): company, applicant, function, when received, state; a warning
 * when the e-mail is already a login. Each opens the application to review.
 */
export function StaffRegistrationsPage({
  loaderData,
}: {
  loaderData: LoaderData<typeof loadStaffRegistrationsPage>;
}) {
  const { list, query, pages } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.staffRegistrations(locale);
  const total = REGISTRATION_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  return (
    <section aria-labelledby="staff-registrations-title" className="staff-registrations">
      <h1 id="staff-registrations-title" tabIndex={-1}>
        {t('staffRegistrations.title')}
      </h1>
      <p className="muted">{t('staffRegistrations.intro')}</p>
      <FilterLinks
        label={t('staffRegistrations.filters')}
        links={[
          {
            key: 'all',
            to: base,
            label: t('staffRegistrations.filter.all', { count: formatInteger(total, locale) }),
            current: query.state === null,
          },
          ...REGISTRATION_STATES.map((s) => ({
            key: s,
            to: `${base}${staffRegistrationsSearch({ state: s, page: 1 })}`,
            label: t('staffRegistrations.filter.state', {
              label: t(`staffRegistrations.state.${s}`),
              count: formatInteger(list.counts[s], locale),
            }),
            current: query.state === s,
          })),
        ]}
      />
      {list.count === 0 ? (
        <p data-testid="staff-registrations-empty">{t('staffRegistrations.empty')}</p>
      ) : (
        <>
          <p className="muted">
            {t('staffRegistrations.count', { count: list.count, page: query.page, pages })}
          </p>
          <table className="lines-table staff-registrations-table" role="table">
            <caption className="visually-hidden">
              {t('staffRegistrations.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'staffRegistrations.col.company' },
                { label: 'staffRegistrations.col.applicant' },
                { label: 'staffRegistrations.col.function' },
                { label: 'staffRegistrations.col.received' },
                { label: 'staffRegistrations.col.state' },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((r) => (
                <tr role="row" key={r.id} data-testid="staff-registration-row">
                  <th scope="row" role="rowheader">
                    <Link
                      to={urls.staffRegistration(locale, r.id)}
                      aria-label={t('staffRegistrations.openLabel', { id: r.id, company: r.company_name })}
                    >
                      {r.company_name}
                    </Link>
                  </th>
                  <td role="cell" data-label={t('staffRegistrations.col.applicant')}>
                    <span>
                      {r.first_name} {r.last_name}
                      <br />
                      <span className="muted staff-registrations-email">{r.email}</span>
                      {r.email_is_login ? (
                        <>
                          <br />
                          <span className="badge badge-warning">{t('staffRegistrations.emailIsLogin')}</span>
                        </>
                      ) : null}
                    </span>
                  </td>
                  <td role="cell" data-label={t('staffRegistrations.col.function')}>
                    {functionLabel(r.function, t)}
                  </td>
                  <td role="cell" data-label={t('staffRegistrations.col.received')} className="nowrap">
                    <time dateTime={isoDate(r.created_at)}>{formatDateTime(r.created_at, locale)}</time>
                  </td>
                  <td role="cell" data-label={t('staffRegistrations.col.state')}>
                    <RegistrationStateBadge state={r.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffRegistrationsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
