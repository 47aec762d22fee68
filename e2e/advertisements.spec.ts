import type { Locator, Page } from '@playwright/test';
import { ContentPages } from './pages/content-pages';
import { expect, test, visit } from './support/fixtures';

/**
 * Advertisements never cover what the buyer came for (issue 17 §6): the product's prices and add button, the
 * guest's sign-in prompt, the login form. The demo's bottom_right advertisement stays until closed (display time
 * -1), so it is on every page of these journeys.
 */
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  // Wide enough for the corner beside the page's 1280 px column: the only width where the box is fixed.
  { width: 1920, height: 1000 },
] as const;

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The advertisement's box and the target's never meet: with the target at the top of the window, and at its
 * bottom (where a box fixed in a bottom corner sits). Both boxes are read in the window's coordinates.
 */
async function expectApart(page: Page, ad: Locator, target: Locator, what: string): Promise<void> {
  await expect(ad, 'the demo advertisement is shown').toBeVisible();
  await expect(target).toBeVisible();
  for (const block of ['start', 'end'] as const) {
    await target.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
    const adBox = await ad.boundingBox();
    const targetBox = await target.boundingBox();
    expect(adBox && targetBox, `${what}: both boxes`).toBeTruthy();
    expect(
      intersects(adBox!, targetBox!),
      `${what} at ${page.viewportSize()?.width}px (${block}): ad ${JSON.stringify(adBox)} over ${JSON.stringify(targetBox)}`,
    ).toBe(false);
  }
}

test.describe('advertisements', () => {
  for (const viewport of VIEWPORTS)
    test(`at ${viewport.width} × ${viewport.height} the advertisement covers neither the login form, a guest's sign-in prompt, nor a buyer's prices and add button`, async ({
      page,
      loginPage,
      productPage,
      customer,
      signIn,
    }) => {
      await page.setViewportSize(viewport);
      const ads = new ContentPages(page).advertisements;

      await visit(page, '/fr/login');
      await expectApart(page, ads, loginPage.form, 'login form');

      await productPage.open('VS-000001-1');
      await expectApart(page, ads, productPage.signInPrompt, 'sign-in prompt');

      await signIn(customer, 'fr');
      await productPage.open('VS-000001-1');
      await expectApart(page, ads, productPage.prices, 'price box');
      await expectApart(page, ads, productPage.addButton, 'add button');
    });
});
