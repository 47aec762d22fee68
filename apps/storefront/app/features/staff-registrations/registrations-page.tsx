import { REGISTRATION_STATES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { functionLabel } from './labels';
import type { loadStaffRegistrationsPage } from './registrations-page.server';
import { STAFF_REGISTRATIONS_DEFAULTS } from './registrations-list';
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
  const links = listLinks(urls.staffRegistrations(locale), query, STAFF_REGISTRATIONS_DEFAULTS);
  const total = REGISTRATION_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  return (
    <ListPage
      id="staff-registrations"
      title={t('staffRegistrations.title')}
      intro={t('staffRegistrations.intro')}
    >
      <ChoiceLinks
        label={t('staffRegistrations.filters')}
        values={[null, ...REGISTRATION_STATES]}
        current={query.state}
        href={(state) => links.filter({ state })}
        text={(s) =>
          s === null
            ? t('staffRegistrations.filter.all', { count: formatInteger(total, locale) })
            : t('staffRegistrations.filter.state', {
                label: t(`staffRegistrations.state.${s}`),
                count: formatInteger(list.counts[s], locale),
              })
        }
      />
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={t('staffRegistrations.empty')}
        summary={t('staffRegistrations.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-registrations-table"
          caption={t('staffRegistrations.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(r) => r.id}
          rowTestId="staff-registration-row"
          columns={[
            {
              label: 'staffRegistrations.col.company',
              cell: (r) => (
                <Link
                  to={urls.staffRegistration(locale, r.id)}
                  aria-label={t('staffRegistrations.openLabel', { id: r.id, company: r.company_name })}
                >
                  {r.company_name}
                </Link>
              ),
            },
            {
              label: 'staffRegistrations.col.applicant',
              cell: (r) => (
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
              ),
            },
            { label: 'staffRegistrations.col.function', cell: (r) => functionLabel(r.function, t) },
            {
              label: 'staffRegistrations.col.received',
              className: 'nowrap',
              cell: (r) => (
                <time dateTime={isoDate(r.created_at)}>{formatDateTime(r.created_at, locale)}</time>
              ),
            },
            {
              label: 'staffRegistrations.col.state',
              cell: (r) => <RegistrationStateBadge state={r.state} />,
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
