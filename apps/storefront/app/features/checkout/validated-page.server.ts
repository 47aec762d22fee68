import type { PaymentTransactionStatus } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseId } from '../../lib/params';

/**
 * The order placed, or the payment's outcome (decision 038): `?order=` after a plain confirmation, `?reference=`
 * when the buyer comes back from paying (the provider's page, or at once for on account and wire transfer). The
 * back office reads an online payment back from the provider, so this is right before or after its webhook.
 */
export const loadValidatedPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const reference = search.get('reference');
  let payment: PaymentTransactionStatus | null = null;
  let id = parseId(search.get('order') ?? undefined);
  if (reference && reference.length <= 100) {
    payment = await bo.call('payment.transaction', { params: { reference } });
    id = payment.order_id;
    if (id === null) return data({ order: null, cartUuid: null, payment }, { headers: cacheControl(user) });
  }
  if (id === null) throw redirect(urls.sales(locale));
  const sale = await bo.call('sales.get', { params: { id } });
  return data(
    {
      order: { id: sale.id, name: sale.name, total: sale.amount.total, stateLabel: sale.state_label },
      // An order placed from a cart carries that cart's uuid (docs/api.md, checkout): the cart now ordered.
      cartUuid: sale.uuid,
      payment,
    },
    { headers: cacheControl(user) },
  );
});
