import { chromium } from '@playwright/test';
import type { ProductSearchResult } from '@vetshop/contract';
import { ScannerDialog } from './pages/scanner-dialog';
import { backofficeSession, serverQuantities } from './support/api';
import { writeEan13Video } from './support/barcode-video';
import { emptyCart, expect, expectAccessible, signInAs, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/**
 * Issue 23 §1 (decision 042): a vet holds a box in front of the camera on the cart page and it lands in the
 * cart. Chromium gets a fake camera showing an EAN-13 drawn at test time (a Y4M video: e2e/support/barcode-video.ts),
 * so the whole chain runs for real: camera permission (Permissions-Policy camera=(self)), the barcode reader
 * (Linux Chromium has no BarcodeDetector: the polyfill and its WebAssembly, served by the shop under its CSP),
 * the lookup by code, the offline cart engine and the back office's cart. The test's own copy of the demo vet.
 */

interface Box {
  id: number;
  name: string;
  barcode: string;
}

/** A variant this vet may put in the cart today (priced, direct order) that has an EAN-13. */
async function boxWithBarcode(login: string): Promise<Box> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/search/products?q=a&page_size=24`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
  });
  const { hits } = (await res.json()) as ProductSearchResult;
  const variant = hits
    .filter((p) => p.flags.order_mode === 'direct')
    .flatMap((p) => p.variants)
    .find((v) => v.price !== null && v.barcode !== null && /^\d{13}$/.test(v.barcode));
  if (!variant) throw new Error('the demo catalogue offers the vet no product with an EAN-13');
  return { id: variant.id, name: variant.name, barcode: variant.barcode! };
}

test('a vet scans a box with the camera on the cart page: it is added once, its quantity changed; an unknown typed code offers a search', async ({
  customer,
}, testInfo) => {
  await emptyCart(customer.login);
  const box = await boxWithBarcode(customer.login);
  const video = testInfo.outputPath('barcode.y4m');
  writeEan13Video(video, box.barcode);

  // A browser of its own: the fake camera is chosen when Chromium starts.
  const { launchOptions, baseURL } = testInfo.project.use;
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'fr-BE' });
    const page = await context.newPage();
    await signInAs(page, customer, 'fr', '/fr/cart');
    const scanner = new ScannerDialog(page);

    await scanner.openButton('cart').click();
    await expect(scanner.dialog).toBeVisible();
    // Read from the picture, looked up, added through the cart engine: once, though the box stays in sight.
    await expect(scanner.outcome).toHaveText(`${box.name} ajouté au panier.`, { timeout: 20_000 });
    await expect(scanner.quantity(box.name)).toHaveValue('1');
    await expect.poll(() => serverQuantities(customer.login), { timeout: 15_000 }).toEqual({ [box.id]: 1 });
    await expectAccessible(page);

    // Three boxes of it after all: the quantity is changed in the dialog, through the same engine.
    await scanner.quantity(box.name).fill('3');
    await scanner.quantity(box.name).press('Enter');
    await expect.poll(() => serverQuantities(customer.login), { timeout: 15_000 }).toEqual({ [box.id]: 3 });

    // A code no product has: said so, with a search for it.
    await scanner.typeCode('5400000000001');
    await expect(scanner.outcome).toContainText('Aucun produit ne porte le code 5400000000001.');
    await expect(
      scanner.outcome.getByRole('link', { name: 'Chercher « 5400000000001 » dans le catalogue' }),
    ).toHaveAttribute('href', '/fr/search?q=5400000000001');

    // Escape closes the dialog and gives the focus back to the button; the cart page shows the line.
    await page.keyboard.press('Escape');
    await expect(scanner.dialog).toBeHidden();
    await expect(scanner.openButton('cart')).toBeFocused();
    await expect(page.getByRole('link', { name: box.name }).first()).toBeVisible();
  } finally {
    await browser.close();
  }
});
