import type { LoyaltyProgramType } from '@vetshop/domain';
import { date, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { localized } from './common';
import { customers } from './customers';

/**
 * A loyalty programme (spec doc 1 §3 Loyalty): a year-end rebate (program_type 'rfa') or a points card.
 * Valid only between date_from and date_to (null = open); the orders it counts are those of the time frame
 * (time_frame_gte … time_frame_lte, the calendar year for a year-end rebate).
 */
export const loyaltyPrograms = pgTable('loyalty_programs', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  programType: text('program_type').$type<LoyaltyProgramType>().notNull(),
  dateFrom: date('date_from', { mode: 'string' }),
  dateTo: date('date_to', { mode: 'string' }),
  timeFrameGte: date('time_frame_gte', { mode: 'string' }).notNull(),
  timeFrameLte: date('time_frame_lte', { mode: 'string' }).notNull(),
});

/** Rules of a programme (which products count, shown as a coloured label), sorted by sequence. */
export const loyaltyRules = pgTable(
  'loyalty_rules',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** A CSS colour (#rrggbb). */
    color: text('color').notNull(),
  },
  (t) => [index('loyalty_rules_program_idx').on(t.programId)],
);

/** The products a loyalty rule counts (shown as the rule's coloured label; the search filters by them). */
export const productLoyaltyRules = pgTable(
  'product_loyalty_rules',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    loyaltyRuleId: integer('loyalty_rule_id')
      .notNull()
      .references(() => loyaltyRules.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.loyaltyRuleId] }),
    index('product_loyalty_rules_rule_idx').on(t.loyaltyRuleId),
  ],
);

/** Year-end rebate tiers: from this amount of purchases excl. VAT, this rate of all of them (domain RebateTier). */
export const loyaltyRebateTiers = pgTable(
  'loyalty_rebate_tiers',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    fromCents: integer('from_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [index('loyalty_rebate_tiers_program_idx').on(t.programId)],
);

/** A customer's card in a programme: its points and its own validity dates. */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    points: integer('points').notNull().default(0),
    accruedPoints: integer('accrued_points').notNull().default(0),
    maxPoints: integer('max_points').notNull().default(0),
    maxAccruedPoints: integer('max_accrued_points').notNull().default(0),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
  },
  (t) => [
    unique('loyalty_cards_program_customer_unique').on(t.programId, t.customerId),
    index('loyalty_cards_customer_idx').on(t.customerId),
  ],
);
