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
    };
  });
}
