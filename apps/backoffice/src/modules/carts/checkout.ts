import type { ConfirmBody, SaleDetail } from '@vetshop/contract';
import { cartCarrier, orderedLines, todayIso } from '@vetshop/domain';
import type { Executor } from '@vetshop/db';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { findAddresses } from '../customer';
import { assess, lockCoupon, redeem, refusalError, type CouponAssessment } from '../coupons';
import * as sales from '../sales';
import { cartPickup, pickupAddressSnapshot } from './pickup-view';
import { checkoutRefusalError, placeOrder } from './place-order';
import { priceLines } from './pricing';
import * as repo from './repository';
import { variantName } from './view';

/** A code that no longer holds at confirmation: the order is refused and the code taken off the cart. */
interface CouponRefused {
  couponRefused: CouponAssessment;
  goodsCents: number;
}

export interface ConfirmResult {
  sale: SaleDetail;
  /** Products whose stock changed (their search documents need a refresh). */
  touchedProductIds: number[];
  created: boolean;
}

/**
 * POST carts/confirm: turns the cart into an order in ONE database transaction. What the order is
 * (prices recomputed here, never trusted from the cart; free goods, low-order fee, VAT per line,
 * backorders, new stock) is planned and written by placeOrder; this loads the cart, prices it and closes
 * it. Confirming an already confirmed cart answers with the order it became, so a retried confirm
 * never orders twice.
 */
export async function confirmCart(
  ctx: AppContext,
  customer: CustomerContext,
  body: ConfirmBody,
  /**
   * Run in the order's own transaction once it is placed (not when the cart was already an order): what must be
   * true as soon as the order is, such as the payment that placed it (decision 038), commits with it.
   */
  onPlaced?: (db: Executor, orderId: number) => Promise<void>,
): Promise<ConfirmResult> {
  const now = ctx.now();
  const today = todayIso(now);
  const locale = customer.locale;
  const result = await ctx.db.transaction(async (db): Promise<ConfirmResult | CouponRefused> => {
    const locked = await repo.lockCustomer(db, customer.customerId);
    if (!locked) throw notFound();
    const cart = await repo.findCartByUuid(db, customer.customerId, body.uuid);
    if (!cart) throw notFound('cart_not_found');
    if (cart.state === 'confirmed') {
      const existing = await repo.orderOfCart(db, cart.id);
      if (!existing) throw notFound('cart_not_found');
      return {
        sale: await sales.saleDetail(db, customer.customerId, existing.id, locale),
        touchedProductIds: [],
        created: false,
      };
    }
    const rows = orderedLines(await repo.loadLines(db, cart.id));

    const addressIds = [cart.deliveryAddressId, cart.invoicingAddressId].filter(
      (x): x is number => x !== null,
    );
    const addresses = new Map(
      (await findAddresses(db, addressIds))
        .filter((a) => a.customerId === customer.customerId)
        .map((a) => [a.id, a]),
    );
    const delivery = cart.deliveryAddressId ? addresses.get(cart.deliveryAddressId) : undefined;
    const invoicing = cart.invoicingAddressId ? addresses.get(cart.invoicingAddressId) : undefined;
    // A carrier with drop-off sites delivers to the pickup point chosen for it, never to the buyer's address.
    const carrier = cartCarrier(await repo.activeCarriers(db), cart.carrierId);
    const pickup = await cartPickup(db, cart, carrier);
    if (carrier?.withDropoffSite && !pickup) throw new AppError(422, 'pickup_required');
    const facts = new Map(
      (
        await repo.variantFacts(
          db,
          rows.map((r) => r.variantId),
        )
      ).map((f) => [f.id, f]),
    );
    const prices = await priceLines(
      db,
      rows.map((r) => ({ variantId: r.variantId, qty: r.qty })),
      { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today },
    );
    const goods = rows.map((r, i) => ({
      amountCents: prices[i]?.amountCents ?? 0,
      vatRateBp: facts.get(r.variantId)?.vatRateBp ?? 0,
    }));
    // The cart's code, checked under its row lock (confirmations using it take their uses in turn).
    const code = cart.couponId !== null ? await lockCoupon(db, cart.couponId) : null;
    const coupon = code && (await assess(db, code, { customerId: customer.customerId, goods, today }));
    if (coupon?.refusal) {
      // Taken off the cart, and the order refused with the reason (the transaction ends without an order).
      await repo.updateCart(db, cart.id, { couponId: null });
      return { couponRefused: coupon, goodsCents: goods.reduce((s, g) => s + g.amountCents, 0) };
    }
    const gift = coupon?.gift;
    const placed = await placeOrder(ctx, db, {
      customerId: customer.customerId,
      locale,
      canOrder: locked.canOrder,
      lines: rows,
      prices,
      facts: facts.values(),
      delivery,
      invoicing,
      pickup: pickup ? pickupAddressSnapshot(pickup) : null,
      carrierId: cart.carrierId,
      now,
      ...(coupon
        ? {
            coupon: {
              code: coupon.row.code,
              terms: coupon.terms,
              ...(gift
                ? {
                    freeProduct: {
                      name: variantName(gift, locale),
                      sku: gift.sku,
                      vatRateBp: gift.vatRateBp,
                    },
                  }
                : {}),
            },
          }
        : {}),
      origin: {
        uuid: cart.uuid,
        cartId: cart.id,
        clientOrderRef: (body.customer_ref ?? cart.clientOrderRef) || null,
        note: (body.note ?? cart.note) || null,
        suiteName: (body.suite_name ?? cart.suiteName) || null,
        paymentModeId: cart.paymentModeId ?? locked.paymentModeId,
      },
    });
    if (!placed.ok) throw checkoutRefusalError(placed.refusal);
    const { orderId } = placed;
    if (coupon && !(await redeem(db, coupon, { customerId: customer.customerId, orderId, now })))
      throw refusalError('coupon_used_up', coupon.row, 0, locale);
    await repo.confirmCart(db, cart.id, now);
    if (onPlaced) await onPlaced(db, orderId);
    const touchedProductIds = [
      ...new Set(rows.map((r) => facts.get(r.variantId)?.productId).filter((x): x is number => !!x)),
    ];
    return {
      sale: await sales.saleDetail(db, customer.customerId, orderId, locale),
      touchedProductIds,
      created: true,
    };
  });
  if ('sale' in result) return result;
  // Said, never applied or dropped silently.
  const { couponRefused, goodsCents } = result;
  throw refusalError(couponRefused.refusal ?? 'coupon_not_applicable', couponRefused.row, goodsCents, locale);
}
