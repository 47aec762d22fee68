import type { SaleDetail } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeError, BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { currentCart } from '../cart/index.server';
import { cartRefusal, type CartRefusal } from '../../lib/backoffice-messages';

export const loadConfirmPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const cart = await currentCart(bo);
  if (!cart || cart.lines.length === 0) throw redirect(urls.cart(locale));
  return data({ cart, userKey: user.login }, { headers: cacheControl(user) });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const field = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export type ConfirmResult = { refusal: CartRefusal; message: string | null };

/** Places the order; a refusal comes back in the buyer's language, a retried confirm never orders twice. */
export async function confirmPageAction(args: RouteArgs) {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const uuid = field(form, 'uuid');
  if (!uuid || !UUID.test(uuid))
    return data<ConfirmResult>({ refusal: 'cart_not_found', message: null }, { status: 400 });
  let sale: SaleDetail;
  try {
    sale = await bo.call('carts.confirm', {
      body: {
        uuid,
        note: field(form, 'note'),
        customer_ref: field(form, 'customer_ref'),
        suite_name: field(form, 'suite_name'),
      },
    });
  } catch (error) {
    if (error instanceof BackofficeUnavailable)
      return data<ConfirmResult>({ refusal: 'unavailable', message: null }, { status: 503 });
    if (error instanceof BackofficeError)
      return data<ConfirmResult>(
        { refusal: cartRefusal(error.status, error.code), message: error.body?.message ?? null },
        { status: error.status },
      );
    throw error;
  }
  return redirect(urls.cartValidated(locale, sale.id));
}
