import type { AddressRequestKind, AddressRequestState, AddressType } from '@vetshop/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './common';
import { addresses, customers, users } from './customers';

/**
 * Veterinary groups (spec doc 1 §3): a customer belongs to those listed in customers.vet_group_ids. Names
 * containing 'RFA' exist (the year-end rebate groups) but are hidden from buyers by the domain rule.
 */
export const veterinaryGroups = pgTable('veterinary_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** CSS colour of the group's badge, e.g. #2e7d32. */
  color: text('color').notNull().default('#0C4E99'),
  sequence: integer('sequence').notNull().default(10),
  isAlcyonnaire: boolean('is_alcyonnaire').notNull().default(false),
});

/**
 * The products of a veterinary group's offer (the "Vet Efficiency" page lists those of the buyer's groups; the search
 * filters by them). A group whose name contains 'RFA' keeps its products but is never shown to buyers.
 */
export const productVetGroups = pgTable(
  'product_vet_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vetGroupId: integer('vet_group_id')
      .notNull()
      .references(() => veterinaryGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.vetGroupId] }),
    index('product_vet_groups_group_idx').on(t.vetGroupId),
  ],
);

/** The address fields a buyer may ask for (a create or an update), as the request recorded them. */
export interface AddressRequestPayload {
  name: string;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  countryId: number | null;
  main: boolean;
}

/**
 * Address changes are by request only (spec doc 1 §1): a buyer's create / update / delete is recorded here,
 * pending until the provider's staff approve it (the change is then applied, in the same transaction) or
 * refuse it with a reason.
 */
export const addressChangeRequests = pgTable(
  'address_change_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The user who asked. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<AddressType>().notNull(),
    kind: text('kind').$type<AddressRequestKind>().notNull(),
    /** The address updated or deleted; for a create, the address made on approval. */
    addressId: integer('address_id').references(() => addresses.id),
    /** The fields asked for (null for a delete). */
    payload: jsonb('payload').$type<AddressRequestPayload>(),
    state: text('state').$type<AddressRequestState>().notNull().default('pending'),
    /** Why the staff refused it, shown to the buyer. */
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    index('address_change_requests_customer_idx').on(t.customerId, t.createdAt),
    index('address_change_requests_state_idx').on(t.state, t.createdAt),
  ],
);
