import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cart } from '@vetshop/contract';
import { queryRows, type Database, type DbHandle } from '@vetshop/db';
import { openTestDatabase } from '@vetshop/db/testing';
import { DEMO_PASSWORD } from '@vetshop/demo-data';
import type { OrderMode } from '@vetshop/domain';
import { createPostgresSearchEngine } from '@vetshop/search';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createContext, type AppContext } from '../src/context';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  handle: DbHandle;
  /** The PostgreSQL copy this app works on, for a second back-office process (null on PGlite). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** A back office on a private copy of the golden database (small demo catalogue, index built). */
export async function createTestApp(
  opts: { now?: () => Date; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const { env = {}, ...rest } = opts;
  const handle = await openTestDatabase();
  // Each app its own file folder (uploads), removed on close.
  const filesDir = mkdtempSync(join(tmpdir(), 'vetshop-files-'));
  const config = {
    ...loadConfig({ DEMO_SIZE: 'none', FILE_STORE_DIR: filesDir, ...env }),
    cartSyncPath: 'v2/cart/sync',
  };
  const ctx = createContext({
    dbHandle: handle,
    search: createPostgresSearchEngine(handle.db),
    config,
    ...rest,
  });
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    handle,
    databaseUrl: handle.url,
    close: async () => {
      await app.close();
      // A test may already have closed the database on purpose (the 503 case).
      await handle.close().catch(() => undefined);
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Signs in and returns the session cookie header value. */
export async function login(
  app: FastifyInstance,
  loginName: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { login: loginName, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${loginName} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'vetshop_session');
  if (!cookie) throw new Error('no session cookie');
  return `vetshop_session=${cookie.value}`;
}

/**
 * A JSON call as a browser in `lang` makes it, with an optional session cookie:
 * `const json = jsonCaller(() => t.app)` then `json('POST', '/staff/cms/news', staff, body)`.
 */
export function jsonCaller(app: () => FastifyInstance) {
  return (
    method: InjectOptions['method'],
    url: string,
    cookie?: string,
    payload?: unknown,
    lang = 'fr',
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The professional registration form (POST registrations) of a Belgian vet, valid as it stands; `extra` overrides. */
export const registrationForm = (
  email: string,
  countryId: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  title: 'doctor',
  first_name: 'Anne',
  last_name: 'Lambert',
  email,
  mobile: '+32 470 12 34 56',
  company_name: `Clinique ${email}`,
  vat: 'BE0202.239.951',
  street: 'Rue des Prés 4',
  zip: '5000',
  city: 'Namur',
  country_id: countryId,
  function: 'veterinary',
  activities: ['pets', 'equine'],
  vet_registration_number: 'F1234',
  accept_terms: true,
  accept_data_storage: true,
  lang: 'nl',
  ...extra,
});

export interface Tx {
  uuid: string;
  product_id: number;
  qty: number;
  options?: Record<string, unknown> | null;
}

export const tx = (productId: number, qty: number, options?: Record<string, unknown> | null): Tx => ({
  uuid: randomUUID(),
  product_id: productId,
  qty,
  ...(options !== undefined ? { options } : {}),
});

export function sync(
  app: FastifyInstance,
  cookie: string,
  uuid: string | null,
  transactions: Tx[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v2/cart/sync',
    headers: { cookie, ...headers },
    payload: { uuid, transactions },
  });
}

export function cartOf(res: LightMyRequestResponse): Cart {
  if (res.statusCode !== 200) throw new Error(`expected a cart, got ${res.statusCode}: ${res.body}`);
  return res.json<Cart>();
}

export function lineQty(
  cart: Cart,
  productId: number,
  options: Record<string, unknown> | null = null,
): number {
  const key = JSON.stringify(options ?? null);
  return cart.lines
    .filter((l) => l.product_id === productId && JSON.stringify(l.options ?? null) === key)
    .reduce((s, l) => s + l.qty, 0);
}

export interface VariantPick {
  id: number;
  productId: number;
  sku: string;
  qtyAvailable: number;
}

/**
 * Sellable variants of the demo catalogue chosen by what a test needs, read from the database so the
 * tests do not depend on generated ids. `role` = the pricelist that must price it today.
 */
export async function pickVariants(
  db: Database,
  opts: {
    role?: string;
    minStock?: number;
    maxStock?: number;
    count?: number;
    veterinaryOnly?: boolean;
    notSoldOnWebsite?: boolean;
    orderMode?: OrderMode;
    maxGrossCents?: number;
    minGrossCents?: number;
  } = {},
): Promise<VariantPick[]> {
  const role = opts.role ?? 'veterinary';
  const rows = await queryRows<{ id: number; product_id: number; sku: string; qty: number }>(
    db,
    sql`
    select v.id, v.product_id, v.sku, s.qty_available as qty
    from variants v
    join products p on p.id = v.product_id
    join stock s on s.variant_id = v.id
    where v.active and p.active
      and p.not_sold_on_website = ${opts.notSoldOnWebsite ?? false}
      and p.veterinary_only = ${opts.veterinaryOnly ?? false}
      and p.order_mode = ${opts.orderMode ?? 'direct'}
      and s.qty_available >= ${opts.minStock ?? 0}
      and s.qty_available <= ${opts.maxStock ?? 1_000_000}
      and exists (
        select 1 from price_rules r join pricelists pl on pl.id = r.pricelist_id
        where r.variant_id = v.id and r.kind = 'gross' and r.min_quantity <= 1 and pl.role = ${role}
          and (r.date_start is null or r.date_start <= current_date)
          and (r.date_end is null or r.date_end >= current_date)
          and r.price_cents between ${opts.minGrossCents ?? 0} and ${opts.maxGrossCents ?? 100_000_000})
    order by v.id
    limit ${opts.count ?? 1}`,
  );
  return rows.map((r) => ({ id: r.id, productId: r.product_id, sku: r.sku, qtyAvailable: Number(r.qty) }));
}
