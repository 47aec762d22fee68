import type { Cart, ErrorCode } from '@vetshop/contract';
import type { AppContext } from '../../context';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';
import { buildCartView } from './view';

/** A cart as the payment sees it (decision 038): its total is the one the cart page shows, decided here. */
export interface CartToPay {
  cartId: number;
  uuid: string;
  name: string;
  state: 'open' | 'confirmed';
  /** The order the cart became, when confirmed. */
  orderId: number | null;
  /** The cart's total with VAT, in cents, whatever lines it has (goods, delivery, fee, coupon). */
  totalCents: number;
  lineCount: number;
  /**
   * What the checkout would refuse the cart for now (its account cannot order, no goods, addresses, a pickup
   * carrier without its point, a promotion code that no longer applies), or null: refused before any payment is
   * taken, rather than a payment for an order that cannot be placed.
   */
  refusal: ErrorCode | null;
}

/** The checkout's refusals that the cart's view already tells (the checkout checks them again, with the stock). */
export function checkoutRefusalOf(view: Cart): ErrorCode | null {
  if (!view.can_order) return 'customer_cannot_order';
  if (!view.lines.some((l) => l.qty > 0)) return 'cart_empty';
  if (!view.addresses_valid) return 'invalid_addresses';
  if (view.delivery.selected_carrier?.with_dropoff_site && !view.delivery.pickup) return 'pickup_required';
  const coupon = view.coupon;
  if (coupon && !coupon.applies) {
    // Said without the amounts or dates some of these messages name (the cart page shows them in full).
    const code = coupon.problem?.code;
    return code === 'coupon_expired' || code === 'coupon_used_up' || code === 'coupon_already_used'
      ? code
      : 'coupon_not_applicable';
  }
  return null;
}

/**
 * The buyer's current cart (no uuid) or the cart of that uuid, with its total computed by the cart view, under
 * the customer's lock so no sync changes it while it is read. Null: no such cart of this customer.
 */
export async function cartToPay(
  ctx: AppContext,
  customer: CustomerContext,
  uuid?: string,
): Promise<CartToPay | null> {
  return ctx.db.transaction(async (db) => {
    const locked = await repo.lockCustomer(db, customer.customerId);
    if (!locked) return null;
    const cart = uuid
      ? await repo.findCartByUuid(db, customer.customerId, uuid)
      : await repo.findOpenCart(db, customer.customerId);
    if (!cart) return null;
    if (cart.state === 'confirmed') {
      const order = await repo.orderOfCart(db, cart.id);
      return {
        cartId: cart.id,
        uuid: cart.uuid,
        name: cart.name,
        state: 'confirmed' as const,
        orderId: order?.id ?? null,
        totalCents: 0,
        lineCount: 0,
        refusal: null,
      };
    }
    const lines = await repo.loadLines(db, cart.id);
    const view = await buildCartView(ctx, db, cart, lines, customer, { salesVersion: locked.salesVersion });
    return {
      cartId: cart.id,
      uuid: cart.uuid,
      name: cart.name,
      state: 'open' as const,
      orderId: null,
      totalCents: Math.round(view.amount.total * 100),
      lineCount: view.count_lines,
      refusal: checkoutRefusalOf(view),
    };
  });
}

/**
 * The payment method the buyer pays with becomes the cart's payment mode (decision 041: one choice), so the order
 * placed from it says how it was paid. An open cart of this customer only; unchanged when it already says so.
 */
export async function choosePaymentMode(
  ctx: AppContext,
  customer: CustomerContext,
  uuid: string,
  paymentModeId: number,
): Promise<void> {
  await ctx.db.transaction(async (db) => {
    if (!(await repo.lockCustomer(db, customer.customerId))) return;
    const cart = await repo.findCartByUuid(db, customer.customerId, uuid);
    if (cart && cart.state === 'open' && cart.paymentModeId !== paymentModeId)
      await repo.updateCart(db, cart.id, { paymentModeId });
  });
}
