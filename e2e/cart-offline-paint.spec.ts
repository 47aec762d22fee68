/// <reference lib="dom" />
import { serverQuantities, variantIdBySku } from './support/api';
import { emptyCart, expect, test } from './support/fixtures';
import { serviceWorkerControls } from './support/service-worker';

/**
 * Issue 18 §5: after a reload offline, the cart page (the service worker's saved copy, rendered by the server
 * before the change) must never show a quantity the buyer already changed on this device, not even for a frame.
 *
 * From the document's very start (an init script), every quantity the page shows is recorded: on every DOM change
 * (a MutationObserver: the parser adding the saved page's lines, React rendering) and before every frame is painted
 * (requestAnimationFrame), each quantity field that is visible (not hidden while the device's changes are read).
 */
function recordShownQuantities(): void {
  const seen: { qty: string; at: number }[] = [];
  (window as unknown as { shownQuantities: typeof seen }).shownQuantities = seen;
  const look = () => {
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('li.cart-line .qty-input'))) {
      const visible = input.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const last = seen[seen.length - 1];
      if (visible && (!last || last.qty !== input.value))
        seen.push({ qty: input.value, at: Math.round(performance.now()) });
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const frame = () => {
    look();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('after a reload offline, the cart never shows the quantity the buyer changed on this device', async ({
  page,
  context,
  productPage,
  cartPage,
  header,
  notices,
  customer,
  signIn,
}) => {
  await emptyCart(customer.login);
  const amoxi = await variantIdBySku('VS-000001-1');
  await signIn(customer);
  await productPage.open('VS-000001-1');
  await productPage.addToCart(2);
  await expect.poll(() => serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });

  // The cart page is kept by the service worker with quantity 2 (what a reload offline gets).
  await cartPage.goto();
  await serviceWorkerControls(page);
  await expect(cartPage.quantity('Amoxivantis')).toHaveValue('2');

  await context.setOffline(true);
  await cartPage.setQuantity('Amoxivantis', 5);
  await expect(header.cartCount).toHaveText('5');

  await page.addInitScript(recordShownQuantities);
  await page.reload();
  await expect(notices.offline).toBeVisible();
  await expect(cartPage.quantity('Amoxivantis')).toHaveValue('5');
  await expect(cartPage.line('Amoxivantis').getByText('Pas encore enregistré')).toBeVisible();

  const shown = await page.evaluate(
    () => (window as unknown as { shownQuantities: { qty: string; at: number }[] }).shownQuantities,
  );
  // The recorder saw the page (the changed quantity), and never the saved page's 2.
  expect(shown.map((s) => s.qty)).toContain('5');
  expect(
    shown.filter((s) => s.qty !== '5'),
    JSON.stringify(shown),
  ).toEqual([]);
  // Nothing reached the server while offline.
  expect(await serverQuantities(customer.login)).toEqual({ [amoxi]: 2 });
});
