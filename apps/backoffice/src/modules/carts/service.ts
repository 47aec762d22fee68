import type { Cart, CartUpdateBody } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { sumCents, type AddressType } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { findAddresses } from '../customer';
import { requirePaymentMode } from '../payment';
import * as repo from './repository';
import { buildCartView, cachedCarriers, toCarrier } from './view';

/** Runs a change of the current cart under the customer's lock and answers with the cart. */
export async function withCurrentCart(
  ctx: AppContext,
  customer: CustomerContext,
  change: (db: Executor, cartId: number, cart: repo.CartRow) => Promise<void>,
): Promise<Cart> {
  return ctx.db.transaction(async (db) => {
    const locked = await repo.lockCustomer(db, customer.customerId);
    const cart = await repo.findOpenCart(db, customer.customerId);
    if (!cart) throw notFound('no_current_cart');
    await change(db, cart.id, cart);
    const fresh = (await repo.findOpenCart(db, customer.customerId)) ?? cart;
    return buildCartView(ctx, db, fresh, await repo.loadLines(db, fresh.id), customer, {
      ...(locked ? { salesVersion: locked.salesVersion } : {}),
    });
  });
}

/** POST carts/current/update: reference, note, suite name, addresses (the customer's own), payment mode. */
export async function updateCurrent(
  ctx: AppContext,
  customer: CustomerContext,
  body: CartUpdateBody,
): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId) => {
    const ids = [body.delivery?.address_id, body.invoicing?.address_id].filter(
      (x): x is number => x !== undefined,
    );
    const found = new Map((await findAddresses(db, ids)).map((a) => [a.id, a]));
    const check = (id: number | undefined, type: AddressType, path: string) => {
      if (id === undefined) return;
      const a = found.get(id);
      if (!a || a.customerId !== customer.customerId || !a.active || a.type !== type)
        throw new AppError(422, 'address_not_found', {}, [{ path, code: 'address_not_found' }]);
    };
    check(body.delivery?.address_id, 'delivery', 'body.delivery.address_id');
    check(body.invoicing?.address_id, 'invoicing', 'body.invoicing.address_id');
    if (body.payment_mode_id !== undefined)
      await requirePaymentMode(db, body.payment_mode_id, 'body.payment_mode_id');
    await repo.updateCart(db, cartId, {
      ...(body.client_order_ref !== undefined ? { clientOrderRef: body.client_order_ref || null } : {}),
      ...(body.note !== undefined ? { note: body.note || null } : {}),
      ...(body.suite_name !== undefined ? { suiteName: body.suite_name || null } : {}),
      ...(body.delivery ? { deliveryAddressId: body.delivery.address_id } : {}),
      ...(body.invoicing ? { invoicingAddressId: body.invoicing.address_id } : {}),
      ...(body.payment_mode_id !== undefined ? { paymentModeId: body.payment_mode_id } : {}),
    });
  });
}

export async function setCarrier(
  ctx: AppContext,
  customer: CustomerContext,
  carrierId: number,
): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId) => {
    const carrier = (await cachedCarriers(ctx, db)).find((c) => c.id === carrierId);
    if (!carrier)
      throw new AppError(422, 'carrier_not_found', {}, [
        { path: 'body.carrier_id', code: 'carrier_not_found' },
      ]);
    await repo.updateCart(db, cartId, { carrierId });
  });
}

/** GET carts/current/delivery_carriers: every carrier with what it would cost for the current cart. */
export async function deliveryCarriers(ctx: AppContext, customer: CustomerContext) {
  const cart = await repo.findOpenCart(ctx.db, customer.customerId);
  const carriers = await cachedCarriers(ctx, ctx.db);
  const lines = cart ? await repo.loadLines(ctx.db, cart.id) : [];
  const goods = sumCents(lines.map((l) => l.amountCents));
  const rows = carriers.map((c) => toCarrier(c, goods, customer.locale));
  return { count: rows.length, rows };
}

/** The next number of the customer's own order sequence: the last suite name with its trailing number + 1. */
export function incrementSuiteName(last: string): string {
  const m = /^(.*?)(\d+)(\D*)$/.exec(last);
  if (!m) return `${last}-1`;
  const [, head = '', digits = '', tail = ''] = m;
  const next = String(Number(digits) + 1).padStart(digits.length, '0');
  return `${head}${next}${tail}`;
}

export async function nextSuiteName(ctx: AppContext, customer: CustomerContext) {
  const last = await repo.lastSuiteName(ctx.db, customer.customerId);
  return { suite_name: last ? incrementSuiteName(last) : null, last_suite_name: last };
}

/**
 * POST carts/refresh_qty_unavailable: recomputes unavailable quantities from the stock now. The answer
 * shows each line's change since the buyer last saw it (qty_unavailable_diff); the change is then
 * acknowledged, so the same message is not shown twice.
 */
export async function refreshQtyUnavailable(
  ctx: AppContext,
  customer: CustomerContext,
  uuid: string,
): Promise<Cart> {
  return ctx.db.transaction(async (db) => {
    const locked = await repo.lockCustomer(db, customer.customerId);
    const cart = await repo.findCartByUuid(db, customer.customerId, uuid);
    if (!cart) throw notFound('cart_not_found');
    const lines = await repo.loadLines(db, cart.id);
    const stockQty = await repo.stockOf(
      db,
      lines.map((l) => l.variantId),
    );
    const current = lines.map((l) => ({
      ...l,
      qtyUnavailable: Math.max(0, l.qty - Math.max(0, stockQty.get(l.variantId) ?? 0)),
    }));
    const view = await buildCartView(ctx, db, cart, current, customer, {
      ...(locked ? { salesVersion: locked.salesVersion } : {}),
    });
    await repo.saveLines(
      db,
      current
        .filter(
          (l, i) =>
            l.qtyUnavailable !== lines[i]?.qtyUnavailable || l.qtyUnavailableSeen !== l.qtyUnavailable,
        )
        .map((l) => ({ ...l, qtyUnavailableSeen: l.qtyUnavailable })),
    );
    return view;
  });
}
