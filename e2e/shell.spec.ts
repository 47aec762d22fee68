import { backofficeLogout, backofficeTokenOf } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('shell', () => {
  test('bare / serves the French home (canonical /fr/); unknown pages show the localised 404', async ({
    page,
    notFoundPage,
  }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/$/);
    await expect(page.getByRole('link', { name: 'NL', exact: true })).toHaveAttribute('href', '/nl/');
    const res = await page.goto('/nl/deze-pagina-bestaat-niet');
    expect(res?.status()).toBe(404);
    await expect(notFoundPage.heading).toHaveText('404 - Pagina niet gevonden');
    await page.goto('/fr/cette-page-nexiste-pas');
    await expect(notFoundPage.heading).toHaveText('404 - Page non trouvée');
    await expect(notFoundPage.homeLink).toBeVisible();
  });

  test('keeps the chosen language in a cookie for a year and serves bare / in it', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    const cookie = (await context.cookies()).find((c) => c.name === 'vetshop_locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/$/);
  });

  test('signs in and out', async ({ loginPage, logoutPage, header, customer }) => {
    await loginPage.signIn(customer.login);
    await expect(header.accountMenu('Camille Martin')).toBeVisible();
    await logoutPage.goto();
    await logoutPage.confirm();
    await expect(header.signInLink).toBeVisible();
  });

  test('a session the back office no longer knows sends the buyer to the login page, and back afterwards', async ({
    page,
    context,
    loginPage,
    salesPage,
    customer,
  }) => {
    // The page that follows sign-in syncs the cart at once; let that finish first, or its refusal (session
    // ended below) would send the browser to the login page across the navigation this journey makes.
    const firstSync = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/sync');
    await loginPage.signIn(customer.login);
    await firstSync;
    // The storefront's cookie carries the back-office session; end that session behind the storefront's back.
    const res = await backofficeLogout(await backofficeTokenOf(context));
    expect(res.ok).toBe(true);

    await salesPage.goto();
    await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Faccount%2Fsales/);
    await loginPage.submit(customer.login);
    await expect(page).toHaveURL(/\/fr\/account\/sales$/);
    await expect(salesPage.heading).toHaveText('Mes commandes');
  });
});
