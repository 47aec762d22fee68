/**
 * The cart page with 1,000 lines (buyers order many lines; peers slow down at 200–500): time to the document,
 * to an editable page, and from a typed quantity to the screen, in Debian's Chromium over the medium demo
 * catalogue; and the page's server time (p50/p95 of SERVER_ROUNDS requests one after the other, to the first
 * byte and to the last) and HTML bytes with 200 and 1,000 lines (issue 18 §6). Figures, not assertions.
 *
 *   npm run bench:cart-page      (PGlite database in bench/.cache/pglite-medium, seeded on the first run)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  buildWorkspaces,
  ms,
  orderableVariants,
  root,
  startNode,
  summarise,
  waitForServer,
  writeResultsSection,
} from './lib';

const BO_PORT = 4160;
const SF_PORT = 3160;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;
const LINES = 1000;
/** The cart sizes whose page is timed on the server (the browser part runs on the last, LINES). */
const SERVER_SIZES = [200, LINES] as const;
const SERVER_ROUNDS = 15;
const CHANGES = 7;
const LOGIN = 'vet@demo.test';

interface SyncedCart {
  uuid: string;
  lines: { product_id: number; qty: number; options: unknown }[];
}

async function sync(token: string, body: unknown): Promise<SyncedCart | null> {
  const res = await fetch(`${BO}/v2/cart/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status === 204) return null;
  if (!res.ok) throw new Error(`sync ${res.status}`);
  return (await res.json()) as SyncedCart;
}

/** The buyer's cart, emptied, then filled with one unit of `count` orderable variants in one batch. */
async function fillCart(count: number): Promise<{ syncMs: number; bytes: number }> {
  const login = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: 'demo1234' }),
  });
  const token = /vetshop_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;
  const current = await sync(token, { uuid: null, transactions: [] });
  if (current && current.lines.length > 0)
    await sync(token, {
      uuid: current.uuid,
      transactions: current.lines.map((l) => ({
        uuid: randomUUID(),
        product_id: l.product_id,
        qty: -l.qty,
        options: l.options,
      })),
    });
  const ids = await orderableVariants(BO, token, count);
  const t = performance.now();
  const res = await fetch(`${BO}/v2/cart/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      uuid: current?.uuid ?? null,
      transactions: ids.map((id) => ({ uuid: randomUUID(), product_id: id, qty: 1, options: null })),
    }),
  });
  const body = await res.text();
  return { syncMs: performance.now() - t, bytes: body.length };
}

interface ServerTimes {
  lines: number;
  firstByte: ReturnType<typeof summarise>;
  complete: ReturnType<typeof summarise>;
  htmlBytes: number;
}

/**
 * The cart page as the storefront serves it to the signed-in buyer (`cookie`), without a browser: SERVER_ROUNDS
 * requests one after the other (after two not counted), timed to the first byte and to the last.
 */
async function serverTimes(cookie: string, lines: number): Promise<ServerTimes> {
  const firstByte: number[] = [];
  const complete: number[] = [];
  let htmlBytes = 0;
  for (let i = 0; i < SERVER_ROUNDS + 2; i++) {
    const t = performance.now();
    const res = await fetch(`${SF}/fr/cart`, { headers: { cookie, accept: 'text/html' } });
    const headersAt = performance.now();
    const reader = res.body!.getReader();
    let first = NaN;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(first)) first = performance.now();
      bytes += value.byteLength;
    }
    if (!res.ok) throw new Error(`cart page ${res.status}`);
    if (i < 2) continue;
    firstByte.push((Number.isNaN(first) ? headersAt : first) - t);
    complete.push(performance.now() - t);
    htmlBytes = bytes;
  }
  return { lines, firstByte: summarise(firstByte), complete: summarise(complete), htmlBytes };
}

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const dataDir = join(root, 'bench', '.cache', 'pglite-medium');
if (!existsSync(dataDir)) console.log('(first run: the medium catalogue is seeded, about a minute)');
// Both apps: a production storefront refuses to start without it (apps/storefront/proxy-secret.js).
const proxySecret = randomBytes(24).toString('base64url');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_SIZE: 'medium',
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
  await waitForServer(`${BO}/health`, bo, 10 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${SF}/fr/login`);
    await page.fill('input[name="login"]', LOGIN);
    await page.fill('input[name="password"]', 'demo1234');
    await page.click('main form[method="post"] button[type="submit"]');
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    const cookie = (await page.context().cookies())
      .filter((c) => new URL(SF).hostname === c.domain)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');

    // The page's own cost on the server, by cart size (the browser part below uses the last size's cart).
    const timed: ServerTimes[] = [];
    let filled = { syncMs: NaN, bytes: 0 };
    for (const size of SERVER_SIZES) {
      filled = await fillCart(size);
      const times = await serverTimes(cookie, size);
      timed.push(times);
      console.log(
        `  ${size}-line cart page on the server: first byte p50 ${ms(times.firstByte.p50)} p95 ${ms(times.firstByte.p95)} ms, complete p50 ${ms(times.complete.p50)} p95 ${ms(times.complete.p95)} ms, ${(times.htmlBytes / 1024).toFixed(0)} KB HTML`,
      );
    }
    console.log(
      `  ${LINES}-line batch synced in ${ms(filled.syncMs)} ms (${(filled.bytes / 1024).toFixed(0)} KB answer)`,
    );

    const t0 = Date.now();
    const response = await page.goto(`${SF}/fr/cart`);
    const htmlBytes = (await response!.body()).length;
    const documentMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return nav.responseEnd - nav.startTime;
    });
    await page.waitForFunction(
      () => document.querySelectorAll('li.cart-line .qty-input:not([disabled])').length > 0,
      null,
      {
        timeout: 120_000,
      },
    );
    const editableMs = Date.now() - t0;
    const shownFirst = await page.locator('li.cart-line').count();
    // Every line on the page (the page may render the lines after the first ones on the client).
    await page.waitForFunction((count) => document.querySelectorAll('li.cart-line').length >= count, LINES, {
      timeout: 120_000,
    });
    const allLinesMs = Date.now() - t0;
    const lines = await page.locator('li.cart-line').count();
    console.log(
      `  cart page: document ${ms(documentMs)} ms (${(htmlBytes / 1024).toFixed(0)} KB HTML), editable after ${ms(editableMs)} ms (${shownFirst} lines), all ${lines} lines after ${ms(allLinesMs)} ms`,
    );

    const toScreen: number[] = [];
    const saved: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      await page.waitForTimeout(1000);
      const t = Date.now();
      const shown = await page.evaluate(
        ({ index, qty }) =>
          new Promise<number>((resolve) => {
            // The header link's label has the exact count (its badge stops at "99+").
            const count = document.querySelector('a.cart-link')!;
            const input = document.querySelectorAll<HTMLInputElement>('li.cart-line .qty-input')[index]!;
            const before = count.getAttribute('aria-label');
            const begin = performance.now();
            new MutationObserver((_, observer) => {
              if (count.getAttribute('aria-label') === before) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - begin));
            }).observe(count, { attributes: true, attributeFilter: ['aria-label'] });
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
              input,
              String(qty),
            );
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          }),
        { index: 100 + i * 120, qty: 2 + i },
      );
      toScreen.push(shown);
      await page.waitForFunction(() => !document.querySelector('.cart-line-pending'), null, {
        timeout: 60_000,
      });
      saved.push(Date.now() - t);
    }
    const screen = summarise(toScreen);
    const stored = summarise(saved);
    console.log(
      `  quantity change → screen p50 ${ms(screen.p50)} max ${ms(screen.max)} ms; → saved by the back office p50 ${ms(stored.p50)} max ${ms(stored.max)} ms`,
    );

    const out = [
      '## Cart page with 1,000 lines (medium catalogue, PGlite back office, Chromium)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, back office, storefront and browser on one 2-core machine (\`npm run bench:cart-page\`).`,
      '',
      '| what | figure |',
      '|---|---|',
      `| 1,000-line batch through \`/v2/cart/sync\` | ${ms(filled.syncMs)} ms, ${(filled.bytes / 1024).toFixed(0)} KB answer |`,
      ...timed.map(
        (x) =>
          `| ${x.lines}-line cart page on the server (${SERVER_ROUNDS} requests in a row, no browser) | first byte p50 ${ms(x.firstByte.p50)} ms, p95 ${ms(x.firstByte.p95)} ms; complete p50 ${ms(x.complete.p50)} ms, p95 ${ms(x.complete.p95)} ms; ${(x.htmlBytes / 1024).toFixed(0)} KB HTML |`,
      ),
      `| cart page document in Chromium (${LINES} lines) | ${ms(documentMs)} ms, ${(htmlBytes / 1024).toFixed(0)} KB HTML |`,
      `| cart page editable (hydrated, ${shownFirst} lines shown) | ${ms(editableMs)} ms |`,
      `| all ${lines} lines on the page | ${ms(allLinesMs)} ms |`,
      `| a typed quantity on the screen (${CHANGES} changes) | p50 ${ms(screen.p50)} ms, max ${ms(screen.max)} ms |`,
      `| the same change saved by the back office (sync, cart and carriers reloaded) | p50 ${ms(stored.p50)} ms, max ${ms(stored.max)} ms |`,
      '',
    ];
    writeResultsSection('cart-page', out.join('\n'));
    console.log('Figures written to bench/RESULTS.md');
  } finally {
    await browser.close();
  }
} finally {
  sf.kill('SIGTERM');
  bo.kill('SIGTERM');
}
