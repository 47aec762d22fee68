import type { Cart } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { usableCode } from '../coupons';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer, type CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';
import { withCurrentCart } from './service';

/** The cart's goods as the code's rules read them: each line's amount excl. VAT and its VAT rate. */
async function goodsOf(db: Executor, cartId: number) {
  const lines = (await repo.loadLines(db, cartId)).filter((l) => l.qty > 0);
  const facts = new Map(
    (
      await repo.variantFacts(
        db,
        lines.map((l) => l.variantId),
      )
    ).map((f) => [f.id, f]),
  );
  return lines.map((l) => ({
    amountCents: l.amountCents,
    vatRateBp: facts.get(l.variantId)?.vatRateBp ?? 0,
  }));
}

/**
 * POST carts/current/coupon (spec doc 2 §7). Spec doc 2 §5: without a code nothing happens — the cart is answered
 * as it is. Otherwise the code replaces the cart's, or the refusal (422, its own code and message) changes nothing.
 */
export async function applyCoupon(
  ctx: AppContext,
  customer: CustomerContext,
  code: string | null | undefined,
) {
  return withCurrentCart(ctx, customer, async (db, cartId) => {
    if (!code?.trim()) return;
    const couponId = await usableCode(db, {
      customerId: customer.customerId,
      code,
      goods: await goodsOf(db, cartId),
      today: ctx.today(),
      locale: customer.locale,
    });
    // A new version: the buyer's other tabs and devices learn of the new totals at their next sync.
    await repo.updateCart(db, cartId, { couponId });
  });
}

export function removeCoupon(ctx: AppContext, customer: CustomerContext): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId) => {
    await repo.updateCart(db, cartId, { couponId: null });
  });
}

/** The current cart's promotion code (decision 040). */
export const cartCouponRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'carts.coupon', async (request) =>
    applyCoupon(app.ctx, await requireCustomer(request), request.body.code),
  );
  endpointRoute(app, 'carts.removeCoupon', async (request) =>
    removeCoupon(app.ctx, await requireCustomer(request)),
  );
};
