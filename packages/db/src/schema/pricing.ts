import type { PriceRuleKind } from '@vetshop/domain';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { localized } from './common';

/** One pricelist per role: veterinary, pharmacist, student, default. */
export const pricelists = pgTable('pricelists', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  role: text('role').notNull(),
  name: localized('name').notNull(),
});

/**
 * Every price fact of a variant, one row each (see domain `ProductPricing`):
 * - gross: price_cents for min_quantity (the gross price is the tier with min_quantity ≤ 1);
 * - discount: discount_bp from min_quantity (0 = base discount, > 0 = quantity break), exclusive flag;
 * - supplier_discount: discount_bp (veterinary = only for vets, takes precedence);
 * - supplier_promotion: ratio_main / ratio_promo free goods (veterinary as above);
 * - special: marks a special offer during its dates.
 * pricelist_id null = every pricelist (supplier discounts and promotions, specials).
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    pricelistId: integer('pricelist_id').references(() => pricelists.id),
    kind: text('kind').$type<PriceRuleKind>().notNull(),
    veterinary: boolean('veterinary').notNull().default(false),
    minQuantity: integer('min_quantity').notNull().default(0),
    priceCents: integer('price_cents'),
    discountBp: integer('discount_bp'),
    exclusive: boolean('exclusive').notNull().default(false),
    ratioMain: integer('ratio_main'),
    ratioPromo: integer('ratio_promo'),
    sequence: integer('sequence').notNull().default(0),
    dateStart: date('date_start', { mode: 'string' }),
    dateEnd: date('date_end', { mode: 'string' }),
  },
  (t) => [index('price_rules_variant_idx').on(t.variantId, t.pricelistId)],
);
