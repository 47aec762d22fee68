import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

export class CategoryPage extends ShopPage {
  get products(): Locator {
    return this.page.locator('article.product-card');
  }

  /**
   * Goes down the tree (first sub-category, at most three levels) until the category lists products. Each step
   * waits for the sub-category's heading: a client-side navigation does not reload the document, so counting
   * cards right after the click could count the previous page's (the signed-in home has product cards too).
   */
  async descendToProducts(): Promise<void> {
    for (let depth = 0; depth < 3 && (await this.products.count()) === 0; depth++) {
      const link = this.page.getByRole('navigation', { name: 'Sous-catégories' }).getByRole('link').first();
      const name = (await link.textContent())!.trim();
      await link.click();
      await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    }
  }

  async firstProductName(): Promise<string> {
    return (await this.products.first().getByRole('heading').textContent())!.trim();
  }

  /** Opens the first product and waits for its page (its name as heading), not the listing it leaves. */
  async openFirstProduct(): Promise<void> {
    const name = await this.firstProductName();
    await this.products.first().getByRole('link').first().click();
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }
}
