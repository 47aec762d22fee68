import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { FilterLinks } from '../../ui/filter-links';
import { Pagination } from '../../ui/pagination';
import { TableHead } from '../../ui/table-head';
import { formatDateTime } from '../staff';
import type { loadStaffLeadsPage } from './leads-page.server';
import { LEAD_HANDLED, staffLeadsSearch, type StaffLeadsQuery } from './leads-query';

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
  const base = urls.staffLeads(locale);
  const href = (q: Partial<StaffLeadsQuery>) => `${base}${staffLeadsSearch({ ...query, page: 1, ...q })}`;
  return (
    <section aria-labelledby="staff-leads-title" className="staff-leads">
      <h1 id="staff-leads-title">{t('staffLeads.title')}</h1>
      <p className="muted">{t('staffLeads.intro')}</p>
      <FilterLinks
        label={t('staffLeads.filter.handled')}
        links={LEAD_HANDLED.map((h) => ({
          key: h,
          to: href({ handled: h }),
          label: t(HANDLED_LABELS[h]),
          current: query.handled === h,
        }))}
      />
      <FilterLinks
        label={t('staffLeads.filter.subject')}
        links={[
          {
            key: 'all',
            to: href({ subject: null }),
            label: t('staffLeads.filter.allSubjects'),
            current: !query.subject,
          },
          ...subjects.map((s) => ({
            key: s.code,
            to: href({ subject: s.code }),
            label: s.name,
            current: query.subject === s.code,
          })),
        ]}
      />
      {list.count === 0 ? (
        <p data-testid="staff-leads-empty">{t('staffLeads.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('staffLeads.count', { count: list.count, page: query.page, pages })}</p>
          <table className="lines-table staff-leads-table" role="table">
            <caption className="visually-hidden">
              {t('staffLeads.caption', { page: query.page, pages })}
            </caption>
            <TableHead
              columns={[
                { label: 'staffLeads.col.from' },
                { label: 'staffLeads.col.subject' },
                { label: 'staffLeads.col.received' },
                { label: 'staffLeads.col.files', num: true },
                { label: 'staffLeads.col.state' },
              ]}
            />
            <tbody role="rowgroup">
              {list.items.map((lead) => (
                <tr role="row" key={lead.id} data-testid="staff-lead-row">
                  <th scope="row" role="rowheader">
                    <Link
                      to={urls.staffLead(locale, lead.id)}
                      aria-label={t('staffLeads.openLabel', { name: lead.name })}
                    >
                      {lead.name}
                    </Link>
                    <div className="muted">{lead.company || lead.email}</div>
                  </th>
                  <td role="cell" data-label={t('staffLeads.col.subject')}>
                    {lead.subject.name}
                  </td>
                  <td role="cell" data-label={t('staffLeads.col.received')} className="nowrap">
                    <time dateTime={isoDate(lead.created_at)}>{formatDateTime(lead.created_at, locale)}</time>
                  </td>
                  <td role="cell" data-label={t('staffLeads.col.files')} className="num">
                    {lead.file_count}
                  </td>
                  <td role="cell" data-label={t('staffLeads.col.state')}>
                    {lead.handled_at ? t('staffLeads.state.handled') : t('staffLeads.state.open')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffLeadsSearch({ ...query, page: p })}`}
          />
        </>
      )}
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
    </section>
  );
}
