import type { PaymentTransactionStatus } from '@vetshop/contract';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { euros } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { useCart } from '../cart';
import { PaymentWithoutOrder, TransferDetails } from './payment-outcome';
import type { loadValidatedPage } from './validated-page.server';

export function ValidatedPage({ loaderData }: { loaderData: LoaderData<typeof loadValidatedPage> }) {
  const { order, cartUuid } = loaderData;
  const payment = 'payment' in loaderData ? loaderData.payment : null;
  if (!order || !cartUuid) return payment ? <PaymentWithoutOrder payment={payment} /> : null;
  return <OrderPlaced order={order} cartUuid={cartUuid} payment={payment} />;
}

function OrderPlaced({
  order,
  cartUuid,
  payment,
}: {
  order: { id: number; name: string; total: number; stateLabel: string };
  cartUuid: string;
  payment: PaymentTransactionStatus | null;
}) {
  const { locale, t } = useI18n();
  const cart = useCart();

  // The engine's cart is now an order: its lines leave the cart (and the header's count) at once, before the
  // page is painted, on this device and in its other tabs; a forced sync then learns of the next cart, if any.
  const synced = useRef(false);
  const { ready, sync, cartOrdered } = cart;
  useLayoutEffect(() => {
    if (!ready || synced.current) return;
    synced.current = true;
    cartOrdered(cartUuid);
    void sync({ force: true });
  }, [ready, sync, cartOrdered, cartUuid]);

  return (
    <section
      className="validated"
      aria-labelledby="validated-title"
      data-status={payment?.status ?? 'success'}
    >
      <h1 id="validated-title">{t('validated.title')}</h1>
      <p className="validated-summary">
        {t('validated.summary', { order: order.name, total: euros(order.total, locale) })}
      </p>
      {payment?.provider_code === 'mollie' && payment.status === 'success' ? (
        <p>{t('validated.paid', { amount: payment.amount_formatted })}</p>
      ) : null}
      {payment ? <TransferDetails payment={payment} /> : null}
      <p>{t('validated.next')}</p>
      <p className="button-row">
        <Link to={urls.sale(locale, order.id)} className="button button-primary">
          {t('validated.detail')}
        </Link>
        <Link to={urls.home(locale)} className="button">
          {t('validated.continue')}
        </Link>
      </p>
    </section>
  );
}
