import type { Page } from '@playwright/test';
import { DEMO, emptyCart, expect, hydrated, test } from './support/fixtures';

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
  }) => {
    await emptyCart(DEMO.vet);
    const violations = await watchCsp(page);

    const home = await page.goto('/fr/');
    const csp = home!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home!.headers()['x-content-type-options']).toBe('nosniff');
    await hydrated(page);
    expect(await violations()).toEqual([]);

    // A listing renders the inline script that folds its filters on narrow screens.
    await page.goto('/fr/search?q=chien');
    await hydrated(page);
    expect(await violations()).toEqual([]);

    await loginPage.signIn(DEMO.vet);
    await productPage.open('VS-000001-1');
    await hydrated(page);
    await productPage.addToCart(2);
    expect(await violations()).toEqual([]);

    await cartPage.goto();
    await hydrated(page);
    await expect(page.locator('li.cart-line').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    await emptyCart(DEMO.vet);
  });
});
