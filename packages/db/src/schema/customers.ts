import type { AddressType } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, localized } from './common';
import { pricelists } from './pricing';
import { countries, countryStates, titles } from './reference';

export const salesPersons = pgTable('sales_persons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  mobile: text('mobile'),
  email: text('email'),
});

export const paymentModes = pgTable('payment_modes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
});

/** The buying organisation (clinic, pharmacy, student…). Its role selects the pricelist. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Customer number shown on the profile page. */
  ref: text('ref').notNull().unique(),
  name: text('name').notNull(),
  /** veterinary | pharmacist | student | default (the pricelist's role). */
  role: text('role').notNull().default('default'),
  pricelistId: integer('pricelist_id')
    .notNull()
    .references(() => pricelists.id),
  /** Function given at registration: nurse, veterinary, student, supplier, wholesaler, pharmacist. */
  function: text('function'),
  canOrder: boolean('can_order').notNull().default(true),
  helpWithFee: boolean('help_with_fee').notNull().default(false),
  email: text('email'),
  phone: text('phone'),
  vat: text('vat'),
  lang: text('lang').notNull().default('fr'),
  optOut: boolean('opt_out').notNull().default(false),
  salesPersonId: integer('sales_person_id').references(() => salesPersons.id),
  paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
  vetGroupIds: integer('vet_group_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  supplierId: integer('supplier_id'),
  /**
   * Changes whenever one of the customer's orders, order lines or loyalty cards (or a rebate programme of theirs)
   * is written, by database triggers (migration 0026), whoever writes: the cart's figures read from them are
   * cached per (customer, day, sales_version) in each back-office process (decision 027).
   */
  salesVersion: bigint('sales_version', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    /** Lower-cased e-mail used to sign in. */
    login: text('login').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    locale: text('locale').notNull().default('fr'),
    emailVerified: boolean('email_verified').notNull().default(true),
    /** Provider staff (moderation, quotations, registrations), not a buyer. */
    isStaff: boolean('is_staff').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('users_customer_idx').on(t.customerId)],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The identity provider's subject (`sub`) of the access token that opened the session (decision 036): a
     * renewal must come with the same one. Null for a session opened with a password, which no token extends.
     */
    oidcSubject: text('oidc_subject'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts that did not succeed, to slow down password guessing (per login and per address; decision
 * 020). A row is written *before* the password is checked (so parallel guesses cannot all pass the count) and
 * removed when the attempt succeeds. `device`: the hash of the device cookie the attempt was trusted by, counted
 * against that device only (null: an untrusted attempt).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    device: text('device'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_login_idx').on(t.login, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
    index('login_failures_device_idx').on(t.device, t.at),
  ],
);

/**
 * Device cookies (decision 020, OWASP "device cookies"): a browser that signed in successfully as a login holds a
 * random token whose SHA-256 is kept here. An attempt presenting it for that login is not delayed or refused by
 * other clients' failures, only by its own. Renewed (a new token) at every successful sign-in.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    login: text('login').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_devices_login_idx').on(t.login)],
);

/**
 * Addresses a login has signed in from (the last success from each). The per-login delay that slows down
 * guessing from many addresses does not apply to them, so an attacker cannot keep the owner out.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.login, t.ip] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** invoicing | delivery (default delivery). */
    type: text('type').$type<AddressType>().notNull().default('delivery'),
    name: text('name').notNull(),
    street: text('street'),
    street2: text('street2'),
    zip: text('zip'),
    city: text('city'),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    vat: text('vat'),
    titleId: integer('title_id').references(() => titles.id),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => countryStates.id),
    isCompany: boolean('is_company').notNull().default(true),
    main: boolean('main').notNull().default(false),
    isDropoffSite: boolean('is_dropoff_site').notNull().default(false),
    vetDepotNumber: text('vet_depot_number'),
    vetSubscriptionNumber: text('vet_subscription_number'),
    ref: text('ref'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.type)],
);
