import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

export class CategoryPage extends ShopPage {
  get products(): Locator {
    return this.page.locator('article.product-card');
  }

  /** Goes down the tree (first sub-category, at most three levels) until the category lists products. */
  async descendToProducts(): Promise<void> {
    for (let depth = 0; depth < 3 && (await this.products.count()) === 0; depth++) {
      await this.page.getByRole('navigation', { name: 'Sous-catégories' }).getByRole('link').first().click();
      await this.page.waitForLoadState('networkidle');
    }
  }

  async firstProductName(): Promise<string> {
    return (await this.products.first().getByRole('heading').textContent())!.trim();
  }

  async openFirstProduct(): Promise<void> {
    await this.products.first().getByRole('link').first().click();
  }
}
