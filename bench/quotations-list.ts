/**
 * The quotation lists with hundreds of quotations (issue 10 §1 follow-up): `GET /quotations?page_size=999` for a
 * buyer with 320 quotations of 10 lines (each with its total: the cart's domain totals over the buyer's prices)
 * and the staff queue's biggest page, `GET /staff/quotations?page_size=100`, over the same quotations. The
 * quotations are drafts created by the bench for one generated customer and deleted at the end (no mail, nothing
 * left in the database). Sequential requests after a warm-up. Figures, not assertions.
 *
 *   npm run bench:quotations      (PGlite database in bench/.cache/pglite-medium, seeded on the first run)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildWorkspaces,
  ms,
  root,
  sequential,
  startNode,
  summarise,
  waitForServer,
  writeResultsSection,
} from './lib';

const BO_PORT = 4186;
const BO = `http://127.0.0.1:${BO_PORT}`;
const QUOTATIONS = 320;
const LINES = 10;
const ROUNDS = 40;
/** A generated customer no e2e journey or other bench uses. */
const BUYER = 'customer040@demo.test';
const STAFF = 'staff@demo.test';

async function session(login: string): Promise<string> {
  const res = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo1234' }),
  });
  const token = /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  if (!token) throw new Error(`no session for ${login}: ${res.status}`);
  return token;
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

/** 40 products the buyer may see and has a price for, by name. */
async function pricedProducts(token: string): Promise<number[]> {
  type Hit = { variants: { id: number; price: unknown }[] };
  const res = await call(token, 'GET', '/search/products?page_size=100&page=1&sort=name_asc&locale=fr');
  const { hits } = (await res.json()) as { hits: Hit[] };
  return hits
    .flatMap((h) => h.variants)
    .filter((v) => v.price !== null)
    .map((v) => v.id)
    .slice(0, 40);
}

buildWorkspaces(['@vetshop/backoffice']);
const dataDir = join(root, 'bench', '.cache', 'pglite-medium');
if (!existsSync(dataDir)) console.log('(first run: the medium catalogue is seeded, about a minute)');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  DEMO_SIZE: 'medium',
  LOG_LEVEL: 'warn',
});
const created: number[] = [];
let buyer = '';
try {
  await waitForServer(`${BO}/health`, bo, 300_000);
  buyer = await session(BUYER);
  const staff = await session(STAFF);
  const products = await pricedProducts(buyer);
  if (products.length < LINES) throw new Error(`only ${products.length} priced products for ${BUYER}`);
  for (let i = 0; i < QUOTATIONS; i++) {
    const lines = Array.from({ length: LINES }, (_, k) => ({
      product_id: products[(i + k * 3) % products.length]!,
      quantity: 1 + ((i + k) % 7),
    }));
    const res = await call(buyer, 'POST', '/quotations/create', { lines });
    created.push(((await res.json()) as { id: number }).id);
  }

  let listed = 0;
  let bytes = 0;
  const buyerList = async () => {
    const res = await call(buyer, 'GET', '/quotations?page_size=999');
    const text = await res.text();
    bytes = text.length;
    listed = (JSON.parse(text) as { items: unknown[] }).items.length;
  };
  const staffList = async () => {
    await (await call(staff, 'GET', '/staff/quotations?quotation_state=draft&page_size=100')).text();
  };
  await sequential(5, buyerList); // warm-up (JIT, caches), not reported
  await sequential(5, staffList);
  const own = summarise(await sequential(ROUNDS, buyerList));
  const queue = summarise(await sequential(ROUNDS, staffList));

  const section = [
    `## Quotation lists with ${QUOTATIONS} quotations of ${LINES} lines (medium catalogue, PGlite back office)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, back office alone on this machine, ${ROUNDS} requests one after the other after a warm-up (\`npm run bench:quotations\`). The bench creates ${QUOTATIONS} draft quotations of ${LINES} lines for ${BUYER} and deletes them at the end; the buyer's list answers ${listed} quotations (${Math.round(bytes / 1024)} KB of JSON), each with its total.`,
    '',
    '| call | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|',
    `| \`GET /quotations?page_size=999\` (the buyer's ${listed}) | ${ms(own.p50)} | ${ms(own.p95)} | ${ms(own.max)} |`,
    `| \`GET /staff/quotations?quotation_state=draft&page_size=100\` (the queue's largest page) | ${ms(queue.p50)} | ${ms(queue.p95)} | ${ms(queue.max)} |`,
    '',
  ].join('\n');
  console.log(section);
  writeResultsSection('quotations-list', section);
} finally {
  for (const id of created) await call(buyer, 'DELETE', `/quotations/${id}`).catch(() => undefined);
  bo.kill('SIGTERM');
}
