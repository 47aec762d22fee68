import type { PaymentTransactionStatus } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';

/** What to do after a wire transfer was chosen: the transfer's details and the reference to quote. */
export function TransferDetails({ payment }: { payment: PaymentTransactionStatus }) {
  const { t } = useI18n();
  const transfer = payment.transfer;
  if (!transfer) return null;
  return (
    <div className="notice notice-info payment-transfer" data-testid="payment-transfer">
      <p>{t('validated.transfer.intro', { amount: payment.amount_formatted })}</p>
      <dl className="inline-facts">
        <div>
          <dt>{t('validated.transfer.beneficiary')}</dt>
          <dd>{transfer.beneficiary}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{transfer.iban}</dd>
        </div>
        <div>
          <dt>BIC</dt>
          <dd>{transfer.bic}</dd>
        </div>
        <div>
          <dt>{t('validated.transfer.reference')}</dt>
          <dd>
            <strong>{transfer.structured_reference}</strong>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** A payment that placed no order (yet): cancelled or failed (the cart is as it was), or not confirmed yet. */
export function PaymentWithoutOrder({ payment }: { payment: PaymentTransactionStatus }) {
  const { locale, t } = useI18n();
  const waiting = payment.status === 'pending';
  return (
    <section className="validated" aria-labelledby="validated-title" data-status={payment.status}>
      <h1 id="validated-title">{t(waiting ? 'validated.waiting.title' : 'validated.cancelled.title')}</h1>
      <p role={waiting ? 'status' : 'alert'}>
        {t(waiting ? 'validated.waiting.text' : 'validated.cancelled.text')}
      </p>
      <p className="button-row">
        <Link to={waiting ? urls.sales(locale) : urls.cart(locale)} className="button button-primary">
          {t(waiting ? 'validated.waiting.orders' : 'validated.cancelled.cart')}
        </Link>
      </p>
    </section>
  );
}
