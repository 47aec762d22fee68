/// <reference lib="dom" />
import type { BrowserContext, Page } from '@playwright/test';
import { emptyCart, serverCart, variantIdBySku } from './support/api';
import { DEMO, euros, expect, expectAccessible, login, test } from './support/fixtures';
import { startBackoffice, stopBackoffice } from './support/servers';

/** Opens a product page through the search box's exact-code jump (a SKU goes straight to its product). */
async function openProduct(page: Page, sku: string): Promise<void> {
  await page.goto(`/fr/search?q=${encodeURIComponent(sku)}`);
  await expect(page).toHaveURL(/\/fr\/p\//);
}

async function addToCart(page: Page, qty: number): Promise<void> {
  await page.getByLabel('Quantité', { exact: true }).fill(String(qty));
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
}

/** The page is controlled by the service worker (what makes a reload offline possible). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The server cart as {variant id: qty}. */
async function serverQuantities(login: string): Promise<Record<number, number>> {
  const cart = await serverCart(login);
  return Object.fromEntries((cart?.lines ?? []).map((l) => [l.product_id, l.qty]));
}

const line = (page: Page, name: RegExp) =>
  page.locator('li.cart-line').filter({ has: page.getByRole('heading', { name }) });

test.describe('cart journeys', () => {
  test('(c) offline: a quantity change and an added product survive a reload and reach the server exactly', async ({
    page,
    context,
  }) => {
    await emptyCart(DEMO.vet);
    const amoxi = await variantIdBySku('VS-000001-1');
    const needles = await variantIdBySku('VS-000013-1');
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000001-1');
    await addToCart(page, 2);
    await expect.poll(() => serverQuantities(DEMO.vet)).toEqual({ [amoxi]: 2 });

    // Pages the buyer has seen are kept by the service worker for a reload offline.
    await page.goto('/fr/cart');
    await serviceWorkerControls(page);
    await expect(line(page, /Amoxivantis/)).toBeVisible();
    await openProduct(page, 'VS-000013-1');
    await serviceWorkerControls(page);

    await context.setOffline(true);
    await addToCart(page, 4);
    await expect(page.getByTestId('cart-count')).toHaveText('6');
    await expect(page.getByText('Vous êtes hors ligne.')).toBeVisible();

    await page.goto('/fr/cart');
    const amoxiLine = line(page, /Amoxivantis/);
    await amoxiLine.getByRole('textbox', { name: /Quantité de Amoxivantis/ }).fill('5');
    await amoxiLine.getByRole('textbox', { name: /Quantité de Amoxivantis/ }).press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('9');

    await page.reload();
    await expect(page.getByText('Vous êtes hors ligne.')).toBeVisible();
    await expect(page.getByText(/2 modifications? ne sont pas encore enregistrées/)).toBeVisible();
    await expect(line(page, /Amoxivantis/).getByRole('textbox')).toHaveValue('5');
    await expect(line(page, /Medisteril/).getByRole('textbox')).toHaveValue('4');
    await expect(line(page, /Medisteril/).getByText('Pas encore enregistré')).toBeVisible();
    // Nothing reached the server while offline.
    expect(await serverQuantities(DEMO.vet)).toEqual({ [amoxi]: 2 });
    // Checkout waits, and says why.
    await expect(page.getByRole('button', { name: 'Passer à la confirmation' })).toBeDisabled();
    await expect(page.locator('#checkout-block')).toContainText(
      'la commande pourra être passée dès le retour',
    );

    await context.setOffline(false);
    await expect
      .poll(() => serverQuantities(DEMO.vet), { timeout: 20_000 })
      .toEqual({ [amoxi]: 5, [needles]: 4 });
    await expect(page.getByText('Vous êtes hors ligne.')).toBeHidden();
    await expect(page.getByText('Pas encore enregistré')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('9');
  });

  test('(d) an order under 150 € shows the low-order fee and appears in the sales with the right totals', async ({
    page,
  }) => {
    await emptyCart(DEMO.vet);
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000013-1');
    await addToCart(page, 3);
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await page.getByRole('link', { name: '3 articles dans le panier' }).click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(line(page, /Medisteril/)).toBeVisible();
    const totals = page.getByRole('region', { name: 'Récapitulatif' });
    await expect(totals.getByText('Contribution aux frais (petite commande)')).toBeVisible();
    await expect(page.getByText(/Pour une commande inférieure à 150,00\s€ HTVA/)).toBeVisible();
    await expectAccessible(page);

    // Delete asks first; cancelling keeps the line.
    await line(page, /Medisteril/)
      .getByRole('button', { name: /Supprimer .* du panier/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer cet article ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(line(page, /Medisteril/)).toBeVisible();

    const reference = `E2E-${Date.now()}`;
    await page.getByLabel('Votre référence').fill(reference);
    await page.getByRole('button', { name: 'Passer à la confirmation' }).click();
    await expect(page).toHaveURL(/\/fr\/cart-confirm$/);
    const confirmTotals = page.getByRole('region', { name: 'Récapitulatif' });
    await expect(confirmTotals.getByText('Contribution aux frais (petite commande)')).toBeVisible();
    await expectAccessible(page);
    const total = euros((await confirmTotals.locator('.totals-total dd').textContent())!);
    expect(total).toBeGreaterThan(10.5);
    await page.getByRole('button', { name: /Confirmer la commande/ }).click();
    await expect(page).toHaveURL(/\/fr\/cart-validated/);
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    await page.goto('/fr/account/sales');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    expect(euros((await row.locator('td.num').last().textContent())!)).toBe(total);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr\/account\/sales\/\d+/);
    await expectAccessible(page);
    await expect(page.getByText('Medisteril', { exact: false }).first()).toBeVisible();
    const saleTotals = page.getByRole('region', { name: 'Récapitulatif' });
    expect(euros((await saleTotals.locator('.totals-total dd').textContent())!)).toBe(total);
    expect(euros((await saleTotals.locator('dt:has-text("Frais de traitement") + dd').textContent())!)).toBe(
      10.5,
    );
  });

  test('(e) the back office stops mid-session: error state, offline cart, nothing lost, recovery', async ({
    page,
  }) => {
    await emptyCart(DEMO.vet);
    const amoxi = await variantIdBySku('VS-000001-1');
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000001-1');
    await addToCart(page, 1);
    await expect.poll(() => serverQuantities(DEMO.vet)).toEqual({ [amoxi]: 1 });

    await stopBackoffice();
    try {
      // Typed while the back office is down: kept on the device.
      await addToCart(page, 2);
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await expect(page.getByText('La boutique est momentanément injoignable.')).toBeVisible({
        timeout: 20_000,
      });

      // A page that needs the back office says so, with the shop around it.
      await page.goto('/fr/account/sales');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/momentanément indisponible/).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      // The cart page shows what this device holds.
      await page.goto('/fr/cart');
      await expect(page.getByText(/Le serveur de la boutique ne répond pas/)).toBeVisible();
      await expect(line(page, /Amoxivantis/).getByRole('textbox')).toHaveValue('3');
    } finally {
      await startBackoffice();
    }
    // The buyer may press "retry"; the engine's own backoff may also get there first.
    await page
      .getByRole('button', { name: 'Réessayer' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect.poll(() => serverQuantities(DEMO.vet), { timeout: 30_000 }).toEqual({ [amoxi]: 3 });
    await expect(page.getByText('La boutique est momentanément injoignable.')).toBeHidden();
    await page.reload();
    await expect(line(page, /Amoxivantis/).getByRole('textbox')).toHaveValue('3');
    await expect(page.getByText(/Le serveur de la boutique ne répond pas/)).toBeHidden();
  });

  test('(g) two tabs each add the same product once: quantity 2, never 3 or 4', async ({ browser }) => {
    await emptyCart(DEMO.vet);
    const amoxi = await variantIdBySku('VS-000001-1');
    const context: BrowserContext = await browser.newContext();
    try {
      const first = await context.newPage();
      await login(first, DEMO.vet);
      await openProduct(first, 'VS-000001-1');
      const second = await context.newPage();
      await openProduct(second, 'VS-000001-1');

      await Promise.all([addToCart(first, 1), addToCart(second, 1)]);
      await expect(first.getByTestId('cart-count')).toHaveText('2');
      await expect(second.getByTestId('cart-count')).toHaveText('2');
      await expect.poll(() => serverQuantities(DEMO.vet)).toEqual({ [amoxi]: 2 });
      // Both tabs keep syncing (focus, retries): the quantity stays 2.
      await first.reload();
      await second.reload();
      await expect(first.getByTestId('cart-count')).toHaveText('2');
      await expect(second.getByTestId('cart-count')).toHaveText('2');
      expect(await serverQuantities(DEMO.vet)).toEqual({ [amoxi]: 2 });
    } finally {
      await context.close();
    }
  });

  test('a quantity above the stock gets the line message; lowering it to the stock clears it', async ({
    page,
  }) => {
    await emptyCart(DEMO.vet);
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000006-1'); // 3 units in stock
    await addToCart(page, 5);
    await expect.poll(async () => (await serverCart(DEMO.vet))?.lines[0]?.qty).toBe(5);
    await page.goto('/fr/cart');
    const benazon = line(page, /Benazon/);
    await expect(
      benazon.getByText(/n'est pas disponible dans la quantité demandée\. 2 unité\(s\) sont indisponibles/),
    ).toBeVisible();
    const qty = benazon.getByRole('textbox', { name: /Quantité de Benazon/ });
    await qty.fill('3');
    await qty.press('Enter');
    await expect.poll(async () => (await serverCart(DEMO.vet))?.lines[0]?.qty).toBe(3);
    await expect(benazon.getByText(/n'est pas disponible/)).toBeHidden();
    await expectAccessible(page);
  });

  test('what the buyer typed in the checkout form survives a reload before it is saved', async ({ page }) => {
    await emptyCart(DEMO.vet);
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000014-1');
    await addToCart(page, 1);
    await expect.poll(async () => (await serverCart(DEMO.vet))?.lines.length).toBe(1);
    await page.goto('/fr/cart');
    await page.getByLabel('Votre référence').fill('PO-RELOAD-1');
    await page.getByLabel('Commentaire').fill('Livrer à l’arrière du cabinet');
    await page.reload();
    await expect(page.getByText('Nous avons rétabli ce que vous aviez saisi')).toBeVisible();
    await expect(page.getByLabel('Votre référence')).toHaveValue('PO-RELOAD-1');
    await expect(page.getByLabel('Commentaire')).toHaveValue('Livrer à l’arrière du cabinet');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos choix de livraison et de paiement sont enregistrés.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Votre référence')).toHaveValue('PO-RELOAD-1');
    await expect(page.getByText('Nous avons rétabli ce que vous aviez saisi')).toBeHidden();
  });

  test('signing out with changes not yet saved warns first', async ({ page, context }) => {
    await emptyCart(DEMO.vet);
    await login(page, DEMO.vet);
    await openProduct(page, 'VS-000001-1');
    await serviceWorkerControls(page);
    await context.setOffline(true);
    await addToCart(page, 1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await context.route('**/api/cart/sync', (route) => route.abort()); // the change stays pending
    await context.setOffline(false);
    await page.getByText('Camille Martin').click(); // the account menu
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('alert')).toContainText(/non enregistrées/);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/fr\/p\//);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await context.unroute('**/api/cart/sync');
    // Once saved, signing out asks only for confirmation.
    // The buyer may press "retry"; the engine's own backoff may also get there first.
    await page
      .getByRole('button', { name: 'Réessayer' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect.poll(async () => (await serverCart(DEMO.vet))?.lines.length, { timeout: 30_000 }).toBe(1);
    await page.getByText('Camille Martin').click();
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page.getByText('Voulez-vous vous déconnecter ?')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});
