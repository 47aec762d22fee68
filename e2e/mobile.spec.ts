import type { Page } from '@playwright/test';
import { emptyCart, expect, expectAccessible, test, visit } from './support/fixtures';

/** Issue 8 §4: the shop on a phone (390 × 844, an iPhone 12–14's viewport). */
test.use({ viewport: { width: 390, height: 844 } });

/** The page fits the screen's width: nothing makes the whole document scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A table of order lines read on the phone: every line's amount lies within the screen's width (not behind a
 * sideways scroll) and shows its column's name beside it, since the header row is not on screen.
 */
async function expectLinesReadable(page: Page, amountLabel: string): Promise<void> {
  // The header row is off screen but still names the columns for screen readers. Waited for first: right after a
  // client-side navigation the URL can already be the new page's while the previous page's table is still shown.
  await expect(page.getByRole('columnheader', { name: amountLabel })).toBeAttached();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    // Not scrolled into view: that would scroll a sideways-scrolling table to it and hide the fault.
    const amount = row.getByRole('cell').last();
    const box = await amount.boundingBox();
    expect(box!.x, `${page.url()}: an amount starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(
      box!.x + box!.width,
      `${page.url()}: an amount lies beyond the screen's right edge`,
    ).toBeLessThanOrEqual(390);
    const label = await amount.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain(amountLabel);
  }
}

/** The totals block is on screen, within the screen's width. */
async function expectTotalsVisible(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Récapitulatif' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeInViewport({ ratio: 1 });
  const total = await region.locator('.totals-total dd').boundingBox();
  expect(total!.x + total!.width).toBeLessThanOrEqual(390);
}

test.describe('mobile journeys', () => {
  test('a buyer on a 390 px phone: pages fit the width, listings in two columns, price and add button on the first screen', async ({
    page,
    header,
    categoryPage,
    productPage,
    cartPage,
    salesPage,
    customer,
    signIn,
    context,
    baseURL,
  }) => {
    // A buyer who answered the cookie banner on a first visit (it stands above the header until then, decision 037).
    await context.addCookies([{ name: 'vetshop_consent', value: 'necessary', url: baseURL! }]);
    await signIn(customer);
    await visit(page, '/fr');
    await expect(header.cartCount).toBeVisible();
    await expectNoSidewaysScroll(page);

    await header.openCategory('Médicaments');
    await categoryPage.descendToProducts();
    await expectNoSidewaysScroll(page);
    // Two cards per row: the first two share a row, the third starts the next one.
    const tops = await categoryPage.products.evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(3);
    expect(tops[1]).toBe(tops[0]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);

    await productPage.open('VS-000001-1');
    await expectNoSidewaysScroll(page);
    const price = await productPage.prices.locator('.price-row-net .price').boundingBox();
    const add = await page.getByRole('button', { name: 'Ajouter au panier' }).boundingBox();
    expect(price!.y + price!.height).toBeLessThanOrEqual(844);
    expect(add!.y + add!.height).toBeLessThanOrEqual(844);

    await cartPage.goto();
    await expectNoSidewaysScroll(page);

    await salesPage.goto();
    await expectNoSidewaysScroll(page);
    await salesPage.openFirst();
    await expect(page).toHaveURL(/\/fr\/account\/sales\/\d+/);
    await expectNoSidewaysScroll(page);
  });

  test('the confirmation, the orders list and an order show each line as a card: every amount within 390 px, with its column name, and the totals', async ({
    page,
    productPage,
    header,
    cartPage,
    checkoutPage,
    salesPage,
    customer,
    signIn,
  }) => {
    await emptyCart(customer.login);
    await signIn(customer);
    await productPage.open('VS-000013-1');
    await productPage.addToCart(3);
    await productPage.open('VS-000014-1');
    await productPage.addToCart(1);
    await expect(header.cartCount).toHaveText('4');
    await cartPage.goto();
    await checkoutPage.goToConfirmation();
    await expect(page).toHaveURL(/\/fr\/cart-confirm$/);
    await expectNoSidewaysScroll(page);
    await expectLinesReadable(page, 'Montant HTVA');
    await expectTotalsVisible(page);
    await expectAccessible(page);

    // The orders list: each order a card, its total within the screen.
    await salesPage.goto();
    await expectNoSidewaysScroll(page);
    await expectLinesReadable(page, 'Total TVAC');
    await salesPage.openFirst();
    await expect(page).toHaveURL(/\/fr\/account\/sales\/\d+/);
    await expectNoSidewaysScroll(page);
    await expectLinesReadable(page, 'Montant HTVA');
    await expectTotalsVisible(page);
    await expectAccessible(page);

    // On a desktop screen the same page is a plain table again: the header row on screen, no names in the cells.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.getByRole('columnheader', { name: 'Montant HTVA' })).toBeVisible();
    const amount = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').last();
    expect(await amount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');

    await emptyCart(customer.login);
  });

  test('the autocomplete panel is as wide as the screen', async ({ page, header }) => {
    // Typed once hydrated: the combobox's handler would miss what is typed before.
    await visit(page, '/fr');
    await header.searchBox.box.pressSequentially('amox', { delay: 30 });
    await expect(header.searchBox.options.first()).toBeVisible();
    const panel = await header.searchBox.list.boundingBox();
    expect(Math.round(panel!.x)).toBe(0);
    expect(Math.round(panel!.width)).toBe(390);
  });
});
