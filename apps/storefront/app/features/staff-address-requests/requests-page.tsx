import { ADDRESS_REQUEST_KINDS, ADDRESS_REQUEST_STATES, ADDRESS_TYPES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import {
  FilterForm,
  listLinks,
  ListPage,
  ListResults,
  ListTable,
  SearchFilter,
  SelectFilter,
} from '../../ui/list-kit';
import { addressLine } from './address-summary';
import { ageInDays, CUSTOMER_FILTER_MAX, STAFF_REQUESTS_DEFAULTS } from './request-fields';
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
  const links = listLinks(base, query, STAFF_REQUESTS_DEFAULTS);
  const age = (createdAt: string) => {
    const days = ageInDays(createdAt, now);
    return days === 0
      ? t('staffAddressRequests.age.today')
      : days === 1
        ? t('staffAddressRequests.age.one')
        : t('staffAddressRequests.age.days', { days });
  };
  const filtered = Boolean(query.state || query.kind || query.type || query.customer);
  const all = { value: '', label: t('staffAddressRequests.filter.all') };
  return (
    <ListPage
      id="staff-requests"
      title={t('staffAddressRequests.title')}
      intro={t('staffAddressRequests.intro')}
    >
      <FilterForm
        action={base}
        label={t('staffAddressRequests.filters')}
        apply={t('staffAddressRequests.filter.apply')}
        reset={filtered ? t('staffAddressRequests.filter.reset') : null}
      >
        <SelectFilter
          name="state"
          label={t('staffAddressRequests.filter.state')}
          value={query.state}
          options={[
            all,
            ...ADDRESS_REQUEST_STATES.map((s) => ({ value: s, label: t(`staffAddressRequests.state.${s}`) })),
          ]}
        />
        <SelectFilter
          name="kind"
          label={t('staffAddressRequests.filter.kind')}
          value={query.kind}
          options={[
            all,
            ...ADDRESS_REQUEST_KINDS.map((k) => ({ value: k, label: t(`staffAddressRequests.kind.${k}`) })),
          ]}
        />
        <SelectFilter
          name="type"
          label={t('staffAddressRequests.filter.type')}
          value={query.type}
          options={[
            all,
            ...ADDRESS_TYPES.map((a) => ({ value: a, label: t(`staffAddressRequests.type.${a}`) })),
          ]}
        />
        <SearchFilter
          name="customer"
          label={t('staffAddressRequests.filter.customer')}
          value={query.customer}
          maxLength={CUSTOMER_FILTER_MAX}
        />
      </FilterForm>
      <ListResults
        count={list.count}
        page={query.page}
        pages={pages}
        empty={t('staffAddressRequests.empty')}
        summary={t('staffAddressRequests.count', { count: list.count, page: query.page, pages })}
        href={links.page}
      >
        <ListTable
          className="staff-requests-table"
          caption={t('staffAddressRequests.caption', { page: query.page, pages })}
          items={list.items}
          rowKey={(r) => r.id}
          rowTestId="staff-address-request"
          columns={[
            {
              label: 'staffAddressRequests.col.customer',
              cell: (r) => (
                <>
                  <Link
                    to={urls.staffAddressRequest(locale, r.id)}
                    aria-label={t('staffAddressRequests.openLabel', { id: r.id, customer: r.customer.name })}
                  >
                    {r.customer.name}
                  </Link>
                  <span className="muted staff-requests-ref"> {r.customer.ref}</span>
                </>
              ),
            },
            {
              label: 'staffAddressRequests.col.request',
              cell: (r) => (
                <span>
                  {t(`staffAddressRequests.kind.${r.kind}`)}
                  <br />
                  <span className="muted">{t(`staffAddressRequests.type.${r.type}`)}</span>
                </span>
              ),
            },
            {
              label: 'staffAddressRequests.col.current',
              cell: (r) =>
                r.kind === 'create' ? (
                  <span className="muted">{t('staffAddressRequests.none')}</span>
                ) : (
                  addressLine(r.address) || '—'
                ),
            },
            {
              label: 'staffAddressRequests.col.requested',
              cell: (r) =>
                r.kind === 'delete' ? t('staffAddressRequests.deleteIt') : addressLine(r.payload),
            },
            {
              label: 'staffAddressRequests.col.age',
              className: 'nowrap',
              cell: (r) => (
                <time dateTime={isoDate(r.created_at)} title={formatDate(r.created_at, locale)}>
                  {age(r.created_at)}
                </time>
              ),
            },
            {
              label: 'staffAddressRequests.col.state',
              cell: (r) => (
                <span className={`request-state request-state-${r.state}`}>
                  {t(`staffAddressRequests.state.${r.state}`)}
                </span>
              ),
            },
          ]}
        />
      </ListResults>
    </ListPage>
  );
}
