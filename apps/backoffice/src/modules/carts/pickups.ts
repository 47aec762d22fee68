import { PICKUP_LIST_SIZE, type Cart, type DeliveryPickups, type PublicPickupBody } from '@vetshop/contract';
import { cartCarrier } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { findAddresses } from '../customer';
import { nearestPickups } from './nearest-pickups';
import * as pickups from './pickup-repository';
import { toPickupPoint } from './pickup-view';
import * as repo from './repository';
import { withCurrentCart } from './service';
import { cachedCarriers } from './view';

// Pickup points and delivery methods of the current cart (spec doc 2 §7 "Carts" and "Delivery"; decision 039).

const refuse = (
  code: 'carrier_not_found' | 'carrier_without_pickup' | 'pickup_not_found' | 'pickup_other_carrier',
  path: string,
) => new AppError(422, code, {}, [{ path, code }]);

/**
 * GET delivery_pickups?carrier_id&name: the carrier's open points matching `name` (name or city, case and
 * accents ignored), the 10 nearest to the current cart's delivery address by Belgian postcode.
 */
export async function listPickups(
  ctx: AppContext,
  customer: CustomerContext,
  query: { carrier_id: number; name?: string | undefined },
): Promise<DeliveryPickups> {
  const carrier = (await cachedCarriers(ctx, ctx.db)).find((c) => c.id === query.carrier_id);
  if (!carrier) throw refuse('carrier_not_found', 'query.carrier_id');
  if (!carrier.withDropoffSite) throw refuse('carrier_without_pickup', 'query.carrier_id');
  const cart = await repo.findOpenCart(ctx.db, customer.customerId);
  const [address] = cart?.deliveryAddressId ? await findAddresses(ctx.db, [cart.deliveryAddressId]) : [];
  // Only the customer's own address places the search (a cart only ever holds one, but the rule is cheap).
  const fromZip = address && address.customerId === customer.customerId ? address.zip : null;
  const points = await pickups.activePickupPoints(ctx.db, carrier.id);
  const rows = nearestPickups(points, fromZip, query.name ?? '', PICKUP_LIST_SIZE).map((r) =>
    toPickupPoint(r.point, r.distanceKm),
  );
  return { count: rows.length, rows };
}

/** POST carts/current/set_pickup: one of the cart carrier's open points; the order will go there. */
export async function setPickup(
  ctx: AppContext,
  customer: CustomerContext,
  pickupSiteId: number,
): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId, cart) => {
    const point = await pickups.findPickupPoint(db, pickupSiteId);
    if (!point || !point.active) throw refuse('pickup_not_found', 'body.pickup_site_id');
    const carrier = cartCarrier(await cachedCarriers(ctx, db), cart.carrierId);
    if (point.carrierId !== carrier?.id) throw refuse('pickup_other_carrier', 'body.pickup_site_id');
    await pickups.deletePublicPickup(db, cartId);
    await repo.updateCart(db, cartId, { pickupPointId: point.id });
  });
}

/**
 * POST carts/current/set_public_delivery_pickup: a point given in full (validated by its schema) for the cart's
 * carrier, which must deliver to pickup points; it replaces a point chosen from the list.
 */
export async function setPublicPickup(
  ctx: AppContext,
  customer: CustomerContext,
  body: PublicPickupBody,
): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId, cart) => {
    const carrier = cartCarrier(await cachedCarriers(ctx, db), cart.carrierId);
    if (!carrier?.withDropoffSite) throw refuse('carrier_without_pickup', 'body');
    await pickups.savePublicPickup(db, cartId, carrier.id, {
      code: body.code,
      name: body.name,
      street: body.street,
      street2: body.street2,
      zip: body.zip,
      city: body.city,
      phone: body.phone,
      stateCode: body.state_code,
      countryCode: body.country_code,
      openingHours: body.opening_hours,
    });
    // Also bumps the cart's version: the change is seen like any other.
    await repo.updateCart(db, cartId, { pickupPointId: null });
  });
}

/**
 * POST carts/set_delivery_method {method_id}: the seed system's name for choosing the carrier (an Odoo
 * "delivery method" is a carrier), so method_id is a carrier id as delivery_carriers lists them.
 */
export async function setDeliveryMethod(
  ctx: AppContext,
  customer: CustomerContext,
  methodId: number,
): Promise<Cart> {
  return withCurrentCart(ctx, customer, async (db, cartId) => {
    if (!(await cachedCarriers(ctx, db)).some((c) => c.id === methodId))
      throw refuse('carrier_not_found', 'body.method_id');
    await repo.updateCart(db, cartId, { carrierId: methodId });
  });
}
