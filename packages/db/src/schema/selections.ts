import type { Role } from '@vetshop/domain';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * The provider's selection for each role (spec doc 1 §2 "/selection": what the provider puts forward to the buyers
 * of a pricelist role), in the provider's order. The search index carries it as a token per role, read for the
 * caller's own role only.
 */
export const productSelections = pgTable(
  'product_selections',
  {
    role: text('role').$type<Role>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.productId] }),
    // The index refresh reads a batch of products' selections.
    index('product_selections_product_idx').on(t.productId),
  ],
);
