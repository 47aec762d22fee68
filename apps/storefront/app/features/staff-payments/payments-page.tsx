import type { StaffOrderPayments } from '@vetshop/contract';
import { Form } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { euros } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import type {
  CustomerMethodsLookup,
  loadStaffPaymentsPage,
  StaffPaymentMethodsResult,
  staffPaymentsAction,
} from './payments-page.server';

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

/**
 * A customer's payment methods (decision 041), looked up by its number: the providers ticked are the only ones its
 * confirmation offers; none ticked, every one the shop has. Plain forms: it works without JavaScript.
 */
function CustomerPaymentMethods({
  lookup,
  saved,
  result,
}: {
  lookup: CustomerMethodsLookup;
  saved: boolean;
  result: StaffPaymentMethodsResult | undefined;
}) {
  const { t } = useI18n();
  const methods = lookup?.kind === 'found' ? lookup.methods : null;
  const ticked = (code: string, chosen: boolean) =>
    result ? result.providers.some((p) => p === code) : chosen;
  return (
    <section aria-labelledby="staff-payment-methods-title" className="staff-payment-methods">
      <h2 id="staff-payment-methods-title">{t('staffPayments.methods.title')}</h2>
      <p>{t('staffPayments.methods.intro')}</p>
      <Form method="get" className="form form-inline">
        <div className="field">
          <label htmlFor="staff-payment-methods-customer">{t('staffPayments.methods.customer')}</label>
          <input
            id="staff-payment-methods-customer"
            name="customer"
            defaultValue={methods?.customer.ref ?? (lookup?.kind === 'not_found' ? lookup.ref : '')}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
          />
        </div>
        <button type="submit" className="button">
          {t('staffPayments.methods.show')}
        </button>
      </Form>
      {lookup?.kind === 'not_found' ? (
        <p className="notice notice-error" role="alert">
          {lookup.message ?? t('staffPayments.methods.notFound')}
        </p>
      ) : null}
      {methods ? (
        <Form method="post" className="form" key={methods.customer.ref}>
          <input type="hidden" name="intent" value="payment-methods" />
          <input type="hidden" name="customer" value={methods.customer.ref} />
          {saved && !result ? (
            <p className="notice notice-ok" role="status">
              {t('staffPayments.methods.saved')}
            </p>
          ) : null}
          {result ? (
            <p className="notice notice-error" role="alert">
              {result.error ?? t('staffPayments.methods.failed')}
            </p>
          ) : null}
          <fieldset>
            <legend>
              {t('staffPayments.methods.legend', { ref: methods.customer.ref, name: methods.customer.name })}
            </legend>
            {methods.providers.map((p) => (
              <label key={p.code} className="checkbox">
                <input
                  type="checkbox"
                  name="provider"
                  value={p.code}
                  defaultChecked={ticked(p.code, p.chosen)}
                />{' '}
                {t(PROVIDER_LABELS[p.code])}
                {p.configured ? null : (
                  <span className="muted"> {t('staffPayments.methods.notConfigured')}</span>
                )}
              </label>
            ))}
            <p className="muted">{t('staffPayments.methods.noneTicked')}</p>
          </fieldset>
          <p>
            {t('staffPayments.methods.offered', {
              list: methods.providers
                .filter((p) => p.offered)
                .map((p) => t(PROVIDER_LABELS[p.code]))
                .join(', '),
            })}
          </p>
          <button type="submit" className="button button-primary">
            {t('staffPayments.methods.save')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** Each transaction: its order, customer, provider, state (and the provider's own word), amount, a note to act on. */
export function StaffPaymentsPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffPaymentsPage>;
  actionData?: ActionData<typeof staffPaymentsAction>;
}) {
  const { payments, lookup, saved } = loaderData as {
    payments: StaffOrderPayments;
    lookup: CustomerMethodsLookup;
    saved: boolean;
  };
  const { locale, t } = useI18n();
  return (
    <>
      <CustomerPaymentMethods
        lookup={lookup}
        saved={saved}
        result={actionData as StaffPaymentMethodsResult | undefined}
      />
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
    </>
  );
}
