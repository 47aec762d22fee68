/**
 * Storefront figures on the LARGE demo catalogue: SSR latency of the home, category, product and search pages
 * under 20 concurrent clients (autocannon), JavaScript transferred per page (gzip), and Lighthouse (mobile
 * preset, Debian's Chromium) for the product page. Loopback only; every run is bounded in time.
 *
 *   npm run bench:storefront            (PGlite database of bench/.cache, seeded by `npm run bench` if needed)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
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
  type Figures,
} from './lib';

const BO_PORT = 4150;
const SF_PORT = 3150;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;
const quick = process.argv.includes('--quick');

async function latency(path: string, seconds: number): Promise<Figures> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${SF}${path}`, connections: 20, duration: seconds, headers: { 'accept-encoding': 'gzip' } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) samples.push(responseTime);
    });
  });
  const figures = summarise(samples);
  return { ...figures, throughput: result.requests.average, concurrency: 20 };
}

/** JavaScript a first visit downloads: the module scripts and preloads of the HTML, gzip-compressed. */
async function javascriptBytes(path: string): Promise<{ files: number; gzip: number; raw: number }> {
  const html = await (await fetch(`${SF}${path}`)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]!);
  let gzip = 0;
  let raw = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, SF))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: srcs.size, gzip, raw };
}

async function lighthouseScores(path: string) {
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
    const result = await lighthouse(`${SF}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      lhr: result?.lhr,
    };
  } finally {
    await chrome.kill();
  }
}

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const dataDir = join(root, 'bench', '.cache', 'pglite-large');
if (!existsSync(dataDir)) console.log('(first run: the large catalogue is seeded, a few minutes)');
// Both apps: a production storefront refuses to start without it (apps/storefront/proxy-secret.js).
const proxySecret = randomBytes(24).toString('base64url');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_SIZE: 'large',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXY_SECRET: proxySecret,
});
const sf = startNode(['apps/storefront/server.js'], {
  NODE_ENV: 'production',
  PORT: String(SF_PORT),
  ERP_URL: BO,
  SEARCH_URL: `${BO}/search`,
  // A production start refuses to sign sessions without one; this run's own.
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  TRUSTED_PROXY_SECRET: proxySecret,
});
try {
  await waitForServer(`${BO}/health`, bo, 60 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  const categories = (await (await fetch(`${BO}/search/categories?locale=fr`)).json()) as {
    items: { url_key: string }[];
  };
  const product = (await (await fetch(`${BO}/search/products?q=VS-000001-1`)).json()) as {
    exact_match: { url_key: string };
  };
  const pages = {
    home: '/fr/',
    category: `/fr/c/${categories.items[0]!.url_key}`,
    product: `/fr/p/${product.exact_match.url_key}`,
    search: '/fr/search?q=amoxicilline',
  };
  const seconds = quick ? 3 : 15;
  const rows: {
    name: string;
    path: string;
    figures: Figures;
    js: { files: number; gzip: number; raw: number };
  }[] = [];
  for (const [name, path] of Object.entries(pages)) {
    for (let i = 0; i < 5; i++) await fetch(`${SF}${path}`); // warm-up
    const figures = await latency(path, seconds);
    const js = await javascriptBytes(path);
    rows.push({ name, path, figures, js });
    console.log(
      `  ${name.padEnd(9)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)} ms  ${figures.throughput?.toFixed(0)} req/s  JS ${(js.gzip / 1024).toFixed(1)} KB gzip (${js.files} files)`,
    );
  }
  const lh = await lighthouseScores(pages.product);
  console.log(
    `  lighthouse product page: performance ${lh.performance}, accessibility ${lh.accessibility}, SEO ${lh.seo}`,
  );
  const failedAudits = lh.lhr
    ? Object.values(lh.lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id)
    : [];

  const lines = [
    '## Storefront — large catalogue (50,000 products, PGlite back office)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, storefront and back office on the same 2-core machine as the load generator. Guest pages (server-rendered, no CDN), 20 concurrent clients for ${seconds} s each (autocannon); JavaScript = the module scripts a first visit loads, gzip level 6.`,
    '',
    '| page | path | p50 ms | p95 ms | req/s | JS gzip | target |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${ms(r.figures.p50)} | ${ms(r.figures.p95)} | ${r.figures.throughput?.toFixed(0)} | ${(r.js.gzip / 1024).toFixed(1)} KB | p95 ≤ 60 ms${r.name === 'product' ? ', JS ≤ 120 KB' : ''} |`,
    ),
    '',
    `Lighthouse (mobile preset, simulated throttling) on the product page: performance **${lh.performance}**, accessibility **${lh.accessibility}**, SEO **${lh.seo}** (targets ≥ 95, ≥ 95, 100).` +
      (failedAudits.length ? ` Audits below 0.9: ${failedAudits.join(', ')}.` : ''),
    '',
  ];
  if (!quick) writeResultsSection('storefront', lines.join('\n'));
  console.log(quick ? '(quick run: RESULTS.md not written)' : 'Figures written to bench/RESULTS.md');
} finally {
  sf.kill('SIGTERM');
  bo.kill('SIGTERM');
}
