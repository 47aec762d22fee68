import { BACKOFFICE_URL } from './support/ports';
import { expect, login, test, DEMO } from './support/fixtures';

test.describe('shell', () => {
  test('bare / goes to the French home; unknown pages show the localised 404', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const res = await page.goto('/nl/deze-pagina-bestaat-niet');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Pagina niet gevonden');
    await page.goto('/fr/cette-page-nexiste-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page non trouvée');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  });

  test('keeps the chosen language in a cookie for a year and sends bare / there', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    const cookie = (await context.cookies()).find((c) => c.name === 'vetshop_locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('signs in and out', async ({ page }) => {
    await login(page, DEMO.vet);
    await expect(page.locator('header summary', { hasText: 'Camille Martin' })).toBeVisible();
    await page.goto('/fr/logout');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('a session the back office no longer knows sends the buyer to the login page, and back afterwards', async ({
    page,
    context,
  }) => {
    await login(page, DEMO.vet);
    // The storefront's cookie carries the back-office session; end that session behind the storefront's back.
    const cookie = (await context.cookies()).find((c) => c.name === 'vetshop_sf')!;
    const payload = decodeURIComponent(cookie.value).split('.')[0]!;
    const { token } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { token: string };
    const res = await fetch(`${BACKOFFICE_URL}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok).toBe(true);

    await page.goto('/fr/account/sales');
    await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Faccount%2Fsales/);
    await page.locator('input[name="login"]').fill(DEMO.vet);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/account\/sales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes commandes');
  });
});
