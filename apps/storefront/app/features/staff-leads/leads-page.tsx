import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ChoiceLinks, listLinks, ListPage, ListResults, ListTable } from '../../ui/list-kit';
import { formatDateTime } from '../staff';
import type { loadStaffLeadsPage } from './leads-page.server';
import { LEAD_HANDLED, STAFF_LEADS_DEFAULTS } from './leads-list';

const HANDLED_LABELS = {
  open: 'staffLeads.filter.open',
  handled: 'staffLeads.filter.handledOnly',
  all: 'staffLeads.filter.all',
} as const;

/**
 * /staff/leads: the contact requests, newest first, filtered on handling (open by default) and subject — links,
 * kept in the URL and through the pages; each row leads to the request.
 */
export function StaffLeadsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffLeadsPage> }) {
  const { list, query, pages, subjects, submissions } = loaderData;
  const { locale, t } = useI18n();
  const links = listLinks(urls.staffLeads(locale), query, STAFF_LEADS_DEFAULTS);
  return (
    <ListPage id="staff-leads" title={t('staffLeads.title')} intro={t('staffLeads.intro')}>
      <ChoiceLinks
        label={t('staffLeads.filter.handled')}
        values={LEAD_HANDLED}
        current={query.handled}
        href={(handled) => links.filter({ handled })}
        text={(h) => t(HANDLED_LABELS[h])}
      />
      <ChoiceLinks
        label={t('staffLeads.filter.subject')}
        values={[null, ...subjects.map((s) => s.code)]}
        current={query.subject}
        href={(subject) => links.filter({ subject })}
        text={(code) =>
          code === null ? t('staffLeads.filter.allSubjects') : subjects.find((s) => s.code === code)?.name
        }
      />
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={t('staffLeads.empty')}
        summary={t('staffLeads.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-leads-table"
          caption={t('staffLeads.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(lead) => lead.id}
          rowTestId="staff-lead-row"
          columns={[
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
          ]}
        />
      </ListResults>
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
