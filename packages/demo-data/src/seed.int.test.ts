import {
  addresses,
  categories,
  customers,
  loadPricing,
  openDatabase,
  pricelistIdForRole,
  priceRules,
  products,
  saleOrders,
  stock,
  substitutions,
  urlKeys,
  users,
  variants,
  verifyPassword,
  type DbHandle,
} from '@vetshop/db';
import { resolvePrice } from '@vetshop/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { VET_OPEN_ORDERS } from './generator/open-orders';
import { isSeeded, seedDemoData, truncateAll } from './seed/seed';
import type { SeedSummary } from './types';

const TODAY = '2026-03-15';
let handle: DbHandle;
let summary: SeedSummary;

const rows = async (table: PgTable): Promise<number> =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory' });
  await handle.migrate();
  expect(await isSeeded(handle.db)).toBe(false);
  summary = await seedDemoData(handle.db, { size: 'small', today: TODAY });
});

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData (small, PGlite)', () => {
  it('inserts what the summary says', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    expect(summary.products).toBe(300);
    expect(await rows(products)).toBe(summary.products);
    expect(await rows(variants)).toBe(summary.variants);
    expect(await rows(stock)).toBe(summary.variants);
    expect(await rows(priceRules)).toBe(summary.priceRules);
    expect(await rows(customers)).toBe(summary.customers);
    expect(await rows(users)).toBe(summary.users);
    expect(await rows(saleOrders)).toBe(summary.orders);
    expect(await rows(categories)).toBeGreaterThan(60);
    expect(await rows(substitutions)).toBeGreaterThan(2);
    expect(await rows(addresses)).toBeGreaterThanOrEqual(summary.customers * 2);
    expect(summary.ms).toBeGreaterThan(0);
  });

  it('creates the demo logins with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await handle.db.select().from(users).where(eq(users.login, account.login));
      expect(user, account.login).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
      if (account.role === 'staff') expect(user).toMatchObject({ isStaff: true, customerId: null });
      else {
        const [customer] = await handle.db
          .select()
          .from(customers)
          .where(eq(customers.id, user?.customerId ?? -1));
        expect(customer?.role, account.login).toBe(account.role);
      }
    }
  });

  it('gives vet@demo.test 12 delivered orders and its open orders with backorders', async () => {
    const result = await handle.db.execute(sql`
      select count(*) filter (where o.delivered)::int as delivered, count(*) filter (where not o.delivered)::int as open
      from sale_orders o join users u on u.customer_id = o.customer_id
      where u.login = 'vet@demo.test'`);
    expect((result as unknown as { rows: { delivered: number; open: number }[] }).rows[0]).toEqual({
      delivered: 12,
      open: VET_OPEN_ORDERS.length,
    });
  });

  it('stores showcase prices that the db pricing query and the domain resolve as documented', async () => {
    const [v] = await handle.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.sku, 'VS-000001-1'));
    const id = v?.id ?? -1;
    const vetList = await pricelistIdForRole(handle.db, 'veterinary');
    const pricing = (await loadPricing(handle.db, [id], vetList)).get(id);
    expect(pricing).toBeDefined();
    const price = pricing && resolvePrice(pricing, { quantity: 12, date: TODAY, isVeterinary: true });
    expect(price).toMatchObject({ grossCents: 1200, netCents: 1104 });
    const keys = await handle.db
      .select()
      .from(urlKeys)
      .where(eq(urlKeys.urlKey, 'otimivet-gouttes-auriculaires-16'));
    expect(keys[0]?.isRedirect).toBe(true);
  });

  it('can be emptied and seeded again', async () => {
    await truncateAll(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    const again = await seedDemoData(handle.db, { size: 'small', today: TODAY });
    expect(again.products).toBe(300);
    const [first] = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'VS-000001'));
    expect(first?.id).toBe(1);
  });
});
