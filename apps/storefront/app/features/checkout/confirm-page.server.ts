import type { PaymentProvider, SaleDetail } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeError, BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { currentCart } from '../cart/index.server';
import { cartRefusal, type CartRefusal } from '../../lib/backoffice-messages';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { redirectTargetOfForm } from './payment-redirect';

/** The payable (signed by the back office) and the providers offered for it (decision 038). */
export interface PaymentChoice {
  payable: string;
  providers: PaymentProvider[];
}

/** Null when the back office cannot make a payable now: the page then confirms without choosing a provider. */
async function paymentChoice(bo: BackofficeClient): Promise<PaymentChoice | null> {
  try {
    const { payable } = await bo.call('carts.payable');
    const { providers } = await bo.call('payment.methods', { query: { payable } });
    return providers.length > 0 ? { payable, providers } : null;
  } catch (error) {
    if (error instanceof BackofficeError || error instanceof BackofficeUnavailable) return null;
    throw error;
  }
}

export const loadConfirmPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const cart = await currentCart(bo);
  if (!cart || cart.lines.length === 0) throw redirect(urls.cart(locale));
  const payment = await paymentChoice(bo);
  return data({ cart, userKey: user.login, payment }, { headers: cacheControl(user) });
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
  const payable = field(form, 'payable');
  // `3` or `3:bancontact`: the provider, and the method the buyer picked among an online provider's.
  const [providerText, method] = (field(form, 'provider_id') ?? '').split(':');
  const providerId = Number(providerText);
  let sale: SaleDetail;
  try {
    if (payable && Number.isInteger(providerId) && providerId > 0) {
      // Paying: the back office places the order (at once, or when the provider says it is paid) and answers the
      // form that sends the buyer on, to the provider's page or back to /cart-validated with the outcome.
      const origin = new URL(args.request.url).origin;
      const transaction = await bo.call('payment.transactions', {
        body: {
          payable,
          flow: 'redirect',
          provider_id: providerId,
          frontend_redirect_url: `${origin}/${locale}/cart-validated`,
          provider_input: method ? { method } : {},
        },
      });
      const target = redirectTargetOfForm(transaction.redirect_form_html);
      if (!target) return data<ConfirmResult>({ refusal: 'unknown', message: null }, { status: 502 });
      return redirect(target);
    }
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
