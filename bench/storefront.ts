/**
 * Storefront figures on the LARGE demo catalogue, against the framework floor measured in the same run
 * (issue 18, "How it is measured"):
 *
 * - the floor: a bare React Router 7 framework app (bench/floor: one route, a loader returning 12 items, rendered
 *   as a list) behind the storefront's server stack (Express, compression, @react-router/express), built and
 *   started here with the storefront's installed packages;
 * - the shop's pages, guest (home, category, product, search) and signed in as a demo buyer (home, product, the
 *   cart with 20 lines, the account dashboard), each measured between two runs of the floor — floor, page, floor,
 *   page, …, floor — with the same 20 connections (autocannon) for the same time, so that each page's share of
 *   the floor's pages/s compares runs seconds apart on a shared machine;
 * - per page: pages/s, share of the floor (mean of the two adjacent floor runs), p95 at 20 clients, the CPU time
 *   each server spent per page (where the machine's two cores go: storefront, back office, database), HTML bytes
 *   (raw, gzip), render-blocking stylesheets (count, raw and gzip bytes), JavaScript of a first visit (gzip),
 *   and the message keys of the storefront's catalogue found in the HTML (staff keys apart: a buyer's page
 *   never shows them);
 * - Lighthouse (mobile preset, Debian's Chromium) for the product page.
 *
 *   npm run bench:storefront                      (15 s per run; writes bench/RESULTS.md)
 *   npm run bench:storefront -- --quick           (3 s per run, no RESULTS.md: a smoke run)
 *   npm run bench:storefront -- --seconds 10 --rounds 2   (the whole alternation twice, figures averaged)
 *   npm run bench:storefront -- --postgres postgres://user:pass@host/db
 *       (the back office on that PostgreSQL database, one process per core; an empty database is seeded with the
 *        large catalogue on the first run; its own section of RESULTS.md)
 *
 * The PGlite database lives in bench/.cache (seeded with the large catalogue on the first run, a few minutes).
 * Every run's figures are also kept as JSON in bench/.cache/storefront-*.json. Loopback only; bounded in time.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildWorkspaces,
  ms,
  root,
  startNode,
  summarise,
  waitForServer,
  writeResultsSection,
  cpuReading,
  orderableVariants,
  type Figures,
  type ProcessGroup,
} from './lib';

// BENCH_PORT_OFFSET moves the three ports, for two runs side by side (another work tree).
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const BO_PORT = 4150 + offset;
const SF_PORT = 3150 + offset;
const FLOOR_PORT = 3250 + offset;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
const CONNECTIONS = 20;
const BUYER = 'vet@demo.test';
const PASSWORD = 'demo1234';
const CART_LINES = 20;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const quick = args.includes('--quick');
// The back office on a PostgreSQL server (one process per core, as `npm start` runs it there) instead of PGlite:
// the URL of an empty database (seeded with the large catalogue on the first run) or of one seeded before.
const postgresUrl = option('--postgres');
const seconds = Number(option('--seconds') ?? (quick ? 3 : 15));
const rounds = Number(option('--rounds') ?? 1);
// Lighthouse's score moves with the machine's load: the median of several runs.
const lighthouseRuns = Number(option('--lighthouse-runs') ?? (quick ? 1 : 3));

export interface Load {
  pagesPerSecond: number;
  /**
   * CPU time (ms, user + system) per page answered, by process group during the run: the floor's server, the
   * storefront's (primary and workers), the back office's, the database server's (PostgreSQL only) and the load
   * generator (this process). When the machine's cores are the limit, pages/s ≈ cores × 1000 ÷ the total.
   */
  cpu: Record<string, number>;
  figures: Figures;
  non200: number;
  /** What the non-200 answers were: status codes, `errors` (connection errors), `timeouts` (over 30 s). */
  failures: Record<string, number>;
}

/** The process groups whose CPU time each run measures (set once the servers are started). */
let processGroups: Record<string, ProcessGroup> = {};

/** `CONNECTIONS` clients for `duration` seconds on one URL; pages/s counts the 200 answers only. */
async function load(base: string, path: string, duration: number, cookie?: string): Promise<Load> {
  const cpuBefore = cpuReading(processGroups);
  const ownBefore = process.cpuUsage();
  const samples: number[] = [];
  let non200 = 0;
  const failures: Record<string, number> = {};
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (cookie) headers.cookie = cookie;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      // A page slower than autocannon's default 10 s is counted as slow, not as an error (the shared machine).
      { url: `${base}${path}`, connections: CONNECTIONS, duration, headers, timeout: 30 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) samples.push(responseTime);
      else {
        non200++;
        failures[status] = (failures[status] ?? 0) + 1;
      }
    });
  });
  const cpuAfter = cpuReading(processGroups);
  const own = process.cpuUsage(ownBefore);
  const pages = Math.max(samples.length, 1);
  const cpu: Record<string, number> = {};
  for (const [group, after] of Object.entries(cpuAfter)) {
    const used = (after - (cpuBefore[group] ?? 0)) / pages;
    if (used > 0) cpu[group] = used;
  }
  cpu['load generator'] = (own.user + own.system) / 1000 / pages;
  return {
    pagesPerSecond: samples.length / Math.max(result.duration, 1e-3),
    cpu,
    figures: summarise(samples),
    non200: non200 + result.errors + result.timeouts,
    failures: {
      ...failures,
      ...(result.errors ? { errors: result.errors } : {}),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
    },
  };
}

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  status: number;
  html: { raw: number; gzip: number };
  css: Bytes;
  js: Bytes;
  /**
   * Message keys of the storefront's catalogue present in the HTML; staff: those of the staff features; unused:
   * those no route module of the page can show (per the route → keys list the storefront generates from its
   * sources, app/i18n/route-messages.generated.json), null when that list is not there.
   */
  messages: { keys: number; staff: number; unused: number | null; features: number };
}

const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;

/** The attributes of every `<link>` tag of a document. */
function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

async function sumFiles(base: string, urls: Iterable<string>): Promise<Bytes> {
  const total: Bytes = { files: 0, raw: 0, gzip: 0 };
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    total.files++;
    total.raw += body.length;
    total.gzip += gzipSize(body);
  }
  return total;
}

/**
 * The storefront's message keys by feature, read from the sources (`features/<name>/messages.ts`): `'key': …`
 * entries. Cheap: a key found in a page's HTML as a JSON string means the page carries that message.
 */
function catalogueKeys(appDir: string): Map<string, string> {
  const keys = new Map<string, string>();
  const features = join(appDir, 'features');
  if (!existsSync(features)) return keys;
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'messages.ts');
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s+'([A-Za-z][\w.-]*)':/gm))
      keys.set(m[1]!, feature);
  }
  return keys;
}

/**
 * Which message keys each route's code can show (route id → keys), as the storefront generates them from its
 * sources; BENCH_ROUTE_MESSAGES may name the file (to judge an older commit by today's list). Null when absent.
 */
function routeMessages(appDir: string): Map<string, Set<string>> | null {
  const file = process.env.BENCH_ROUTE_MESSAGES ?? join(appDir, 'i18n', 'route-messages.generated.json');
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(
    Object.entries(json).map(([id, keys]) => [id, new Set(Array.isArray(keys) ? keys.map(String) : [])]),
  );
}

/** The object literal assigned after `marker` in a document (balanced braces, strings skipped), parsed as JSON. */
function assignedJson(html: string, marker: string): unknown {
  const at = html.indexOf(marker);
  const start = at < 0 ? -1 : html.indexOf('{', at);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The ids of the routes a document renders: the manifest's routes whose module the page imports. */
function matchedRouteIds(html: string): string[] {
  const manifest = assignedJson(html, 'window.__reactRouterManifest') as {
    routes?: Record<string, { module?: string }>;
  } | null;
  const imported = new Set([...html.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((m) => m[1]!));
  return Object.entries(manifest?.routes ?? {})
    .filter(([, r]) => r.module !== undefined && imported.has(r.module))
    .map(([id]) => id);
}

/** A page's weight on a first visit: its HTML, the stylesheets it links, the module scripts it loads. */
async function weigh(
  base: string,
  path: string,
  keys: Map<string, string>,
  used: Map<string, Set<string>> | null,
  cookie?: string,
): Promise<PageWeight> {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const links = linkTags(html);
  // Render-blocking: a stylesheet link that applies to the screen now (not print, not disabled).
  const stylesheets = new Set(
    links
      .filter((l) => l.rel === 'stylesheet' && l.href && (!l.media || /screen|all/.test(l.media)))
      .map((l) => l.href!),
  );
  const scripts = new Set(links.filter((l) => l.rel === 'modulepreload' && l.href).map((l) => l.href!));
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/(?:import\(|from\s*)"([^"]+\.js)"/g)) scripts.add(m[1]!);
  let inHtml = 0;
  let staff = 0;
  let unused = 0;
  const features = new Set<string>();
  const routes = matchedRouteIds(html);
  const canShow = new Set(routes.flatMap((id) => [...(used?.get(id) ?? [])]));
  for (const [key, feature] of keys)
    // A JSON string in the document, or one inside a script's string literal (React Router's streamed data).
    if (html.includes(`"${key}"`) || html.includes(`"${key}\\"`)) {
      inHtml++;
      features.add(feature);
      if (feature.startsWith('staff')) staff++;
      if (!canShow.has(key)) unused++;
    }
  return {
    status: res.status,
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
    css: await sumFiles(base, stylesheets),
    js: await sumFiles(base, scripts),
    messages: {
      keys: inHtml,
      staff,
      unused: used && routes.length > 0 ? unused : null,
      features: features.size,
    },
  };
}

async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const failedAudits = result
      ? Object.values(result.lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id)
      : [];
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '–';
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      failedAudits,
      runtimeError: result?.lhr.runtimeError?.message ?? null,
      metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    };
  } finally {
    await chrome.kill();
  }
}

/** Signs the demo buyer in through the storefront's own form; the cookies its answer sets. */
async function signIn(): Promise<string> {
  const res = await fetch(`${SF}/fr/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: BUYER, password: PASSWORD }).toString(),
    redirect: 'manual',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (res.status !== 302 && res.status !== 303) throw new Error(`storefront sign-in: ${res.status}`);
  const account = await fetch(`${SF}/fr/account`, { headers: { cookie }, redirect: 'manual' });
  if (account.status !== 200) throw new Error(`signed-in /fr/account answers ${account.status}`);
  return cookie;
}

async function cartSync(token: string, body: unknown): Promise<{ uuid: string; lines: CartLine[] } | null> {
  const res = await fetch(`${BO}/v2/cart/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status === 204) return null;
  if (!res.ok) throw new Error(`cart sync ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as { uuid: string; lines: CartLine[] };
}
type CartLine = { product_id: number; qty: number; options: unknown };

/** The buyer's cart, emptied, then one unit of `CART_LINES` directly orderable variants (through the back office). */
async function fillCart(): Promise<number> {
  const login = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: BUYER, password: PASSWORD }),
  });
  const token = /vetshop_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1];
  if (!token) throw new Error(`back-office sign-in: ${login.status}`);
  const current = await cartSync(token, { uuid: null, transactions: [] });
  if (current && current.lines.length > 0)
    await cartSync(token, {
      uuid: current.uuid,
      transactions: current.lines.map((l) => ({
        uuid: randomUUID(),
        product_id: l.product_id,
        qty: -l.qty,
        options: l.options,
      })),
    });
  const ids = await orderableVariants(BO, token, CART_LINES);
  const cart = await cartSync(token, {
    uuid: current?.uuid ?? null,
    transactions: ids.map((id) => ({ uuid: randomUUID(), product_id: id, qty: 1, options: null })),
  });
  return cart?.lines.length ?? 0;
}

export interface PageRow {
  name: string;
  path: string;
  signedIn: boolean;
  /** Goal of issue 18: share of the floor's pages/s (guest 50 %, signed in 30 %). */
  goalShare: number;
  load: Load;
  /** The floor's pages/s in the runs just before and after this page's, averaged over the rounds. */
  floorPagesPerSecond: number;
  weight: PageWeight;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

/** The averages of several loads of one URL (several rounds). */
function mean(loads: Load[]): Load {
  const avg = (f: (l: Load) => number) => loads.reduce((s, l) => s + f(l), 0) / loads.length;
  const groups = [...new Set(loads.flatMap((l) => Object.keys(l.cpu)))];
  return {
    pagesPerSecond: avg((l) => l.pagesPerSecond),
    cpu: Object.fromEntries(groups.map((g) => [g, avg((l) => l.cpu[g] ?? 0)])),
    figures: {
      ...loads[0]!.figures,
      p50: avg((l) => l.figures.p50),
      p95: avg((l) => l.figures.p95),
      p99: avg((l) => l.figures.p99),
      n: loads.reduce((s, l) => s + l.figures.n, 0),
    },
    non200: loads.reduce((s, l) => s + l.non200, 0),
    failures: loads.reduce<Record<string, number>>((all, l) => {
      for (const [k, n] of Object.entries(l.failures)) all[k] = (all[k] ?? 0) + n;
      return all;
    }, {}),
  };
}

function goalsMissed(row: PageRow): string[] {
  const missed: string[] = [];
  const share = row.load.pagesPerSecond / row.floorPagesPerSecond;
  if (share < row.goalShare) missed.push(`share < ${pct(row.goalShare)}`);
  if (row.weight.css.files > 3) missed.push('> 3 stylesheets');
  const { staff, unused } = row.weight.messages;
  if (unused !== null ? unused > 0 : staff > 0) missed.push('unused messages');
  if (row.name === 'guest product' && row.weight.js.gzip > 120 * 1024) missed.push('JS > 120 KB');
  return missed;
}

/**
 * A server's error output without React's "destination stream closed early" and its stack: autocannon closes
 * its connections at the end of each run, and the pages then being streamed are aborted, as expected.
 */
function quietAborts(line: string, previous: string | null): boolean {
  if (line.includes('The destination stream closed early')) return false;
  // The stack under a dropped line (only the aborts are dropped).
  return !(previous !== null && /^\s+at /.test(line));
}

// --- the run ---------------------------------------------------------------------------------------------

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const floorDir = join(root, 'bench', 'floor');
const floorBuild = spawnSync('npx', ['react-router', 'build'], { cwd: floorDir, stdio: 'inherit' });
if (floorBuild.status !== 0) process.exit(1);

const dataDir = join(root, 'bench', '.cache', 'pglite-large');
if (!postgresUrl && !existsSync(dataDir))
  console.log('(first run: the large catalogue is seeded, a few minutes)');
// Both apps: a production storefront refuses to start without it (apps/storefront/proxy-secret.js).
const proxySecret = randomBytes(24).toString('base64url');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { PGLITE_DIR: dataDir, DATABASE_URL: '' }),
  DEMO_SIZE: 'large',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXY_SECRET: proxySecret,
});
const sf = startNode(
  ['apps/storefront/server.js'],
  {
    NODE_ENV: 'production',
    PORT: String(SF_PORT),
    ERP_URL: BO,
    SEARCH_URL: `${BO}/search`,
    // A production start refuses to sign sessions without one; this run's own.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUSTED_PROXY_SECRET: proxySecret,
  },
  quietAborts,
);
const floor = startNode(
  ['bench/floor/server.js'],
  { NODE_ENV: 'production', PORT: String(FLOOR_PORT) },
  quietAborts,
);
try {
  await waitForServer(`${FLOOR}/`, floor, 60_000);
  await waitForServer(`${BO}/health`, bo, 60 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  processGroups = {
    floor: { roots: [floor.pid!] },
    storefront: { roots: [sf.pid!] },
    'back office': { roots: [bo.pid!] },
    // Every backend of the machine's PostgreSQL server (other databases' work too, if any runs meanwhile).
    ...(postgresUrl ? { database: { commandPrefix: 'postgres: ' } } : {}),
  };
  const categories = (await (await fetch(`${BO}/search/categories?locale=fr`)).json()) as {
    items: { url_key: string }[];
  };
  const product = (await (await fetch(`${BO}/search/products?q=VS-000001-1`)).json()) as {
    exact_match: { url_key: string };
  };
  const lines = await fillCart();
  const cookie = await signIn();
  console.log(`  signed in as ${BUYER}, cart of ${lines} lines`);
  const productPath = `/fr/p/${product.exact_match.url_key}`;
  const pages: Omit<PageRow, 'load' | 'floorPagesPerSecond' | 'weight'>[] = [
    { name: 'guest home', path: '/fr/', signedIn: false, goalShare: 0.5 },
    {
      name: 'guest category',
      path: `/fr/c/${categories.items[0]!.url_key}`,
      signedIn: false,
      goalShare: 0.5,
    },
    { name: 'guest product', path: productPath, signedIn: false, goalShare: 0.5 },
    { name: 'guest search', path: '/fr/search?q=amoxicilline', signedIn: false, goalShare: 0.5 },
    { name: 'signed-in home', path: '/fr/', signedIn: true, goalShare: 0.3 },
    { name: 'signed-in product', path: productPath, signedIn: true, goalShare: 0.3 },
    { name: `signed-in cart (${lines} lines)`, path: '/fr/cart', signedIn: true, goalShare: 0.3 },
    { name: 'signed-in account', path: '/fr/account', signedIn: true, goalShare: 0.3 },
  ];
  const keys = catalogueKeys(join(root, 'apps', 'storefront', 'app'));
  const used = routeMessages(join(root, 'apps', 'storefront', 'app'));
  const floorWeight = await weigh(FLOOR, '/', keys, null);
  const weights: PageWeight[] = [];
  for (const page of pages) {
    const c = page.signedIn ? cookie : undefined;
    // Warm-up (the bodies read: an unread answer keeps its connection busy).
    for (let i = 0; i < 5; i++)
      await (await fetch(`${SF}${page.path}`, { headers: c ? { cookie: c } : {} })).text();
    const weight = await weigh(SF, page.path, keys, used, c);
    if (weight.status !== 200) throw new Error(`${page.name} ${page.path} answers ${weight.status}`);
    weights.push(weight);
  }
  for (let i = 0; i < 5; i++) await (await fetch(`${FLOOR}/`)).text();

  /**
   * When a run ends, the shop still works through the requests it had accepted (autocannon drops their answers,
   * the back office does not know): up to 20 slow pages, seconds of work that would fall into the next floor run.
   * One more request of the page answers once that backlog is through; then a second's pause.
   */
  const settle = async (path: string, signedIn: boolean) => {
    await (await fetch(`${SF}${path}`, { headers: signedIn ? { cookie } : {} })).text();
    await new Promise((r) => setTimeout(r, 1000));
  };

  // Warm-up under load (JIT, connection pools), not measured: the floor and every page, 2 s each.
  await load(FLOOR, '/', 2);
  for (const page of pages) {
    await load(SF, page.path, 2, page.signedIn ? cookie : undefined);
    await settle(page.path, page.signedIn);
  }

  // floor, page 1, floor, page 2, …, floor — the same connections and duration for every run.
  const floorRuns: Load[][] = [];
  const pageRuns: Load[][] = pages.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const floors: Load[] = [await load(FLOOR, '/', seconds)];
    console.log(`  round ${round + 1}: floor ${floors[0]!.pagesPerSecond.toFixed(0)} pages/s`);
    for (const [i, page] of pages.entries()) {
      const run = await load(SF, page.path, seconds, page.signedIn ? cookie : undefined);
      pageRuns[i]!.push(run);
      await settle(page.path, page.signedIn);
      floors.push(await load(FLOOR, '/', seconds));
      const around = (floors[i]!.pagesPerSecond + floors[i + 1]!.pagesPerSecond) / 2;
      console.log(
        `    ${page.name.padEnd(28)} ${run.pagesPerSecond.toFixed(0).padStart(4)} pages/s  ${pct(run.pagesPerSecond / around).padStart(5)} of the floor (${around.toFixed(0)})  p95 ${ms(run.figures.p95)} ms  CPU/page ${Object.entries(
          run.cpu,
        )
          .map(([g, v]) => `${g} ${ms(v)}`)
          .join(', ')} ms` + (run.non200 ? `  ${run.non200} non-200! ${JSON.stringify(run.failures)}` : ''),
      );
    }
    floorRuns.push(floors);
  }
  const floorMean = mean(floorRuns.flat());
  const serverGroups = Object.keys(processGroups).filter((g) => g !== 'floor');
  /** A run's CPU per page: each group's, then their sum (the load generator's apart). */
  const cpuCell = (l: Load, groups: string[]) => {
    const parts = groups.map((g) => l.cpu[g] ?? 0);
    const total = parts.reduce((a, b) => a + b, 0);
    return parts.length > 1 ? `${parts.map(ms).join(' + ')} = **${ms(total)}**` : `**${ms(total)}**`;
  };
  const rows: PageRow[] = pages.map((page, i) => ({
    ...page,
    load: mean(pageRuns[i]!),
    floorPagesPerSecond:
      floorRuns.reduce((s, f) => s + (f[i]!.pagesPerSecond + f[i + 1]!.pagesPerSecond) / 2, 0) / rounds,
    weight: weights[i]!,
  }));

  const header = `| page | pages/s | share of the floor | p95 ms | CPU ms per page: ${serverGroups.join(' + ')} = servers | HTML KB raw / gzip | CSS links, KB raw / gzip | JS gzip KB | message keys in HTML (staff, unused) | goals missed |`;
  const table = [
    header,
    '|---|---|---|---|---|---|---|---|---|---|',
    `| **floor** (bench/floor, \`/\`) | ${floorMean.pagesPerSecond.toFixed(0)} | 100 % | ${ms(floorMean.figures.p95)} | ${cpuCell(floorMean, ['floor'])} | ${kb(floorWeight.html.raw)} / ${kb(floorWeight.html.gzip)} | ${floorWeight.css.files}, ${kb(floorWeight.css.raw)} / ${kb(floorWeight.css.gzip)} | ${kb(floorWeight.js.gzip)} | – | |`,
    ...rows.map((r) => {
      const w = r.weight;
      const missed = goalsMissed(r);
      return `| ${r.name} \`${r.path}\` | ${r.load.pagesPerSecond.toFixed(0)} | ${pct(r.load.pagesPerSecond / r.floorPagesPerSecond)} (floor ${r.floorPagesPerSecond.toFixed(0)}) | ${ms(r.load.figures.p95)} | ${cpuCell(r.load, serverGroups)} | ${kb(w.html.raw)} / ${kb(w.html.gzip)} | ${w.css.files}, ${kb(w.css.raw)} / ${kb(w.css.gzip)} | ${kb(w.js.gzip)} | ${w.messages.keys} (${w.messages.staff}, ${w.messages.unused ?? '?'}) | ${missed.length ? missed.join(', ') : 'none'}${r.load.non200 ? `; ${r.load.non200} non-200 answers` : ''} |`;
    }),
  ];
  console.log(`\n${table.join('\n')}\n`);

  const lighthouseResults: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    const one = await lighthouseScores(`${SF}${productPath}`);
    lighthouseResults.push(one);
    console.log(
      `  lighthouse product page: performance ${one.performance}, accessibility ${one.accessibility}, SEO ${one.seo} (${one.metrics})` +
        (one.runtimeError ? ` — ${one.runtimeError}` : ''),
    );
  }
  // The run of median performance.
  const lh = [...lighthouseResults].sort((a, b) => a.performance - b.performance)[
    Math.floor(lighthouseResults.length / 2)
  ]!;

  const measured = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  mkdirSync(join(root, 'bench', '.cache'), { recursive: true });
  writeFileSync(
    join(
      root,
      'bench',
      '.cache',
      `storefront-${postgresUrl ? 'postgres-' : ''}${measured.replace(/[ :]/g, '-')}.json`,
    ),
    JSON.stringify(
      {
        measured,
        commit,
        seconds,
        rounds,
        floor: { load: floorMean, weight: floorWeight },
        rows,
        lh,
        keys: keys.size,
      },
      null,
      1,
    ),
  );
  const section = [
    `## Storefront against the framework floor — large catalogue (50,000 products, ${postgresUrl ? 'PostgreSQL 15 server, back office on every core' : 'PGlite back office'})`,
    '',
    `Measured ${measured} UTC at ${commit}, Node ${process.version} (\`npm run bench:storefront\`): storefront, back office, floor and load generator on the same 2-core machine, shared with other work (figures move by ±20 % from run to run; the share of the floor compares runs seconds apart). ${CONNECTIONS} connections (autocannon, gzip accepted) for ${seconds} s per run, alternated floor, page, floor, page, …, floor (after each page run, one more request of the page drains what the shop still had to do, then 1 s)${rounds > 1 ? `, ${rounds} rounds averaged` : ''}; pages/s counts 200 answers; a page's share is its pages/s over the mean of the floor runs just before and after it. The floor is bench/floor: React Router 7 framework mode behind Express + compression, one route whose loader returns 12 items. HTML and files: bytes as served and gzip level 6; CSS = the render-blocking \`<link rel="stylesheet">\` of the page; JS = the module scripts and preloads of a first visit. Message keys: keys of the storefront's ${keys.size}-key catalogue (features' messages.ts) found in the HTML. CPU ms per page: the user + system time of each server's processes during the page's run (Linux /proc: the storefront's primary and workers, the back office's${postgresUrl ? ', every backend of the PostgreSQL server' : ''}) over the pages answered; the load generator's own apart. With both cores busy, a page's share of the floor is roughly the floor's CPU per page over the page's (the load generator's included on both sides). Signed in: ${BUYER}.`,
    '',
    ...table,
    '',
    `Lighthouse (mobile preset, simulated throttling, the median of ${lighthouseResults.length} run${lighthouseResults.length > 1 ? 's' : ''}: ${lighthouseResults.map((r) => r.performance).join(', ')}) on the guest product page: performance **${lh.performance}**, accessibility **${lh.accessibility}**, SEO **${lh.seo}** (targets ≥ 95, 100, 100; ${lh.metrics}).` +
      (lh.failedAudits.length ? ` Audits below 0.9: ${lh.failedAudits.join(', ')}.` : ''),
    '',
  ];
  if (!quick) writeResultsSection(postgresUrl ? 'storefront-postgres' : 'storefront', section.join('\n'));
  console.log(quick ? '(quick run: RESULTS.md not written)' : 'Figures written to bench/RESULTS.md');
} finally {
  floor.kill('SIGTERM');
  sf.kill('SIGTERM');
  bo.kill('SIGTERM');
}
