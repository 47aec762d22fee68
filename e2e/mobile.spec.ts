import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures';

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

test.describe('mobile journeys', () => {
  test('a buyer on a 390 px phone: pages fit the width, listings in two columns, price and add button on the first screen', async ({
    page,
    loginPage,
    header,
    categoryPage,
    productPage,
    cartPage,
    salesPage,
  }) => {
    await loginPage.signIn(DEMO.vet);
    await page.goto('/fr');
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
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr\/account\/sales\/\d+/);
    await expectNoSidewaysScroll(page);
  });

  test('the autocomplete panel is as wide as the screen', async ({ page, header }) => {
    await page.goto('/fr');
    await header.searchBox.box.pressSequentially('amox', { delay: 30 });
    await expect(header.searchBox.options.first()).toBeVisible();
    const panel = await header.searchBox.list.boundingBox();
    expect(Math.round(panel!.x)).toBe(0);
    expect(Math.round(panel!.width)).toBe(390);
  });
});
