import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { emptyCart, expect, hydrated, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';

/** What the page's Content Security Policy blocked, as the browser reports it (issue 8 §5). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test.describe('security headers', () => {
  test('home, listing, product and cart hydrate under the CSP with no violation', async ({
    page,
    loginPage,
    productPage,
    cartPage,
    customer,
  }) => {
    await emptyCart(customer.login);
    const violations = await watchCsp(page);

    const home = await page.goto('/fr/');
    const csp = home!.headers()['content-security-policy'] ?? '';
    // Scripts: the shop's own and the page's nonced inline ones; WebAssembly may compile (the scanner's barcode
    // reader, decision 042), never JavaScript from text ('unsafe-eval').
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'nonce-[^']+';/);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home!.headers()['x-content-type-options']).toBe('nosniff');
    await hydrated(page);
    expect(await violations()).toEqual([]);

    // A listing renders the inline script that folds its filters on narrow screens.
    await page.goto('/fr/search?q=chien');
    await hydrated(page);
    expect(await violations()).toEqual([]);

    await loginPage.signIn(customer.login);
    await productPage.open('VS-000001-1');
    await hydrated(page);
    await productPage.addToCart(2);
    expect(await violations()).toEqual([]);

    await cartPage.goto();
    await hydrated(page);
    await expect(page.locator('li.cart-line').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    await emptyCart(customer.login);
  });
});

/** A GET with the path exactly as written: a browser, fetch and Playwright would all remove its dot segments first. */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: E2E_PORTS.storefront, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('issue 17: redirects, odd addresses, large bodies, the media proxy', () => {
  const EVIL = ['/.//evil.example', '/%2e%2e/%2e%2e//evil.example'];

  test('the login never sends anyone to another site, however the target is written', async ({
    page,
    loginPage,
    customer,
  }) => {
    // Nothing may leave for evil.example; were it tried, the request fails here instead of going out.
    const left: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => {
        left.push(route.request().url());
        return route.abort();
      },
    );
    await loginPage.signIn(customer.login, 'fr', EVIL[0]);
    expect(new URL(page.url()).pathname).toBe('/fr/');
    for (const target of EVIL) {
      // Already signed in: the login page sends back at once.
      const res = await page.request.get(`/fr/login?redirect=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      expect(res.headers()['location']).toBe('/fr/');
    }
    expect(left).toEqual([]);
  });

  test('odd addresses are a page or the 404, never a 500', async ({ page, loginPage, customer }) => {
    const search = await page.goto('/fr/search?q=%00');
    expect(search!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche');
    for (const path of ['/fr/p/%00', '/fr/c/%00']) {
      expect((await page.goto(path))!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page non trouvée');
    }
    await loginPage.signIn(customer.login);
    for (const kind of ['sales', 'quotations', 'wishlists']) {
      const path = `/fr/account/${kind}/2147483648`;
      expect((await page.goto(path))!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page non trouvée');
    }
  });

  test("staff's home reads the wishlist popin without a 500 (staff have no lists)", async ({
    page,
    loginPage,
  }) => {
    const popin = page.waitForResponse((r) => r.url().includes('/fr/account/wishlists/popin'));
    await loginPage.signIn('staff@demo.test');
    const res = await popin;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ signedIn: true, lists: [] });
  });

  test('a body over its limit is answered 413, not a reset connection', async ({
    page,
    loginPage,
    customer,
  }) => {
    const login = await page.request.post('/fr/login', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `login=vet%40demo.test&password=${'a'.repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(login.status()).toBe(413);
    expect(await login.text()).toContain('Ce qui a été envoyé est trop volumineux pour cette page');

    await loginPage.signIn(customer.login);
    const sync = await page.request.post('/api/cart/sync', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.alloc(6 * 1024 * 1024, 'a'),
    });
    expect(sync.status()).toBe(413);
    expect(await sync.json()).toEqual({ code: 'payload_too_large' });
  });

  test('the media proxy serves pictures only: a path out of /media/ is a 404', async ({ page }) => {
    expect(await rawGet('/media/%2e%2e/docs/json')).toBe(404);
    expect(await rawGet('/media/%2e%2e/%2e%2e/health')).toBe(404);
    expect(await rawGet('/media/..%2fdocs/json')).toBe(404);
    // A product picture still comes through.
    await page.goto('/fr/search?q=chien');
    const src = await page.locator('img[src^="/media/"]').first().getAttribute('src');
    expect(await rawGet(src!)).toBe(200);
  });
});
