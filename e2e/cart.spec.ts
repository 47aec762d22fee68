import type { BrowserContext } from '@playwright/test';
import { addFromAnotherDevice, emptyCart, serverCart, serverQuantities, variantIdBySku } from './support/api';
import { expect, expectAccessible, pagesOf, reloadHydrated, test } from './support/fixtures';
import { startBackoffice, stopBackoffice } from './support/servers';
import { serviceWorkerControls } from './support/service-worker';

test.describe('cart journeys', () => {
  test('(c) offline: a quantity change and an added product survive a reload and reach the server exactly', async ({
    page,
    context,
    productPage,
    cartPage,
    checkoutPage,
    header,
    notices,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    const amoxi = await variantIdBySku('VS-000001-1');
    const needles = await variantIdBySku('VS-000013-1');
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await productPage.addToCart(2);
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });

    // Pages the buyer has seen are kept by the service worker for a reload offline.
    await cartPage.goto();
    await serviceWorkerControls(page);
    await expect(cartPage.line('Amoxivantis')).toBeVisible();
    await productPage.open('VS-000013-1');
    await serviceWorkerControls(page);

    await context.setOffline(true);
    await productPage.addToCart(4);
    await expect(header.cartCount).toHaveText('6');
    await expect(notices.offline).toBeVisible();

    await cartPage.goto();
    await cartPage.setQuantity('Amoxivantis', 5);
    await expect(header.cartCount).toHaveText('9');

    await page.reload();
    await expect(notices.offline).toBeVisible();
    await expect(page.getByText(/2 modifications? ne sont pas encore enregistrées/)).toBeVisible();
    await expect(cartPage.quantity('Amoxivantis')).toHaveValue('5');
    await expect(cartPage.quantity('Medisteril')).toHaveValue('4');
    await expect(cartPage.line('Medisteril').getByText('Pas encore enregistré')).toBeVisible();
    // Nothing reached the server while offline.
    expect(await serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });
    // Checkout waits, and says why.
    await expect(checkoutPage.toConfirmation).toBeDisabled();
    await expect(checkoutPage.block).toContainText('la commande pourra être passée dès le retour');

    await context.setOffline(false);
    await expect
      .poll(() => serverQuantities(customer.login), { timeout: 20_000 })
      .toEqual({ [amoxi]: 5, [needles]: 4 });
    await expect(notices.offline).toBeHidden();
    await expect(page.getByText('Pas encore enregistré')).toHaveCount(0);
    await expect(header.cartCount).toHaveText('9');
  });

  test('offline reload of the cart on the first visit after sign-in (fresh device): the cart with its pending lines', async ({
    browser,
    context,
    productPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    const amoxi = await variantIdBySku('VS-000001-1');
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await productPage.addToCart(2);
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });

    // The same buyer's session on a device the service worker has never run on: the cart is the first page.
    const device = await browser.newContext({ storageState: await context.storageState() });
    try {
      const page = await device.newPage();
      const { cartPage, notices } = pagesOf(page);
      await cartPage.goto();
      await expect(cartPage.quantity('Amoxivantis')).toHaveValue('2');
      await serviceWorkerControls(page);

      await device.setOffline(true);
      await cartPage.setQuantity('Amoxivantis', 5);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
      await expect(notices.offline).toBeVisible();
      await expect(cartPage.quantity('Amoxivantis')).toHaveValue('5');
      await expect(page.getByText(/1 modification n’est pas encore enregistrée/)).toBeVisible();
    } finally {
      await device.close();
    }
  });

  test('(d) an order under 150 € shows the low-order fee and appears in the sales with the right totals', async ({
    page,
    productPage,
    header,
    cartPage,
    checkoutPage,
    totals,
    salesPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000013-1');
    await productPage.addToCart(3);
    await expect(header.cartCount).toHaveText('3');

    await header.openCart('3 articles dans le panier');
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(cartPage.line('Medisteril')).toBeVisible();
    await expect(totals.line('Contribution aux frais (petite commande)')).toBeVisible();
    await expect(page.getByText(/Pour une commande inférieure à 150,00\s€ HTVA/)).toBeVisible();
    await expectAccessible(page);

    // Delete asks first; cancelling keeps the line.
    await cartPage.deleteLine('Medisteril');
    await expect(cartPage.deleteDialog).toBeVisible();
    await cartPage.cancelDelete();
    await expect(cartPage.deleteDialog).toBeHidden();
    await expect(cartPage.line('Medisteril')).toBeVisible();

    const reference = `E2E-${Date.now()}`;
    await checkoutPage.reference.fill(reference);
    await checkoutPage.goToConfirmation();
    await expect(page).toHaveURL(/\/fr\/cart-confirm$/);
    await expect(totals.line('Contribution aux frais (petite commande)')).toBeVisible();
    await expectAccessible(page);
    const total = await totals.total();
    expect(total).toBeGreaterThan(10.5);
    await checkoutPage.confirmOrder();
    await expect(page).toHaveURL(/\/fr\/cart-validated/);
    await expect(header.cartCount).toHaveText('0');

    await salesPage.goto();
    await expect(salesPage.row(reference)).toBeVisible();
    await expectAccessible(page);
    expect(await salesPage.total(reference)).toBe(total);
    await salesPage.open(reference);
    await expect(page).toHaveURL(/\/fr\/account\/sales\/\d+/);
    await expectAccessible(page);
    await expect(page.getByText('Medisteril', { exact: false }).first()).toBeVisible();
    expect(await totals.total()).toBe(total);
    expect(await totals.amount('Contribution aux frais (petite commande)')).toBe(10.5);
  });

  // It stops the one back office every journey uses: it runs alone, after the others (playwright.config.ts).
  test(
    '(e) the back office stops mid-session: error state, offline cart, nothing lost, recovery',
    { tag: '@alone' },
    async ({ page, productPage, header, notices, salesPage, cartPage, customer, signIn }) => {
      await emptyCart(customer.login);
      const amoxi = await variantIdBySku('VS-000001-1');
      await signIn(customer);
      await productPage.open('VS-000001-1');
      await productPage.addToCart(1);
      await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 1 });

      await stopBackoffice();
      try {
        // Typed while the back office is down: kept on the device.
        await productPage.addToCart(2);
        await expect(header.cartCount).toHaveText('3');
        await expect(notices.unreachable).toBeVisible({ timeout: 20_000 });

        // A page that needs the back office says so, with the shop around it.
        await salesPage.goto();
        await expect(salesPage.heading).toBeVisible();
        await expect(page.getByText(/momentanément indisponible/).first()).toBeVisible();
        await expect(header.banner).toBeVisible();

        // The cart page shows what this device holds.
        await cartPage.goto();
        await expect(page.getByText(/Le serveur de la boutique ne répond pas/)).toBeVisible();
        await expect(cartPage.quantity('Amoxivantis')).toHaveValue('3');
      } finally {
        await startBackoffice();
      }
      await notices.retryIfOffered();
      await expect.poll(() => serverQuantities(customer.login), { timeout: 30_000 }).toEqual({ [amoxi]: 3 });
      await expect(notices.unreachable).toBeHidden();
      await page.reload();
      await expect(cartPage.quantity('Amoxivantis')).toHaveValue('3');
      await expect(page.getByText(/Le serveur de la boutique ne répond pas/)).toBeHidden();
    },
  );

  test('(g) two tabs each add the same product once: quantity 2, never 3 or 4', async ({
    browser,
    customer,
  }) => {
    await emptyCart(customer.login);
    const amoxi = await variantIdBySku('VS-000001-1');
    const context: BrowserContext = await browser.newContext();
    try {
      const firstTab = await context.newPage();
      const first = pagesOf(firstTab);
      await first.loginPage.signIn(customer.login);
      await first.productPage.open('VS-000001-1');
      const secondTab = await context.newPage();
      const second = pagesOf(secondTab);
      await second.productPage.open('VS-000001-1');

      await Promise.all([first.productPage.addToCart(1), second.productPage.addToCart(1)]);
      await expect(first.header.cartCount).toHaveText('2');
      await expect(second.header.cartCount).toHaveText('2');
      await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });
      // Both tabs keep syncing (focus, retries): the quantity stays 2.
      await firstTab.reload();
      await secondTab.reload();
      await expect(first.header.cartCount).toHaveText('2');
      await expect(second.header.cartCount).toHaveText('2');
      expect(await serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });
    } finally {
      await context.close();
    }
  });

  test('a quantity above the stock gets the line message; lowering it to the stock clears it', async ({
    page,
    productPage,
    cartPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000006-1'); // 3 units in stock
    await productPage.addToCart(5);
    await expect.poll(async () => (await serverCart(customer.login))?.lines[0]?.qty).toBe(5);
    // The product page already says what ships now and what follows (issue 8 §2).
    await expect(
      page.getByText('5 unités dans votre panier : 3 unités livrables maintenant ; 2 unités suivront'),
    ).toBeVisible();
    await cartPage.goto();
    const benazon = cartPage.line('Benazon');
    await expect(
      benazon.getByText(/n’est pas disponible dans la quantité demandée\. 2 unité\(s\) sont indisponibles/),
    ).toBeVisible();
    // Before checkout, the buyer sees what ships now and what follows (issue 8 §2).
    await expect(benazon.getByText(/3 unités livrables maintenant ; 2 unités suivront/)).toBeVisible();
    await cartPage.setQuantity('Benazon', 3);
    await expect.poll(async () => (await serverCart(customer.login))?.lines[0]?.qty).toBe(3);
    await expect(benazon.getByText(/n’est pas disponible/)).toBeHidden();
    await expectAccessible(page);
  });

  test('a change the back office refuses is said on its line, also after a reload, until the buyer changes the line', async ({
    page,
    context,
    productPage,
    cartPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    const amoxi = await variantIdBySku('VS-000001-1');
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await productPage.addToCart(1);
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 1 });

    // Offline, the buyer asks for the most a line may hold; meanwhile another device adds 5 to that line, so
    // the change (+99,999) would take the line above the maximum: the back office refuses it (qty_too_large).
    await cartPage.goto();
    await context.setOffline(true);
    await cartPage.setQuantity('Amoxivantis', 100_000);
    await expect(cartPage.line('Amoxivantis').getByText('Pas encore enregistré')).toBeVisible();
    await addFromAnotherDevice(customer.login, amoxi, 5);
    await context.setOffline(false);

    const refused = cartPage
      .line('Amoxivantis')
      .getByRole('status')
      .filter({
        hasText:
          /Votre modification n’a pas été enregistrée : une ligne du panier peut compter au plus 100\s?000 unités\./,
      });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(cartPage.quantity('Amoxivantis')).toHaveValue('6');
    // Said to a screen reader with the quantity field, too.
    const refusedId = await refused.getAttribute('id');
    expect(refusedId).toBeTruthy();
    await expect(cartPage.quantity('Amoxivantis')).toHaveAttribute(
      'aria-describedby',
      new RegExp(`(^|\\s)${refusedId!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`),
    );
    expect(await serverQuantities(customer.login)).toEqual({ [amoxi]: 6 });

    // Hydrated before typing: a quantity typed into the server-rendered field could be lost to hydration.
    await reloadHydrated(page);
    await expect(refused).toBeVisible();

    await cartPage.setQuantity('Amoxivantis', 10);
    await expect(refused).toBeHidden();
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 10 });
    await page.reload();
    await expect(cartPage.quantity('Amoxivantis')).toHaveValue('10');
    await expect(cartPage.line('Amoxivantis').getByRole('status')).toHaveCount(0);
  });

  test('choosing "Livraison express" updates the delivery cost and the total at once, the same on the confirmation and the order', async ({
    page,
    productPage,
    cartPage,
    checkoutPage,
    totals,
    salesPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000014-1');
    await productPage.addToCart(1);
    await expect.poll(async () => (await serverCart(customer.login))?.lines.length).toBe(1);
    await cartPage.goto();
    const delivery = await totals.amount('Frais de livraison');
    const total = await totals.total();
    expect(delivery).not.toBe(14.9);

    // No "Save": the choice is saved and the totals follow.
    await checkoutPage.chooseCarrier('Livraison express');
    await expect.poll(() => totals.amount('Frais de livraison')).toBe(14.9);
    await expect.poll(() => totals.total()).not.toBe(total);
    const expressTotal = await totals.total();
    await expect(page.getByText('Vos choix de livraison et de facturation sont enregistrés.')).toBeHidden();
    expect((await serverCart(customer.login))?.amount.total).toBe(expressTotal);

    const reference = `E2E-EXPRESS-${Date.now()}`;
    await checkoutPage.reference.fill(reference);
    await checkoutPage.goToConfirmation();
    await expect(page).toHaveURL(/\/fr\/cart-confirm$/);
    expect(await totals.amount('Frais de livraison')).toBe(14.9);
    expect(await totals.total()).toBe(expressTotal);
    await checkoutPage.confirmOrder();
    await expect(page).toHaveURL(/\/fr\/cart-validated/);
    await salesPage.goto();
    expect(await salesPage.total(reference)).toBe(expressTotal);
  });

  test('what the buyer typed in the checkout form survives a reload before it is saved', async ({
    page,
    productPage,
    cartPage,
    checkoutPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000014-1');
    await productPage.addToCart(1);
    await expect.poll(async () => (await serverCart(customer.login))?.lines.length).toBe(1);
    await cartPage.goto();
    await checkoutPage.reference.fill('PO-RELOAD-1');
    await checkoutPage.comment.fill('Livrer à l’arrière du cabinet');
    await page.reload();
    await expect(page.getByText('Nous avons rétabli ce que vous aviez saisi')).toBeVisible();
    await expect(checkoutPage.reference).toHaveValue('PO-RELOAD-1');
    await expect(checkoutPage.comment).toHaveValue('Livrer à l’arrière du cabinet');
    await checkoutPage.save();
    await expect(page.getByText('Vos choix de livraison et de facturation sont enregistrés.')).toBeVisible();
    await page.reload();
    await expect(checkoutPage.reference).toHaveValue('PO-RELOAD-1');
    await expect(page.getByText('Nous avons rétabli ce que vous aviez saisi')).toBeHidden();
  });

  test('signing out with changes not yet saved warns first', async ({
    page,
    context,
    productPage,
    header,
    logoutPage,
    notices,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await serviceWorkerControls(page);
    await context.setOffline(true);
    await productPage.addToCart(1);
    await expect(header.cartCount).toHaveText('1');
    await context.route('**/api/cart/sync', (route) => route.abort()); // the change stays pending
    await context.setOffline(false);
    await header.signOut('Camille Martin');
    await expect(logoutPage.warning).toContainText(/non enregistrées/);
    await logoutPage.goBack();
    await expect(page).toHaveURL(/\/fr\/p\//);
    await expect(header.cartCount).toHaveText('1');
    await context.unroute('**/api/cart/sync');
    // Once saved, signing out asks only for confirmation.
    await notices.retryIfOffered();
    await expect
      .poll(async () => (await serverCart(customer.login))?.lines.length, { timeout: 30_000 })
      .toBe(1);
    await header.signOut('Camille Martin');
    await expect(page.getByText('Voulez-vous vous déconnecter ?')).toBeVisible();
    await logoutPage.confirm();
    await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
    await expect(header.cartCount).toHaveText('0');
  });

  test('offline, signing out with a change not yet saved warns the same way; the sign-out waits for the connection', async ({
    page,
    context,
    productPage,
    header,
    logoutPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await context.setOffline(true);
    await productPage.addToCart(1);
    await expect(header.cartCount).toHaveText('1');
    // The logout page cannot be fetched offline: the same confirmation opens over the page.
    await header.signOut('Camille Martin');
    await expect(logoutPage.dialog.getByRole('alert')).toContainText(/non enregistrées/);
    await expect(logoutPage.continueButton).toBeDisabled();
    await expect(logoutPage.dialog).toContainText(
      'Vous êtes hors ligne : la déconnexion sera possible dès le retour de la connexion.',
    );
    await logoutPage.goBack();
    await expect(logoutPage.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/fr\/p\//);
    await expect(header.cartCount).toHaveText('1');

    // Back online the change is saved, and the buyer signs out.
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverCart(customer.login))?.lines.length, { timeout: 30_000 })
      .toBe(1);
    await header.signOut('Camille Martin');
    await expect(page.getByText('Voulez-vous vous déconnecter ?')).toBeVisible();
    await logoutPage.confirm();
    await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
  });

  test('right after the order is placed the header counts 0 at once, without waiting for a sync', async ({
    context,
    productPage,
    header,
    cartPage,
    checkoutPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000013-1');
    await productPage.addToCart(6);
    await expect.poll(async () => (await serverCart(customer.login))?.lines[0]?.qty).toBe(6);
    await cartPage.goto();
    await expect(header.cartCount).toHaveText('6');
    await checkoutPage.goToConfirmation();
    // The syncs after the order never get through: the count must not wait for them (it did, showing 6).
    await context.route('**/api/cart/sync', (route) => route.abort());
    await checkoutPage.confirmOrder();
    await expect(header.cartCount).toHaveText('0', { timeout: 2_000 });
    await context.unroute('**/api/cart/sync');
  });

  test('a second device with nothing pending learns of the new cart without being told its changes moved', async ({
    browser,
    context,
    productPage,
    cartPage,
    checkoutPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    const amoxi = await variantIdBySku('VS-000001-1');
    const needles = await variantIdBySku('VS-000013-1');
    await signIn(customer);
    await productPage.open('VS-000013-1');
    await productPage.addToCart(2);
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [needles]: 2 });

    // The same buyer's second device shows that cart, with nothing pending.
    const device = await browser.newContext({ storageState: await context.storageState() });
    try {
      const other = await device.newPage();
      const second = pagesOf(other);
      await second.cartPage.goto();
      await expect(second.header.cartCount).toHaveText('2');

      // The first device places the order; then the practice puts something in the next cart.
      await cartPage.goto();
      await checkoutPage.goToConfirmation();
      await checkoutPage.confirmOrder();
      await addFromAnotherDevice(customer.login, amoxi, 1);

      // The second device learns of the new cart: nothing of its own moved there, so nothing is said.
      await reloadHydrated(other);
      await expect(second.header.cartCount).toHaveText('1');
      await expect(second.cartPage.line('Amoxivantis')).toBeVisible();
      await expect(other.getByText(/placées dans un nouveau panier/)).toHaveCount(0);
    } finally {
      await device.close();
    }
  });
});
