import type { RegistrationState } from '@vetshop/domain';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { customers, users } from './customers';
import { countries, titles } from './reference';

/**
 * A professional's registration (issue 11 §4): everything the form sent, as validated (VAT formatted, e-mail
 * lower-cased), waiting for staff to approve (customer, addresses and user created then) or refuse (reason).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    state: text('state').$type<RegistrationState>().notNull().default('pending'),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    fax: text('fax'),
    companyName: text('company_name').notNull(),
    /** BE0123.456.749; null when being registered. */
    vat: text('vat'),
    vatBeingRegistered: boolean('vat_being_registered').notNull().default(false),
    street: text('street').notNull(),
    street2: text('street2'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** nurse | veterinary | student | supplier | wholesaler | pharmacist */
    function: text('function').notNull(),
    /** A vet's activities: livestock, equine, pets, exotic. */
    activities: text('activities').array().notNull().default([]),
    apbNumber: text('apb_number'),
    vetRegistrationNumber: text('vet_registration_number'),
    depotNumber: text('depot_number'),
    comment: text('comment'),
    optOutPromotions: boolean('opt_out_promotions').notNull().default(false),
    lang: text('lang').notNull().default('fr'),
    /** When both consents were given (they are required: a registration exists only with them). */
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_state_idx').on(t.state, t.createdAt)],
);

/**
 * Single-use tokens sent in mail links (set_password after approval, reset_password, validate_email). Only the
 * SHA-256 of the 32 random bytes is kept; the raw token exists only in the mail.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** set_password | reset_password | validate_email */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);
