import { ADDRESS_REQUEST_KINDS, ADDRESS_REQUEST_STATES, ADDRESS_TYPES } from '@vetshop/domain';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { Pagination } from '../../ui/pagination';
import { addressLine } from './address-summary';
import { ageInDays, CUSTOMER_FILTER_MAX, staffRequestsSearch } from './requests-query';
import type { loadStaffAddressRequestsPage } from './requests-page.server';

/**
 * /staff/address_requests: the customers' address change requests, pending first, filtered by a GET form (works
 * without JavaScript; the URL keeps the filters, the page links keep them too). Each row shows what is asked
 * beside the address as it is now, and how long the request has waited.
 */
export function StaffAddressRequestsPage({
  loaderData,
}: {
  loaderData: LoaderData<typeof loadStaffAddressRequestsPage>;
}) {
  const { list, query, pages, now } = loaderData;
  const { locale, t } = useI18n();
  const base = urls.staffAddressRequests(locale);
  const age = (createdAt: string) => {
    const days = ageInDays(createdAt, now);
    return days === 0
      ? t('staffAddressRequests.age.today')
      : days === 1
        ? t('staffAddressRequests.age.one')
        : t('staffAddressRequests.age.days', { days });
  };
  const filtered = Boolean(query.state || query.kind || query.type || query.customer);
  return (
    <section aria-labelledby="staff-requests-title" className="staff-requests">
      <h1 id="staff-requests-title">{t('staffAddressRequests.title')}</h1>
      <p className="muted">{t('staffAddressRequests.intro')}</p>
      <Form
        method="get"
        action={base}
        className="staff-requests-filters"
        aria-label={t('staffAddressRequests.filters')}
      >
        <div className="field">
          <label htmlFor="filter-state">{t('staffAddressRequests.filter.state')}</label>
          <select id="filter-state" name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('staffAddressRequests.filter.all')}</option>
            {ADDRESS_REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`staffAddressRequests.state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-kind">{t('staffAddressRequests.filter.kind')}</label>
          <select id="filter-kind" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('staffAddressRequests.filter.all')}</option>
            {ADDRESS_REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`staffAddressRequests.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">{t('staffAddressRequests.filter.type')}</label>
          <select id="filter-type" name="type" defaultValue={query.type ?? ''}>
            <option value="">{t('staffAddressRequests.filter.all')}</option>
            {ADDRESS_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`staffAddressRequests.type.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-customer">{t('staffAddressRequests.filter.customer')}</label>
          <input
            id="filter-customer"
            name="customer"
            type="search"
            maxLength={CUSTOMER_FILTER_MAX}
            defaultValue={query.customer}
          />
        </div>
        <div className="staff-requests-filter-actions">
          <button type="submit" className="button button-primary">
            {t('staffAddressRequests.filter.apply')}
          </button>
          {filtered ? <Link to={base}>{t('staffAddressRequests.filter.reset')}</Link> : null}
        </div>
      </Form>
      {list.count === 0 ? (
        <p className="staff-requests-empty">{t('staffAddressRequests.empty')}</p>
      ) : (
        <>
          <p className="muted">
            {t('staffAddressRequests.count', { count: list.count, page: query.page, pages })}
          </p>
          <div className="table-scroll">
            {/* Roles kept explicitly: the narrow layout displays the cells as blocks. */}
            <table className="staff-requests-table" role="table">
              <caption className="visually-hidden">
                {t('staffAddressRequests.caption', { page: query.page, pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('staffAddressRequests.col.customer')}</th>
                  <th scope="col">{t('staffAddressRequests.col.request')}</th>
                  <th scope="col">{t('staffAddressRequests.col.current')}</th>
                  <th scope="col">{t('staffAddressRequests.col.requested')}</th>
                  <th scope="col">{t('staffAddressRequests.col.age')}</th>
                  <th scope="col">{t('staffAddressRequests.col.state')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((r) => (
                  <tr role="row" key={r.id} data-testid="staff-address-request">
                    <th scope="row" role="rowheader">
                      <Link
                        to={urls.staffAddressRequest(locale, r.id)}
                        aria-label={t('staffAddressRequests.openLabel', {
                          id: r.id,
                          customer: r.customer.name,
                        })}
                      >
                        {r.customer.name}
                      </Link>
                      <span className="muted staff-requests-ref"> {r.customer.ref}</span>
                    </th>
                    <td role="cell" data-label={t('staffAddressRequests.col.request')}>
                      <span>
                        {t(`staffAddressRequests.kind.${r.kind}`)}
                        <br />
                        <span className="muted">{t(`staffAddressRequests.type.${r.type}`)}</span>
                      </span>
                    </td>
                    <td role="cell" data-label={t('staffAddressRequests.col.current')}>
                      {r.kind === 'create' ? (
                        <span className="muted">{t('staffAddressRequests.none')}</span>
                      ) : (
                        addressLine(r.address) || '—'
                      )}
                    </td>
                    <td role="cell" data-label={t('staffAddressRequests.col.requested')}>
                      {r.kind === 'delete' ? t('staffAddressRequests.deleteIt') : addressLine(r.payload)}
                    </td>
                    <td role="cell" data-label={t('staffAddressRequests.col.age')} className="nowrap">
                      <time dateTime={isoDate(r.created_at)} title={formatDate(r.created_at, locale)}>
                        {age(r.created_at)}
                      </time>
                    </td>
                    <td role="cell" data-label={t('staffAddressRequests.col.state')}>
                      <span className={`request-state request-state-${r.state}`}>
                        {t(`staffAddressRequests.state.${r.state}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={query.page}
            pages={pages}
            href={(p) => `${base}${staffRequestsSearch({ ...query, page: p })}`}
          />
        </>
      )}
    </section>
  );
}
