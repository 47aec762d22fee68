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
});
