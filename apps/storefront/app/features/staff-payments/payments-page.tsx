import type { StaffOrderPayments } from '@vetshop/contract';
import { useI18n, type MessageKey } from '../../i18n';
import { euros } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import type { loadStaffPaymentsPage } from './payments-page.server';

type State = StaffOrderPayments['items'][number]['transaction']['state'];
type Provider = StaffOrderPayments['items'][number]['transaction']['provider_code'];

export const STATE_LABELS = {
  draft: 'staffPayments.state.draft',
  pending: 'staffPayments.state.pending',
  authorized: 'staffPayments.state.authorized',
  done: 'staffPayments.state.done',
  cancel: 'staffPayments.state.cancel',
  error: 'staffPayments.state.error',
} as const satisfies Record<State, MessageKey>;

export const PROVIDER_LABELS = {
  on_account: 'staffPayments.provider.on_account',
  wire_transfer: 'staffPayments.provider.wire_transfer',
  mollie: 'staffPayments.provider.mollie',
} as const satisfies Record<Provider, MessageKey>;

/** Each transaction: its order, customer, provider, state (and the provider's own word), amount, a note to act on. */
export function StaffPaymentsPage({ loaderData }: { loaderData: LoaderData<typeof loadStaffPaymentsPage> }) {
  const { payments } = loaderData as { payments: StaffOrderPayments };
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="staff-payments-title">
      <h1 id="staff-payments-title">{t('staffPayments.title')}</h1>
      <p>{t('staffPayments.intro')}</p>
      {payments.items.length === 0 ? (
        <p>{t('staffPayments.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="lines-table">
            <caption className="visually-hidden">{t('staffPayments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffPayments.col.reference')}</th>
                <th scope="col">{t('staffPayments.col.order')}</th>
                <th scope="col">{t('staffPayments.col.customer')}</th>
                <th scope="col">{t('staffPayments.col.provider')}</th>
                <th scope="col">{t('staffPayments.col.state')}</th>
                <th scope="col" className="num">
                  {t('staffPayments.col.amount')}
                </th>
                <th scope="col">{t('staffPayments.col.note')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.items.map(({ order_name, customer_name, transaction: tx }) => (
                <tr key={tx.reference}>
                  <th scope="row">{tx.reference}</th>
                  <td data-label={t('staffPayments.col.order')}>
                    {order_name ?? t('staffPayments.noOrder')}
                  </td>
                  <td data-label={t('staffPayments.col.customer')}>{customer_name}</td>
                  <td data-label={t('staffPayments.col.provider')}>
                    {/* One box (a phone lays a cell's children side by side): the provider's payment id or the
                        reference to quote on a line of its own, long and unbroken. */}
                    <span>
                      {t(PROVIDER_LABELS[tx.provider_code])}
                      {(tx.provider_reference ?? tx.structured_reference) ? (
                        <>
                          <br />
                          <span className="muted">{tx.provider_reference ?? tx.structured_reference}</span>
                        </>
                      ) : null}
                    </span>
                  </td>
                  <td data-state={tx.state} data-label={t('staffPayments.col.state')}>
                    <span>
                      {t(STATE_LABELS[tx.state])}
                      {tx.provider_status ? <span className="muted"> ({tx.provider_status})</span> : null}
                    </span>
                  </td>
                  <td className="num" data-label={t('staffPayments.col.amount')}>
                    {euros(tx.amount, locale)}
                  </td>
                  <td data-label={t('staffPayments.col.note')}>{tx.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
