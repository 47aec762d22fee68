import { expect, expectAccessible, test } from './support/fixtures';

test.describe('similar products', () => {
  test('a product page shows similar products, and one opens its own page', async ({ page, productPage }) => {
    await productPage.open('VS-000001-1');
    const own = (await productPage.heading.textContent())!.trim();
    await expect(productPage.similar).toBeVisible();
    const count = await productPage.similarLinks.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    const names = (await productPage.similarLinks.allTextContents()).map((n) => n.trim());
    expect(names).not.toContain(own);
    await expectAccessible(page);

    await productPage.similarLinks.first().click();
    await expect(productPage.heading).toHaveText(names[0]!);
    await expect(page).toHaveURL(/\/fr\/p\//);
  });
});
