import { hashPassword, products, schema, type Database } from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_PASSWORD } from '../constants';
import { buildDemoDataset } from '../generator/dataset';
import type { DemoSize, SeedSummary } from '../types';
import { insertCatalog, insertPriceRules } from './insert-catalog';
import { insertCustomers, insertOrders, insertReference } from './insert-people';
import { insertDocuments } from './insert-documents';
import { buildDocuments } from '../generator/documents';
import { insertLoyalty } from './insert-loyalty';
import { buildLoyalty } from '../generator/loyalty';
import { insertSelections } from './insert-selections';
import { insertCoupons } from './insert-coupons';
import { insertVetGroups } from './insert-vet-groups';
import { buildDemoWishlists } from '../generator/wishlists';
import { insertWishlists } from './insert-wishlists';
import { insertPromoSubscriptions } from './insert-promo-subscriptions';
import { insertQuotations } from './insert-quotations';
import { insertAddressRequests } from './insert-address-requests';
import type { DemoOutboxMail } from '../generator/outbox';
import { insertOutbox } from './insert-outbox';
import { insertLeads } from './insert-leads';
import { insertCms, type DemoFileStore } from './insert-cms';
import { insertRegistrations } from './insert-registrations';
import { insertSmallAds } from './insert-small-ads';

export interface SeedOptions {
  size: DemoSize;
  seed?: number;
  /** IsoDate the current prices, specials and promotions are valid on (default: today in Brussels). */
  today?: IsoDate;
  /** Progress messages (the CLI prints them). */
  log?: (message: string) => void;
  /**
   * How the demo outbox's mails are rendered: the back office passes its mail layout (modules/mail renderMail), so
   * they look like the mails it writes; a plain rendering otherwise.
   */
  mailBodies?: (mail: DemoOutboxMail) => { text: string; html: string };
  /** Where the demo content's images and PDFs are put (the back office's file store); none = content without files. */
  files?: DemoFileStore;
}

/** Whether the catalogue already has products (seeding twice would clash on unique codes). */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/** Empties every table of the schema (not the migrations journal) and restarts their ids. */
export async function truncateAll(db: Database): Promise<void> {
  const values: unknown[] = Object.values(schema);
  const names = values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * Generates the demo data set and inserts it into an empty database: one transaction per group of
 * tables (reference, catalogue, prices, customers, orders), batched inserts.
 */
export async function seedDemoData(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const result = await run();
    log(`${what} (${Date.now() - t} ms)`);
    return result;
  };
  const [data, passwordHash] = await Promise.all([
    Promise.resolve().then(() => buildDemoDataset(opts)),
    hashPassword(DEMO_PASSWORD),
  ]);
  log(`generated ${data.products.length} products for ${data.today} (${Date.now() - started} ms)`);

  const ref = await step('reference data', () => db.transaction((tx) => insertReference(tx, data)));
  const catalog = await step(
    `catalogue: ${data.products.length} products, ${data.variants.length} variants`,
    () => db.transaction((tx) => insertCatalog(tx, data)),
  );
  await step(`prices: ${data.priceRules.length} rules`, () =>
    db.transaction((tx) => insertPriceRules(tx, data, catalog.variants)),
  );
  const people = await step(`customers: ${data.customers.length}, users: ${data.users.length}`, () =>
    db.transaction((tx) => insertCustomers(tx, data, ref, passwordHash)),
  );
  await step('veterinary groups', () => db.transaction((tx) => insertVetGroups(tx)));
  await step("the provider's selections", () => db.transaction((tx) => insertSelections(tx)));
  await step('promotion codes', () => db.transaction((tx) => insertCoupons(tx)));
  await step('promotion-end alert subscriptions', () => db.transaction((tx) => insertPromoSubscriptions(tx)));
  await step(`orders: ${data.orders.length}`, () =>
    db.transaction((tx) =>
      insertOrders(tx, data, ref, people.customers, people.addressesByKey, catalog.variants),
    ),
  );
  const docs = buildDocuments(
    data.orders,
    data.customers.map((c) => c.ref),
    data.today,
  );
  await step(`documents: ${docs.length}`, () =>
    db.transaction((tx) => insertDocuments(tx, docs, people.customers)),
  );
  await step('loyalty programmes', () =>
    db.transaction((tx) => insertLoyalty(tx, buildLoyalty(data.today), people.customers)),
  );
  await step('mail outbox', () => insertOutbox(db, new Date(), opts.mailBodies));
  const demoWishlists = buildDemoWishlists(data);
  await step(`standard orders: ${demoWishlists.length}`, () =>
    db.transaction((tx) => insertWishlists(tx, demoWishlists, people.customers, catalog.variants)),
  );
  await step('quotations', () => db.transaction((tx) => insertQuotations(tx, data.today)));
  await step('address change requests', () => db.transaction((tx) => insertAddressRequests(tx, new Date())));
  await step('contact requests and forms', () => db.transaction((tx) => insertLeads(tx, new Date())));
  await step('content: pages, news, snippets, banners, advertisements', () =>
    db.transaction((tx) => insertCms(tx, data.today, opts.files)),
  );
  await step('registrations', () => db.transaction((tx) => insertRegistrations(tx, new Date())));
  await step('small ads', () =>
    db.transaction((tx) => insertSmallAds(tx, data.today, new Date(), opts.files)),
  );
  return {
    products: data.products.length,
    variants: data.variants.length,
    priceRules: data.priceRules.length,
    customers: data.customers.length,
    users: data.users.length,
    orders: data.orders.length,
    ms: Date.now() - started,
  };
}
