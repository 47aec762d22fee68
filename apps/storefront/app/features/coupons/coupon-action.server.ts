import { data } from 'react-router';
import { BackofficeError, BackofficeUnavailable, type BackofficeClient } from '../../lib/backoffice.server';

/** What the cart page's code form gets back (its own `kind`: the page's action also answers the checkout form). */
export type CouponActionResult =
  | { kind: 'coupon'; ok: true; applied: string | null }
  | { kind: 'coupon'; ok: false; problem: 'refused' | 'unavailable'; message: string | null; typed: string };

export const COUPON_INTENTS = ['coupon', 'coupon-remove'] as const;

/**
 * The cart page's code form (POST to the page, intent `coupon` or `coupon-remove`): the back office applies the
 * code or takes it off (`carts.coupon`, `carts.removeCoupon`). An empty code does nothing (spec doc 2 §5). A
 * refusal comes back with the back office's message (what is wrong, in the buyer's language) and what was typed.
 */
export async function couponAction(bo: BackofficeClient, form: FormData) {
  const typed = String(form.get('code') ?? '').slice(0, 64);
  try {
    if (form.get('intent') === 'coupon-remove') {
      await bo.call('carts.removeCoupon');
      return { kind: 'coupon', ok: true, applied: null } satisfies CouponActionResult;
    }
    const cart = await bo.call('carts.coupon', { body: { code: typed } });
    return { kind: 'coupon', ok: true, applied: cart.coupon?.code ?? null } satisfies CouponActionResult;
  } catch (error) {
    if (error instanceof BackofficeUnavailable)
      return data(
        {
          kind: 'coupon',
          ok: false,
          problem: 'unavailable',
          message: null,
          typed,
        } satisfies CouponActionResult,
        { status: 503 },
      );
    if (error instanceof BackofficeError && error.status === 422)
      return data(
        {
          kind: 'coupon',
          ok: false,
          problem: 'refused',
          message: error.body?.message ?? null,
          typed,
        } satisfies CouponActionResult,
        { status: 422 },
      );
    throw error;
  }
}
