import { REGISTRATION_STATES } from '@vetshop/domain';
import { Link } from 'react-router';
import { formatInteger, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import { functionLabel } from './labels';
import type { loadStaffRegistrationsPage } from './registrations-page.server';
import { STAFF_REGISTRATIONS_DEFAULTS, STAFF_REGISTRATIONS_MESSAGES } from './registrations-list';
import { RegistrationStateBadge } from './state-badge';

/**
 * /staff/registrations: the applications to open an account, pending first (the oldest at the top), other states
 * through the filter links (with their counts): company, applicant, function, when received, state; a warning
 * when the e-mail is already a login. Each opens the application to review.
 */
export function StaffRegistrationsPage({ loaderData }: ListPageProps<typeof loadStaffRegistrationsPage>) {
  const { list } = loaderData;
  const { locale, t, links } = useListPage(loaderData, urls.staffRegistrations, STAFF_REGISTRATIONS_DEFAULTS);
  const total = REGISTRATION_STATES.reduce((sum, s) => sum + list.counts[s], 0);
  const columns: ListColumns<ListItem<typeof loadStaffRegistrationsPage>> = [
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
      cell: (r) => <time dateTime={isoDate(r.created_at)}>{formatDateTime(r.created_at, locale)}</time>,
    },
    {
      label: 'staffRegistrations.col.state',
      cell: (r) => <RegistrationStateBadge state={r.state} />,
    },
  ];
  return (
    <ListPage id="staff-registrations" messages={STAFF_REGISTRATIONS_MESSAGES}>
      <ChoiceLinks
        text={(s) =>
          s === null
            ? t('staffRegistrations.filter.all', { count: formatInteger(total, locale) })
            : t('staffRegistrations.filter.state', {
                label: t(`staffRegistrations.state.${s}`),
                count: formatInteger(list.counts[s], locale),
              })
        }
        label={t('staffRegistrations.filters')}
        choice={links.choice('state', [null, ...REGISTRATION_STATES])}
      />
      <ListView data={loaderData} links={links} rowTestId="staff-registration-row" columns={columns} />
    </ListPage>
  );
}
