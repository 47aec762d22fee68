/**
 * The quick-order pad with 200 rows (issue 23 §3, decision 044), in Debian's Chromium over the small demo catalogue:
 * a paste of 200 "code<TAB>quantity" rows → every row on the screen, → every row looked up (and how many lookup
 * requests that took); a reload → the 200 rows restored from the device and looked up again; and a typed quantity
 * → the screen, in a pad of 200 rows against the same in a pad of one row (the baseline, measured in the same run,
 * alternated: on this shared machine only the comparison means something). Figures printed, not asserted; the
 * ones in decision 044 come from this script.
 *
 *   node --import tsx bench/quick-order-pad.ts      (PGlite database in bench/.cache/pglite-small-quick-order)
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildWorkspaces, ms, orderableVariants, root, startNode, summarise, waitForServer } from './lib';

const BO_PORT = 4171;
const SF_PORT = 3171;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;
const ROWS = 200;
const ROUNDS = 15;
const LOGIN = 'vet@demo.test';
const PAD = `${SF}/fr/account/quick-order`;

/** The SKUs of `count` variants the vet may order, read from the back office as the bench's other scripts do. */
async function orderableSkus(count: number): Promise<string[]> {
  const login = await fetch(`${BO}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: 'demo1234' }),
  });
  const token = /vetshop_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;
  const ids = await orderableVariants(BO, token, count);
  const skus: string[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const res = await fetch(`${BO}/search/variants/by-ids?ids=${ids.slice(i, i + 100).join(',')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    skus.push(...((await res.json()) as { items: { sku: string }[] }).items.map((v) => v.sku));
  }
  if (skus.length < count) throw new Error(`only ${skus.length} orderable variants in the catalogue`);
  return skus;
}

const rowsOnScreen = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="quick-order-row"]').length >= n,
    count,
    {
      timeout: 60_000,
    },
  );
/** Every filled row shows its product (a price cell filled), none is still looked up. */
const rowsLookedUp = (page: Page, count: number) =>
  page.waitForFunction(
    (n) =>
      Array.from(document.querySelectorAll('.quick-order-price')).filter((td) => td.textContent !== '')
        .length >= n,
    count,
    { timeout: 60_000, polling: 'raf' },
  );

/** A quantity typed in row `row` (from 1) → the next frame after React has rendered it, in ms. */
function typeQuantity(page: Page, row: number, value: string): Promise<number> {
  return page.evaluate(
    ({ row, value }) =>
      new Promise<number>((resolve) => {
        const input = document.querySelectorAll<HTMLInputElement>('.quick-order-qty input')[row - 1]!;
        const begin = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // React renders a discrete event's update before the event returns; the frame after is on the screen.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - begin)));
      }),
    { row, value },
  );
}

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const proxySecret = randomBytes(24).toString('base64url');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: join(root, 'bench', '.cache', 'pglite-small-quick-order'),
  DATABASE_URL: '',
  DEMO_SIZE: 'small',
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
  WEB_CONCURRENCY: '1',
});
try {
  await waitForServer(`${BO}/health`, bo, 10 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  const skus = await orderableSkus(ROWS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${SF}/fr/login`);
    await page.fill('input[name="login"]', LOGIN);
    await page.fill('input[name="password"]', 'demo1234');
    await page.click('main form[method="post"] button[type="submit"]');
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));

    // The baseline: a pad of one row, in a tab of its own.
    const small = await context.newPage();
    await small.goto(PAD);
    await small.evaluate(() => localStorage.clear());
    await small.reload();
    await rowsOnScreen(small, 1);

    let lookups = 0;
    page.on('request', (r) => {
      if (r.url().includes('/account/quick-order/lookup')) lookups += 1;
    });
    await page.goto(PAD);
    await rowsOnScreen(page, 1);
    const block = skus.map((sku, i) => `${sku}\t${(i % 5) + 1}`).join('\r\n');
    const pasted = await page.evaluate((text) => {
      const input = document.querySelector<HTMLInputElement>('.quick-order-code input')!;
      input.focus();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const begin = performance.now();
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      return begin;
    }, block);
    await rowsOnScreen(page, ROWS + 1);
    const onScreenMs = (await page.evaluate(() => performance.now())) - pasted;
    await rowsLookedUp(page, ROWS);
    const lookedUpMs = (await page.evaluate(() => performance.now())) - pasted;
    const lookupRequests = lookups;

    // Kept on the device: a reload puts the 200 rows back and looks them up again.
    lookups = 0;
    const t0 = Date.now();
    await page.reload();
    await rowsOnScreen(page, ROWS + 1);
    const restoredMs = Date.now() - t0;
    await rowsLookedUp(page, ROWS);
    const restoredLookedUpMs = Date.now() - t0;
    const reloadRequests = lookups;

    // A typed quantity → screen, alternated: 200-row pad (row 100), one-row pad (row 1).
    const big: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < ROUNDS + 2; i++) {
      await page.bringToFront();
      const b = await typeQuantity(page, 100, String((i % 9) + 1));
      await small.bringToFront();
      const s = await typeQuantity(small, 1, String((i % 9) + 1));
      if (i < 2) continue;
      big.push(b);
      base.push(s);
      await page.waitForTimeout(100);
    }
    const bigS = summarise(big);
    const baseS = summarise(base);
    const out = [
      `Quick-order pad, ${ROWS} rows (small catalogue, PGlite back office, Chromium; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      `  paste of ${ROWS} rows → all on the screen: ${ms(onScreenMs)} ms; → all looked up: ${ms(lookedUpMs)} ms in ${lookupRequests} lookup requests`,
      `  reload → ${ROWS} rows restored from the device: ${ms(restoredMs)} ms; → all looked up: ${ms(restoredLookedUpMs)} ms in ${reloadRequests} requests`,
      `  a typed quantity → the next frame (${ROUNDS} rounds, alternated): ${ROWS}-row pad p50 ${ms(bigS.p50)} ms, max ${ms(bigS.max)} ms; one-row pad p50 ${ms(baseS.p50)} ms, max ${ms(baseS.max)} ms`,
    ];
    console.log(out.join('\n'));
  } finally {
    await browser.close();
  }
} finally {
  sf.kill('SIGTERM');
  bo.kill('SIGTERM');
}
