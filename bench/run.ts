/**
 * Back-office benchmarks on the LARGE demo catalogue (50,000 products), on embedded PGlite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on that server too.
 *
 *   npm run bench                 # both engines when a server is configured
 *   npm run bench -- --engine pglite --quick
 *
 * It builds the back office, seeds the catalogue once into bench/.cache (kept between runs), starts the real
 * server as a child process on 127.0.0.1:4100, drives it over HTTP, reads its RSS from /proc, prints the
 * figures and writes them into bench/RESULTS.md. Loopback only; every loop is bounded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ms, root, sequential, summarise, throughput, writeResultsSection, type Figures } from './lib';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;
const PORT = 4100;
const BASE = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Result {
  engine: string;
  seedMs: number | null;
  seedPeakMb: number | null;
  startMs: number;
  rows: { name: string; target: string; figures: Figures; met: boolean | null }[];
  rssMb: number;
  peakRssMb: number;
}

async function waitHealthy(child: ChildProcess, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`back office exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('back office did not become healthy in time');
}

function rss(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

async function ensureServerDatabase(url: string): Promise<string> {
  const target = new URL(url);
  target.pathname = '/vetshop_bench';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'vetshop_bench'`);
  if (exists.rowCount === 0) await client.query('create database vetshop_bench');
  await client.end();
  return target.toString();
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; startMs: number; seeded: boolean; log: string[] }> {
  const log: string[] = [];
  const t = Date.now();
  const child = spawn(process.execPath, ['apps/backoffice/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...env,
      BACKOFFICE_PORT: String(PORT),
      DEMO_SIZE: 'large',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    const text = d.toString();
    log.push(text);
    process.stdout.write(`    ${text}`);
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`    ${d.toString()}`));
  await waitHealthy(child, 60 * 60 * 1000);
  return { child, startMs: Date.now() - t, seeded: log.join('').includes('demo data:'), log };
}

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'accept-language': 'fr' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 204)
    throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function runScenarios(engine: string, env: Record<string, string>): Promise<Result> {
  console.log(`\n=== ${engine} ===`);
  const first = await startServer(env);
  let { child, startMs } = first;
  const seeded = first.seeded;
  const seedMatch = /demo data: .*\((\d+) ms\)/.exec(first.log.join(''));
  let seedPeakMb: number | null = null;
  if (seeded) {
    // Seeding 50,000 products is a one-off: measure a back office started on the seeded database, as
    // it runs every other day (PGlite's memory never shrinks back after the seeding).
    seedPeakMb = rss(child.pid!).peakRssMb;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    ({ child, startMs } = await startServer(env));
  }
  try {
    const login = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'vet@demo.test', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const rows: Result['rows'] = [];
    const record = (
      name: string,
      target: string,
      samples: number[],
      limit: number | null,
      extra: Partial<Figures> = {},
    ) => {
      const figures = { ...summarise(samples), ...extra };
      rows.push({ name, target, figures, met: limit === null ? null : figures.p95 <= limit });
      console.log(
        `  ${name.padEnd(44)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)} ms` +
          (figures.throughput ? `  ${figures.throughput.toFixed(0)} req/s` : ''),
      );
    };
    const n = quick ? 50 : 400;

    // Search: text + 2 facet filters, with the vet's prices.
    const cats = (await api(cookie, 'GET', '/search/categories')).items as { id: number }[];
    const words = [
      'amoxicilline',
      'meloxicam',
      'chien',
      'seringue',
      'croquettes renal',
      'amoxiciline',
      'pipette chat',
      'gants nitrile',
      'vermifuge',
      'pansement',
    ];
    const species = ['dog', 'cat', 'horse', 'cattle'];
    const searchPath = (i: number) =>
      `/search/products?q=${encodeURIComponent(words[i % words.length]!)}&species=${species[i % species.length]}&stock_state=in_stock&stock_state=in_limited_stock&category=${cats[i % cats.length]!.id}&page_size=24`;
    for (let i = 0; i < 20; i++) await api(cookie, 'GET', searchPath(i)); // warm-up
    const search = await sequential(n, (i) => api(cookie, 'GET', searchPath(i)));
    const searchRps = await throughput(quick ? 3 : 10, 4, (i) => api(cookie, 'GET', searchPath(i)));
    record('search (text + 2 facet filters, 24 hits)', 'p95 ≤ 15 ms', search, 15, {
      throughput: searchRps,
      concurrency: 4,
    });

    const prefixes = [
      'amo',
      'melox',
      'chi',
      'ser',
      'croq',
      'amoxic',
      'pip',
      'gan',
      'verm',
      'pans',
      'enrof',
      'ivrem',
    ];
    const acPath = (i: number) =>
      `/search/autocomplete?q=${encodeURIComponent(prefixes[i % prefixes.length]!)}&size=8`;
    for (let i = 0; i < 20; i++) await api(cookie, 'GET', acPath(i));
    const ac = await sequential(n, (i) => api(cookie, 'GET', acPath(i)));
    const acRps = await throughput(quick ? 3 : 10, 4, (i) => api(cookie, 'GET', acPath(i)));
    record('autocomplete (8 suggestions)', 'p95 ≤ 10 ms', ac, 10, { throughput: acRps, concurrency: 4 });

    // Carts: variants the vet may buy.
    const hits: number[] = [];
    const skus: string[] = [];
    for (let page = 1; hits.length < 1000 && page <= 60; page++) {
      const res = await api(
        cookie,
        'GET',
        `/search/products?page_size=100&page=${page}&stock_state=in_stock`,
      );
      for (const h of res.hits as { variants: { id: number; sku: string; price: unknown }[] }[])
        for (const v of h.variants)
          if (v.price) {
            hits.push(v.id);
            skus.push(v.sku);
          }
    }
    const empty = async () => {
      const cart = await api(cookie, 'POST', '/v2/cart/sync', { uuid: null, transactions: [] });
      if (cart?.lines?.length)
        await api(cookie, 'POST', '/v2/cart/sync', {
          uuid: cart.uuid,
          transactions: cart.lines.map((l: { product_id: number; qty: number; options: unknown }) => ({
            uuid: randomUUID(),
            product_id: l.product_id,
            qty: -l.qty,
            options: l.options,
          })),
        });
    };
    const fill = async (lines: number) => {
      await empty();
      const txs = Array.from({ length: lines }, (_, i) => ({
        uuid: randomUUID(),
        product_id: hits[i % hits.length]!,
        qty: 1 + (i % 3),
        options: i >= hits.length ? { line: i } : null,
      }));
      return (await api(cookie, 'POST', '/v2/cart/sync', { uuid: null, transactions: txs })).uuid as string;
    };
    for (const size of [200, 1000]) {
      const uuid = await fill(size);
      const samples = await sequential(quick ? 30 : 200, (i) =>
        api(cookie, 'POST', '/v2/cart/sync', {
          uuid,
          transactions: [{ uuid: randomUUID(), product_id: hits[i % Math.min(size, hits.length)]!, qty: 1 }],
        }),
      );
      record(
        `cart sync, 1 transaction on a ${size}-line cart`,
        size === 200 ? 'p95 ≤ 20 ms' : 'p95 ≤ 100 ms',
        samples,
        size === 200 ? 20 : 100,
      );
    }

    const confirms: number[] = [];
    for (let i = 0; i < (quick ? 3 : 10); i++) {
      const uuid = await fill(200);
      const t = performance.now();
      await api(cookie, 'POST', '/carts/confirm', { uuid });
      confirms.push(performance.now() - t);
    }
    record('confirm of a 200-line cart', '≤ 1 s', confirms, 1000);

    // CSV order import: 1,000 rows (SKU;quantity, as practice software exports them) parsed, planned and
    // applied to an empty cart, timed from the upload to the report.
    const csv = ['SKU;Quantité', ...skus.slice(0, 1000).map((sku, i) => `${sku};${1 + (i % 4)}`)].join('\r\n');
    const imports: number[] = [];
    for (let i = 0; i < (quick ? 3 : 10); i++) {
      await empty();
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'commande.csv');
      const t = performance.now();
      const res = await fetch(`${BASE}/carts/csv?import_uuid=${randomUUID()}`, {
        method: 'POST',
        headers: { cookie, 'accept-language': 'fr' },
        body: form,
      });
      const report = await res.text();
      imports.push(performance.now() - t);
      if (!res.ok) throw new Error(`POST /carts/csv → ${res.status}: ${report.slice(0, 200)}`);
    }
    record(`CSV import of ${Math.min(1000, skus.length)} rows`, '≤ 2 s', imports, 2000);

    const memory = rss(child.pid!);
    console.log(
      `  back-office RSS now ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakRssMb.toFixed(0)} MB`,
    );
    return {
      engine,
      seedMs: seeded && seedMatch ? Number(seedMatch[1]) : null,
      seedPeakMb,
      startMs,
      rows,
      ...memory,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function markdown(results: Result[]): string {
  const lines = [
    `## Back office — large catalogue (50,000 products)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, ` +
      `${await_cpu()}, Node ${process.version}; client and server on the same machine (loopback). ` +
      `Latencies are measured by the client over HTTP, sequential requests after a warm-up; throughput with 4 concurrent clients.`,
    '',
  ];
  for (const r of results) {
    lines.push(`### ${r.engine}`, '');
    lines.push(
      `Start-up to healthy on the seeded database: ${(r.startMs / 1000).toFixed(1)} s.` +
        (r.seedMs
          ? ` Seeding the catalogue (first start, once): ${(r.seedMs / 1000).toFixed(1)} s, peak RSS ${r.seedPeakMb?.toFixed(0)} MB.`
          : ''),
      '',
    );
    lines.push(
      '| scenario | n | p50 ms | p95 ms | p99 ms | req/s | target | met |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const row of r.rows)
      lines.push(
        `| ${row.name} | ${row.figures.n} | ${ms(row.figures.p50)} | ${ms(row.figures.p95)} | ${ms(row.figures.p99)} | ${row.figures.throughput ? row.figures.throughput.toFixed(0) : '–'} | ${row.target} | ${row.met === null ? '–' : row.met ? 'yes' : '**no**'} |`,
      );
    lines.push(
      `| back-office RSS after the run (peak) | | ${r.rssMb.toFixed(0)} MB | (${r.peakRssMb.toFixed(0)} MB) | | | ≤ 400 MB | ${r.rssMb <= 400 ? 'yes' : '**no**'} |`,
      '',
    );
  }
  return lines.join('\n');
}

function await_cpu(): string {
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const model = /model name\s*:\s*(.*)/.exec(info)?.[1] ?? 'unknown CPU';
    const cores = (info.match(/^processor/gm) ?? []).length;
    return `${cores} × ${model}`;
  } catch {
    return 'unknown CPU';
  }
}

const build = spawnSync('npm', ['run', 'build', '-w', '@vetshop/backoffice'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);
const cache = join(root, 'bench', '.cache');
mkdirSync(cache, { recursive: true });
const results: Result[] = [];
if (!only || only === 'pglite')
  results.push(
    await runScenarios('PGlite (embedded)', { PGLITE_DIR: join(cache, 'pglite-large'), DATABASE_URL: '' }),
  );
if ((!only || only === 'postgres') && serverUrl) {
  results.push(
    await runScenarios('PostgreSQL server', { DATABASE_URL: await ensureServerDatabase(serverUrl) }),
  );
} else if (!only || only === 'postgres')
  console.log('\n(no BENCH_DATABASE_URL/TEST_DATABASE_URL: PostgreSQL pass skipped)');

const section = markdown(results);
if (!quick) writeResultsSection('backoffice', section);
console.log(quick ? '\n(quick run: bench/RESULTS.md not written)' : `\nFigures written to bench/RESULTS.md`);
