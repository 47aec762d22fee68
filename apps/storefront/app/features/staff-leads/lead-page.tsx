import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { formatDateTime, StaffHistory } from '../staff';
import type { loadStaffLeadPage } from './lead-page.server';

const LANGUAGES = { fr: 'Français', nl: 'Nederlands', en: 'English' } as const;

/** "120 KB", "1,2 MB" in the page's language. */
function fileSize(bytes: number, locale: 'fr' | 'nl' | 'en'): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`
    : `${formatInteger(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
}

/**
 * /staff/leads/{id}: who wrote, about what, their message and attachments (downloads), "mark as handled" while
 * open (a form post) and the staff's actions on it.
 */
export function StaffLeadPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffLeadPage> }) {
  const { lead, justHandled } = loaderData;
  const { locale, t } = useI18n();
  const address = [
    lead.street,
    lead.street2,
    [lead.zip, lead.city].filter(Boolean).join(' '),
    lead.country?.name,
  ]
    .filter(Boolean)
    .join(', ');
  const row = (label: string, value: React.ReactNode) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <section aria-labelledby="staff-lead-title" className="staff-lead">
      <p>
        <Link to={urls.staffLeads(locale)}>{t('staffLeads.detail.back')}</Link>
      </p>
      <h1 id="staff-lead-title">{t('staffLeads.detail.title', { id: lead.id })}</h1>
      {justHandled ? (
        <p className="notice" role="status">
          {t('staffLeads.detail.justHandled')}
        </p>
      ) : null}
      <h2>{lead.subject.name}</h2>
      <dl className="staff-lead-facts">
        {row(t('staffLeads.detail.from'), lead.name)}
        {row(t('staffLeads.detail.email'), <a href={`mailto:${lead.email}`}>{lead.email}</a>)}
        {row(t('staffLeads.detail.company'), lead.company)}
        {row(t('staffLeads.detail.phone'), lead.phone)}
        {row(t('staffLeads.detail.mobile'), lead.mobile)}
        {row(t('staffLeads.detail.address'), address)}
        {row(
          t('staffLeads.detail.customer'),
          lead.customer ? `${lead.customer.name} (${lead.customer.ref})` : t('staffLeads.detail.guest'),
        )}
        {row(t('staffLeads.detail.language'), LANGUAGES[lead.locale])}
        {row(
          t('staffLeads.detail.received'),
          <time dateTime={isoDate(lead.created_at)}>{formatDateTime(lead.created_at, locale)}</time>,
        )}
      </dl>
      <h2>{t('staffLeads.detail.message')}</h2>
      <p className="staff-lead-message">{lead.description}</p>
      <h2>{t('staffLeads.detail.files')}</h2>
      {lead.files.length === 0 ? (
        <p className="muted">{t('staffLeads.detail.noFiles')}</p>
      ) : (
        <ul>
          {lead.files.map((f) => (
            <li key={f.id}>
              <a href={urls.staffLeadFile(locale, lead.id, f.id)} download={f.name}>
                {t('staffLeads.detail.download', { name: f.name, size: fileSize(f.size, locale) })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {lead.handled_at ? (
        <p>{t('staffLeads.detail.handledAt', { date: formatDateTime(lead.handled_at, locale) })}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="handled" />
          <button type="submit" className="button">
            {t('staffLeads.detail.handle')}
          </button>
        </Form>
      )}
      <StaffHistory entries={lead.history} describe={(e) => t('staffLeads.history.handled', { by: e.by })} />
    </section>
  );
}
