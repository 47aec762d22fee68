import type { PickupPoint } from '@vetshop/contract';
import type { AddressSnapshot, Executor } from '@vetshop/db';
import * as pickups from './pickup-repository';
import type { PickupPointRow, PublicPickupRow } from './pickup-repository';
import type { CartRow } from './repository';

/** What a point of our list and a point given in full both have (the point given in full has every text). */
type PointFacts = Pick<
  PickupPointRow,
  | 'code'
  | 'name'
  | 'street'
  | 'street2'
  | 'zip'
  | 'city'
  | 'phone'
  | 'stateCode'
  | 'countryCode'
  | 'openingHours'
>;

function pointView(
  id: number | null,
  carrierId: number,
  p: PointFacts,
  distanceKm: number | null,
): PickupPoint {
  return {
    id,
    carrier_id: carrierId,
    code: p.code,
    name: p.name,
    street: p.street,
    street2: p.street2,
    zip: p.zip,
    city: p.city,
    phone: p.phone,
    state_code: p.stateCode,
    country_code: p.countryCode,
    opening_hours: p.openingHours,
    distance_km: distanceKm,
  };
}

export function toPickupPoint(row: PickupPointRow, distanceKm: number | null = null): PickupPoint {
  return pointView(row.id, row.carrierId, row, distanceKm);
}

const publicToPickupPoint = ({ carrierId, point }: PublicPickupRow): PickupPoint =>
  pointView(null, carrierId, point, null);

/**
 * The pickup point the cart's order goes to: the one chosen (set_pickup) or given in full
 * (set_public_delivery_pickup) for the carrier the cart is delivered by, while that point is open. A choice made
 * for another carrier is kept but does not count (choosing that carrier again brings it back). No read at all
 * for a carrier without drop-off sites, the common case.
 */
export async function cartPickup(
  db: Executor,
  cart: Pick<CartRow, 'id' | 'pickupPointId'>,
  carrier: { id: number; withDropoffSite: boolean } | null,
): Promise<PickupPoint | null> {
  if (!carrier?.withDropoffSite) return null;
  if (cart.pickupPointId !== null) {
    const row = await pickups.findPickupPoint(db, cart.pickupPointId);
    return row && row.active && row.carrierId === carrier.id ? toPickupPoint(row) : null;
  }
  const given = await pickups.findPublicPickup(db, cart.id);
  return given && given.carrierId === carrier.id ? publicToPickupPoint(given) : null;
}

/** The order's delivery address when it goes to a pickup point: the point itself, a drop-off site. */
export function pickupAddressSnapshot(p: PickupPoint): AddressSnapshot {
  return {
    id: null,
    name: p.name,
    street: p.street,
    street2: p.street2,
    zip: p.zip,
    city: p.city,
    phone: p.phone,
    email: null,
    countryCode: p.country_code,
    isDropoffSite: true,
  };
}
