import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt, updatedAt } from './common';
import { customers } from './customers';

/**
 * Standard orders (wishlists, issue 10 §2): named lists of products a customer puts in the cart again and again.
 * They belong to the customer (the clinic), like its cart, not to one user. `name_key` is the name as compared
 * for uniqueness (domain `wishlistNameKey`: case, accents and spaces ignored), unique per customer.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    clientOrderRef: text('client_order_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wishlists_customer_name_key').on(t.customerId, t.nameKey)],
);

/** A product of a standard order: once per list (spec doc 1 §5), with its quantity and place. */
export const wishlistLines = pgTable(
  'wishlist_lines',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    quantity: integer('quantity').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_lines_unique_product').on(t.wishlistId, t.variantId),
    index('wishlist_lines_variant_idx').on(t.variantId),
  ],
);
