/**
 * The pricelist PDF of the LARGE demo catalogue (50,000 products): the vet's own prices, drawn by the back
 * office and streamed page by page (issue 9 §2), downloaded straight from the back office and through the
 * storefront's download route. Prints the time to first byte, the total time, the size, the pages, and the
 * resident memory of each server before and at its highest during the download (sampled from /proc every
 * 20 ms). Figures, not assertions.
 *
 *   npm run bench:pricelist            (writes bench/RESULTS.md)
 *   npm run bench:pricelist -- --quick (one download each, RESULTS.md untouched)
 *
 * The back office runs on a private copy of bench/.cache/pglite-large (PGlite serves one process at a time:
 * another benchmark may use the cache meanwhile); the copy is deleted afterwards.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWorkspaces, ms, root, startNode, waitForServer, writeResultsSection } from './lib';

const quick = process.argv.includes('--quick');
const BO_PORT = 4180;
const SF_PORT = 3180;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;

function rssMb(pid: number, key: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
}

interface Download {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  chunks: number;
  pages: number;
  /** Resident memory of the watched processes before the request and at its highest during it, in MB. */
  memory: { name: string; beforeMb: number; peakMb: number }[];
}

/** Downloads `url` reading it as it arrives, sampling the processes' memory meanwhile. */
async function download(
  url: string,
  cookie: string,
  watch: { name: string; pid: number }[],
): Promise<Download> {
  const memory = watch.map((w) => ({ name: w.name, beforeMb: rssMb(w.pid), peakMb: rssMb(w.pid) }));
  const sampler = setInterval(() => {
    watch.forEach((w, i) => (memory[i]!.peakMb = Math.max(memory[i]!.peakMb, rssMb(w.pid))));
  }, 20);
  const start = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie, 'accept-language': 'fr' } });
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
    const reader = res.body.getReader();
    const parts: Uint8Array[] = [];
    let ttfbMs = NaN;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (parts.length === 0) ttfbMs = performance.now() - start;
      parts.push(value);
    }
    const totalMs = performance.now() - start;
    const pdf = Buffer.concat(parts);
    const dir = mkdtempSync(join(tmpdir(), 'vetshop-bench-pdf-'));
    let pages = NaN;
    try {
      writeFileSync(join(dir, 'p.pdf'), pdf);
      const info = execFileSync('pdfinfo', [join(dir, 'p.pdf')], { encoding: 'utf8' });
      pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
    } catch {
      // pdfinfo (poppler-utils) missing: the page count stays unknown
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return { ttfbMs, totalMs, bytes: pdf.length, chunks: parts.length, pages, memory };
  } finally {
    clearInterval(sampler);
  }
}

async function backofficeCookie(): Promise<string> {
  const res = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'vet@demo.test', password: 'demo1234' }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function storefrontCookie(): Promise<string> {
  const res = await fetch(`${SF}/fr/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'vet@demo.test', password: 'demo1234' }),
    redirect: 'manual',
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const cache = join(root, 'bench', '.cache', 'pglite-large');
let dataDir = cache;
let copy: string | null = null;
if (existsSync(cache)) {
  copy = mkdtempSync(join(root, 'bench', '.cache', 'pricelist-'));
  cpSync(cache, copy, { recursive: true });
  dataDir = copy;
} else console.log('(first run: the large catalogue is seeded into bench/.cache, a few minutes)');

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
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  TRUSTED_PROXY_SECRET: proxySecret,
});
try {
  await waitForServer(`${BO}/health`, bo, 60 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  const boCookie = await backofficeCookie();
  const list = (await (
    await fetch(`${BO}/documents?type=pricelist`, { headers: { cookie: boCookie } })
  ).json()) as { items: { id: number; name: string }[] };
  const pricelist = list.items[0];
  if (!pricelist) throw new Error('the vet has no pricelist document');
  const sfCookie = await storefrontCookie();
  const watch = [
    { name: 'back office', pid: bo.pid! },
    { name: 'storefront', pid: sf.pid! },
  ];
  const runs: { name: string; result: Download }[] = [];
  const rounds = quick ? 1 : 2;
  for (let i = 1; i <= rounds; i++) {
    for (const [name, url, cookie] of [
      ['back office', `${BO}/documents/${pricelist.id}/download`, boCookie],
      ['storefront', `${SF}/fr/account/documents/${pricelist.id}/download`, sfCookie],
    ] as const) {
      const result = await download(url, cookie, watch);
      runs.push({ name: `${name} #${i}`, result });
      console.log(
        `  ${name} #${i}: first byte ${ms(result.ttfbMs)} ms, total ${(result.totalMs / 1000).toFixed(2)} s, ` +
          `${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${result.chunks} chunks, ${result.pages} pages; ` +
          result.memory
            .map((m) => `${m.name} RSS ${m.beforeMb.toFixed(0)} → peak ${m.peakMb.toFixed(0)} MB`)
            .join(', '),
      );
    }
  }
  const lifetimePeak = rssMb(bo.pid!, 'VmHWM');
  const lines = [
    '## Pricelist PDF — large catalogue (50,000 products, PGlite back office)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, 2-core machine; \`npm run bench:pricelist\`. The vet's pricelist (${pricelist.name}, every variant the vet may order, priced for them) downloaded from the back office (\`GET /documents/{id}/download\`) and through the storefront (\`/fr/account/documents/{id}/download\`, streamed on), twice each, one after the other. RSS = resident memory of each process, before the request → highest sample during it (every 20 ms).`,
    '',
    '| download | first byte | total | size | pages | back-office RSS | storefront RSS |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(({ name, result: r }) => {
      const mem = (who: string) => {
        const m = r.memory.find((x) => x.name === who)!;
        return `${m.beforeMb.toFixed(0)} → ${m.peakMb.toFixed(0)} MB`;
      };
      return `| ${name} | ${ms(r.ttfbMs)} ms | ${(r.totalMs / 1000).toFixed(2)} s | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${r.pages} | ${mem('back office')} | ${mem('storefront')} |`;
    }),
    '',
    `Back-office peak RSS over its whole life (VmHWM, start included): ${lifetimePeak.toFixed(0)} MB.`,
    '',
    "The first byte leaves after the first batch of 500 rows: before commit a3ae923 it came after the last page (47 s of 47.7 s), because PGlite answers within one event-loop turn and the response never got one; the drawing now yields a turn per batch. The storefront passes the file on as it arrives (its RSS moves by at most 16 MB for a 12 MB file). The total time (45–66 s for 3,534 pages) is not profiled yet: 100 batches of two queries on the embedded database plus pdfkit's drawing, one after the other.",
    '',
  ];
  if (!quick) writeResultsSection('pricelist-pdf', lines.join('\n'));
  console.log(quick ? '(quick run: RESULTS.md not written)' : 'Figures written to bench/RESULTS.md');
} finally {
  sf.kill('SIGTERM');
  bo.kill('SIGTERM');
  if (bo.exitCode === null) await new Promise((r) => bo.once('exit', r));
  if (copy) rmSync(copy, { recursive: true, force: true });
}
