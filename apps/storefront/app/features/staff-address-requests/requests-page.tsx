import { Link } from 'react-router';
import { formatDate, isoDate } from '../../lib/format';
import { urls } from '../../lib/urls';
import {
  FilterForm,
  labelOptions,
  ListPage,
  ListView,
  SearchFilter,
  SelectFilter,
  useListPage,
} from '../../ui/list-kit';
import type { ListColumns, ListItem, ListMessages, ListPageProps } from '../../ui/list-kit';
import { addressLine } from './address-summary';
import {
  ADDRESS_TYPE_LABELS,
  ageInDays,
  CUSTOMER_FILTER_MAX,
  REQUEST_KIND_LABELS,
  REQUEST_STATE_LABELS,
  STAFF_REQUESTS_DEFAULTS,
} from './request-fields';
import type { loadStaffAddressRequestsPage } from './requests-page.server';

/** The queue's select filters: the state's key, the filter's label and its values' labels (after "all"). */
const REQUEST_SELECTS = [
  { name: 'state', label: 'staffAddressRequests.filter.state', labels: REQUEST_STATE_LABELS },
  { name: 'kind', label: 'staffAddressRequests.filter.kind', labels: REQUEST_KIND_LABELS },
  { name: 'type', label: 'staffAddressRequests.filter.type', labels: ADDRESS_TYPE_LABELS },
] as const;

/** The queue page's words (ui/list-kit ListPage). */
const STAFF_REQUESTS_MESSAGES: ListMessages = {
  title: 'staffAddressRequests.title',
  intro: 'staffAddressRequests.intro',
  empty: 'staffAddressRequests.empty',
  count: 'staffAddressRequests.count',
  caption: 'staffAddressRequests.caption',
};

/**
 * /staff/address_requests: the customers' address change requests, pending first, filtered by a GET form (works
 * without JavaScript; the URL keeps the filters, the page links keep them too). Each row shows what is asked
 * beside the address as it is now, and how long the request has waited.
 */
export function StaffAddressRequestsPage({ loaderData }: ListPageProps<typeof loadStaffAddressRequestsPage>) {
  const { now } = loaderData;
  const { locale, t, query, links } = useListPage(
    loaderData,
    urls.staffAddressRequests,
    STAFF_REQUESTS_DEFAULTS,
  );
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
  const columns: ListColumns<ListItem<typeof loadStaffAddressRequestsPage>> = [
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
      cell: (r) => (r.kind === 'delete' ? t('staffAddressRequests.deleteIt') : addressLine(r.payload)),
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
  ];
  return (
    <ListPage id="staff-requests" messages={STAFF_REQUESTS_MESSAGES}>
      <FilterForm
        action={urls.staffAddressRequests(locale)}
        label={t('staffAddressRequests.filters')}
        apply={t('staffAddressRequests.filter.apply')}
        reset={filtered ? t('staffAddressRequests.filter.reset') : null}
      >
        {REQUEST_SELECTS.map((select) => (
          <SelectFilter
            key={select.name}
            name={select.name}
            label={t(select.label)}
            value={query[select.name]}
            options={[all, ...labelOptions(select.labels, t)]}
          />
        ))}
        <SearchFilter
          name="customer"
          label={t('staffAddressRequests.filter.customer')}
          value={query.customer}
          maxLength={CUSTOMER_FILTER_MAX}
        />
      </FilterForm>
      <ListView data={loaderData} links={links} rowTestId="staff-address-request" columns={columns} />
    </ListPage>
  );
}
