import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { localized } from './common';

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description'),
  /** Delivery price excl. VAT charged on the order. */
  priceCents: integer('price_cents').notNull().default(0),
  /** Above this goods subtotal excl. VAT the delivery is free (null = never free). */
  freeOverCents: integer('free_over_cents'),
  withDropoffSite: boolean('with_dropoff_site').notNull().default(false),
  sequence: integer('sequence').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One opening period of a pickup point: ISO weekday (1 = Monday … 7 = Sunday), local times 'HH:MM'. */
export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

/** A carrier's drop-off site where a buyer collects the order (carriers with_dropoff_site; decision 039). */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    street: text('street'),
    street2: text('street2'),
    zip: text('zip'),
    city: text('city'),
    phone: text('phone'),
    stateCode: text('state_code'),
    countryCode: text('country_code').notNull().default('BE'),
    /** Opening periods by weekday; a day without a period is closed. */
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>().notNull().default([]),
    /** A closed site stays for the orders that name it but is no longer offered. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('pickup_points_carrier_idx').on(t.carrierId),
    uniqueIndex('pickup_points_carrier_code').on(t.carrierId, t.code),
  ],
);
