import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { createdAt } from './common';
import { carriers, type OpeningPeriod } from './delivery';

/** A pickup point as a client gave it in full (set_public_delivery_pickup): kept as given, after validation. */
export interface PublicPickupPoint {
  code: string;
  name: string;
  street: string;
  street2: string | null;
  zip: string;
  city: string;
  phone: string | null;
  stateCode: string | null;
  countryCode: string;
  openingHours: OpeningPeriod[];
}

/**
 * The pickup point of a cart when it was given in full rather than chosen among the carrier's own
 * (carts.pickup_point_id): at most one per cart, for the carrier it was given for (decision 039).
 */
export const cartPublicPickups = pgTable('cart_public_pickups', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  carrierId: integer('carrier_id')
    .notNull()
    .references(() => carriers.id),
  point: jsonb('point').$type<PublicPickupPoint>().notNull(),
  createdAt: createdAt(),
});
