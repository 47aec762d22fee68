/**
 * "Add all to cart" of a 500-line standard order (issue 10 §6), the back-office part: the list read as its page
 * reads it (`GET /wishlists/{id}`: lines with the buyer's prices, stock and substitutes), then its lines sent to
 * the cart as the cart engine sends them, ONE sync batch of 500 transactions; the cart emptied between rounds
 * (not measured). The list is created by the bench, never by the seed. Figures, not assertions.
 *
 *   npm run bench:wishlist      (PGlite database in bench/.cache/pglite-medium, seeded on the first run)
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWorkspaces, ms, root, startNode, summarise, waitForServer, writeResultsSection } from './lib';

const BO_PORT = 4180;
const BO = `http://127.0.0.1:${BO_PORT}`;
const LINES = 500;
const ROUNDS = 15;
const LOGIN = 'vet@demo.test';

interface CartAnswer {
  uuid: string;
  lines: { product_id: number; qty: number; options: unknown }[];
  sync?: { rejected?: unknown[] };
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${BO}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function sync(token: string, body: unknown): Promise<CartAnswer | null> {
  const res = await call(token, 'POST', '/v2/cart/sync', body);
  return res.status === 204 ? null : ((await res.json()) as CartAnswer);
}

async function emptyCart(token: string): Promise<string | null> {
  const cart = await sync(token, { uuid: null, transactions: [] });
  if (cart && cart.lines.length > 0)
    await sync(token, {
      uuid: cart.uuid,
      transactions: cart.lines.map((l) => ({
        uuid: randomUUID(),
        product_id: l.product_id,
        qty: -l.qty,
        options: l.options,
      })),
    });
  return cart?.uuid ?? null;
}

/** LINES variants the vet may put in the cart (priced, ordered directly, not made to order), by name. */
async function orderableVariants(token: string): Promise<number[]> {
  const ids: number[] = [];
  type Hit = { flags: { order_mode: string; is_mto: boolean }; variants: { id: number; price: unknown }[] };
  for (let page = 1; ids.length < LINES && page < 100; page++) {
    const res = await call(
      token,
      'GET',
      `/search/products?page_size=100&page=${page}&sort=name_asc&locale=fr`,
    );
    const { hits } = (await res.json()) as { hits: Hit[] };
    if (hits.length === 0) break;
    for (const hit of hits)
      for (const v of hit.variants)
        if (ids.length < LINES && v.price !== null && hit.flags.order_mode === 'direct' && !hit.flags.is_mto)
          ids.push(v.id);
  }
  return ids;
}

buildWorkspaces(['@vetshop/backoffice']);
const dataDir = join(root, 'bench', '.cache', 'pglite-medium');
if (!existsSync(dataDir)) console.log('(first run: the medium catalogue is seeded, about a minute)');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_SIZE: 'medium',
  LOG_LEVEL: 'warn',
});
try {
  await waitForServer(`${BO}/health`, bo, 300_000);
  const login = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: 'demo1234' }),
  });
  const token = /vetshop_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;
  const ids = await orderableVariants(token);
  const created = (await (
    await call(token, 'POST', '/wishlists', {
      name: `Bench ${LINES} lignes ${randomUUID().slice(0, 8)}`,
      lines: ids.map((id) => ({ product_id: id, quantity: 1 + (id % 3) })),
    })
  ).json()) as { id: number; line_count: number };

  const read: number[] = [];
  const batch: number[] = [];
  const total: number[] = [];
  let rejected = 0;
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const uuid = await emptyCart(token);
    const t0 = performance.now();
    const res = await call(token, 'GET', `/wishlists/${created.id}`);
    const list = (await res.json()) as {
      lines: { product_id: number; quantity: number; product: unknown }[];
    };
    bytes = JSON.stringify(list).length;
    const t1 = performance.now();
    const cart = await sync(token, {
      uuid,
      transactions: list.lines
        .filter((l) => l.product !== null)
        .map((l) => ({ uuid: randomUUID(), product_id: l.product_id, qty: l.quantity, options: null })),
    });
    const t2 = performance.now();
    rejected = cart?.sync?.rejected?.length ?? 0;
    read.push(t1 - t0);
    batch.push(t2 - t1);
    total.push(t2 - t0);
  }
  await emptyCart(token);
  await call(token, 'DELETE', `/wishlists/${created.id}`);

  const rows = [
    ['`GET /wishlists/{id}` (500 lines with prices, stock, substitutes)', summarise(read)],
    ['one sync batch of the 500 lines (`POST /v2/cart/sync`)', summarise(batch)],
    ['both: the back-office part of "add all to cart"', summarise(total)],
  ] as const;
  const section = [
    `## "Add all to cart" of a ${LINES}-line standard order (medium catalogue, PGlite back office)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, back office alone on this machine, ${ROUNDS} rounds one after the other, the cart emptied between rounds (\`npm run bench:wishlist\`). The list: ${created.line_count} lines created by the bench (${Math.round(bytes / 1024)} KB of JSON); ${rejected} line(s) refused by the cart.`,
    '',
    '| step | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|',
    ...rows.map(([what, f]) => `| ${what} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} |`),
    '',
  ].join('\n');
  console.log(section);
  writeResultsSection('wishlist-add-all', section);
} finally {
  bo.kill('SIGTERM');
}
