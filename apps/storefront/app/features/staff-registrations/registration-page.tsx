import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { formatDateTime, StaffHistory, type StaffHistoryEntry } from '../staff';
import { DecisionForms } from './decision-forms';
import { RegistrationFacts } from './registration-facts';
import type { loadStaffRegistrationPage, staffRegistrationAction } from './registration-page.server';
import { RegistrationStateBadge } from './state-badge';

/**
 * /staff/registrations/{id}: one application — its state and decision, a warning when the e-mail is already a
 * login, every field the applicant sent, the decision forms while pending, and the history of staff actions.
 */
export function StaffRegistrationPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffRegistrationPage>;
  actionData: ActionData<typeof staffRegistrationAction> | undefined;
}) {
  const { registration: r, pricelists, decided } = loaderData;
  const { locale, t } = useI18n();
  const describe = (e: StaffHistoryEntry) =>
    e.action === 'approve'
      ? t('staffRegistration.history.approve')
      : e.action === 'refuse'
        ? t('staffRegistration.history.refuse', { reason: String(e.detail?.reason ?? '') })
        : e.action;
  return (
    <section aria-labelledby="staff-registration-title" className="staff-registration">
      <p>
        <Link to={urls.staffRegistrations(locale)}>{t('staffRegistration.back')}</Link>
      </p>
      <h1 id="staff-registration-title" tabIndex={-1}>
        {t('staffRegistration.title', { id: r.id })} — {r.company_name}
      </h1>
      {decided ? (
        <p role="status" className="notice" data-testid="staff-registration-decided">
          {t(`staffRegistration.decided.${decided}`)}
        </p>
      ) : null}
      {r.email_is_login && r.state === 'pending' ? (
        <p className="notice notice-warning" data-testid="staff-registration-login-warning">
          {t('staffRegistration.emailIsLogin')}
        </p>
      ) : null}
      <dl className="staff-registration-facts staff-registration-status">
        <div>
          <dt>{t('staffRegistration.field.state')}</dt>
          <dd>
            <RegistrationStateBadge state={r.state} />
          </dd>
        </div>
        <div>
          <dt>{t('staffRegistration.field.received')}</dt>
          <dd>
            <time dateTime={isoDate(r.created_at)}>{formatDateTime(r.created_at, locale)}</time>
          </dd>
        </div>
        {r.reviewed_at ? (
          <div>
            <dt>{t('staffRegistration.field.reviewed')}</dt>
            <dd>
              <time dateTime={isoDate(r.reviewed_at)}>{formatDateTime(r.reviewed_at, locale)}</time>
              {r.reviewed_by ? ` — ${r.reviewed_by}` : ''}
            </dd>
          </div>
        ) : null}
        {r.reason ? (
          <div>
            <dt>{t('staffRegistration.field.reason')}</dt>
            <dd>{r.reason}</dd>
          </div>
        ) : null}
        {r.customer ? (
          <div>
            <dt>{t('staffRegistration.field.customer')}</dt>
            <dd>
              {r.customer.name} <span className="muted">({r.customer.ref})</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <RegistrationFacts r={r} />
      {r.state === 'pending' ? <DecisionForms r={r} pricelists={pricelists} result={actionData} /> : null}
      <StaffHistory entries={r.history} describe={describe} />
    </section>
  );
}
