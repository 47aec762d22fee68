/**
 * Cart sync latency alone (issue 19 §3), on the LARGE catalogue: `npm run bench`'s "cart sync, 1 transaction on
 * an N-line cart" scenario without the rest of the suite, so that two versions of the back office can be compared
 * run after run on a shared machine (alternate them: its noise moves both).
 *
 *   node --import tsx bench/cart-sync.ts --engine postgres --lines 200     # BENCH_DATABASE_URL: a seeded database
 *   node --import tsx bench/cart-sync.ts --engine pglite --lines 1000      # bench/.cache/pglite-large (npm run bench)
 *   ... --tree /path/to/another/checkout                                   # that checkout's back office instead
 *   ... --cpu-prof /tmp/prof                                               # the back office's CPU profile there
 *
 * The back office runs from its sources (tsx, one process) on 127.0.0.1 on a free port; nothing is built and
 * bench/RESULTS.md is not written: the figures are printed (one JSON line at the end).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ms, root, sequential, summarise, waitForServer } from './lib';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const engine = arg('--engine') ?? 'postgres';
const lines = Number(arg('--lines') ?? 200);
const samples = Number(arg('--samples') ?? 200);
const tree = resolve(arg('--tree') ?? root);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (engine === 'postgres' && !databaseUrl) throw new Error('--engine postgres needs BENCH_DATABASE_URL');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const cpuProf = arg('--cpu-prof');
const profiling = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProf)}`] : [];
const child = spawn(
  process.execPath,
  [...profiling, '--import', 'tsx', join(tree, 'apps/backoffice/src/server.ts')],
  {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(engine === 'postgres'
        ? { DATABASE_URL: databaseUrl }
        : { DATABASE_URL: '', PGLITE_DIR: arg('--pglite-dir') ?? join(root, 'bench/.cache/pglite-large') }),
      BACKOFFICE_PORT: String(port),
      HOST: '127.0.0.1',
      FILE_STORE_DIR: mkdtempSync(join(tmpdir(), 'vetshop-bench-files-')),
      DEMO_SIZE: 'large',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'accept-language': 'fr' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 204)
    throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

try {
  await waitForServer(`${base}/health`, child, 30 * 60 * 1000);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'vet@demo.test', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in → ${login.status}: ${(await login.text()).slice(0, 200)}`);
  // Every cookie the sign-in sets (the session's and the device's), as a browser would send them back.
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // The same variants and cart as bench/run.ts: priced in-stock variants, the cart filled in one batch.
  const hits: number[] = [];
  for (let page = 1; hits.length < Math.min(lines, 1000) && page <= 60; page++) {
    const res = await api(cookie, 'GET', `/search/products?page_size=100&page=${page}&stock_state=in_stock`);
    for (const h of res.hits as { variants: { id: number; price: unknown }[] }[])
      for (const v of h.variants) if (v.price) hits.push(v.id);
  }
  const current = await api(cookie, 'POST', '/v2/cart/sync', { uuid: null, transactions: [] });
  if (current?.lines?.length)
    await api(cookie, 'POST', '/v2/cart/sync', {
      uuid: current.uuid,
      transactions: current.lines.map((l: { product_id: number; qty: number; options: unknown }) => ({
        uuid: randomUUID(),
        product_id: l.product_id,
        qty: -l.qty,
        options: l.options,
      })),
    });
  const filled = await api(cookie, 'POST', '/v2/cart/sync', {
    uuid: null,
    transactions: Array.from({ length: lines }, (_, i) => ({
      uuid: randomUUID(),
      product_id: hits[i % hits.length]!,
      qty: 1 + (i % 3),
      options: i >= hits.length ? { line: i } : null,
    })),
  });
  const one = (i: number) =>
    api(cookie, 'POST', '/v2/cart/sync', {
      uuid: filled.uuid,
      transactions: [{ uuid: randomUUID(), product_id: hits[i % Math.min(lines, hits.length)]!, qty: 1 }],
    });
  for (let i = 0; i < 20; i++) await one(i); // warm-up
  const figures = summarise(await sequential(samples, one));
  console.log(
    `cart sync, 1 transaction on a ${lines}-line cart (${engine}, ${tree}): ` +
      `p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)} ms`,
  );
  console.log(JSON.stringify({ engine, lines, tree, ...figures }));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
