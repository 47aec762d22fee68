import { Link } from 'react-router';
import { isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import { ChoiceLinks, ListPage, ListView, useListPage } from '../../ui/list-kit';
import type { ListColumns, ListItem, ListPageProps } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import type { loadStaffLeadsPage } from './leads-page.server';
import { STAFF_LEADS_DEFAULTS, STAFF_LEADS_MESSAGES } from './leads-list';

const HANDLED_LABELS = {
  open: 'staffLeads.filter.open',
  handled: 'staffLeads.filter.handledOnly',
  all: 'staffLeads.filter.all',
} as const;

/**
 * /staff/leads: the contact requests, newest first, filtered on handling (open by default) and subject — links,
 * kept in the URL and through the pages; each row leads to the request.
 */
export function StaffLeadsPage({ loaderData }: ListPageProps<typeof loadStaffLeadsPage>) {
  const { subjects, submissions } = loaderData;
  const { locale, t, links } = useListPage(loaderData, urls.staffLeads, STAFF_LEADS_DEFAULTS);
  const columns: ListColumns<ListItem<typeof loadStaffLeadsPage>> = [
    {
      label: 'staffLeads.col.from',
      cell: (lead) => (
        <>
          <Link
            to={urls.staffLead(locale, lead.id)}
            aria-label={t('staffLeads.openLabel', { name: lead.name })}
          >
            {lead.name}
          </Link>
          <div className="muted">{lead.company || lead.email}</div>
        </>
      ),
    },
    { label: 'staffLeads.col.subject', cell: (lead) => lead.subject.name },
    {
      label: 'staffLeads.col.received',
      className: 'nowrap',
      cell: (lead) => (
        <time dateTime={isoDate(lead.created_at)}>{formatDateTime(lead.created_at, locale)}</time>
      ),
    },
    { label: 'staffLeads.col.files', num: true, cell: (lead) => lead.file_count },
    {
      label: 'staffLeads.col.state',
      cell: (lead) => (lead.handled_at ? t('staffLeads.state.handled') : t('staffLeads.state.open')),
    },
  ];
  return (
    <ListPage id="staff-leads" messages={STAFF_LEADS_MESSAGES}>
      <ChoiceLinks label={t('staffLeads.filter.handled')} choice={links.choice('handled', HANDLED_LABELS)} />
      <ChoiceLinks
        text={(code) =>
          code === null ? t('staffLeads.filter.allSubjects') : subjects.find((s) => s.code === code)?.name
        }
        label={t('staffLeads.filter.subject')}
        choice={links.choice('subject', [null, ...subjects.map((s) => s.code)])}
      />
      <ListView data={loaderData} links={links} rowTestId="staff-lead-row" columns={columns} />
      <h2 id="staff-forms-title">{t('staffLeads.forms.title')}</h2>
      {submissions.items.length === 0 ? (
        <p>{t('staffLeads.forms.empty')}</p>
      ) : (
        <ul className="staff-form-submissions" aria-labelledby="staff-forms-title">
          {submissions.items.map((s) => (
            <li key={s.id} data-testid="staff-form-submission">
              <p>
                <strong>{s.form.name}</strong>{' '}
                <time className="muted" dateTime={isoDate(s.created_at)}>
                  {formatDateTime(s.created_at, locale)}
                </time>
              </p>
              <dl>
                {s.values.map((v) => (
                  <div key={v.name}>
                    <dt>{v.label}</dt>
                    <dd>{v.value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
