import type { Locator } from '@playwright/test';
import { euros } from '../support/euros';
import { ShopPage } from './shop-page';

/** The search results, with their filters and sort. */
export class SearchPage extends ShopPage {
  async goto(query: string): Promise<void> {
    await this.visit(`/fr/search?q=${encodeURIComponent(query)}`);
  }

  get results(): Locator {
    return this.page.locator('article.product-card');
  }

  /** The prices shown on the results (none for a guest). */
  get resultPrices(): Locator {
    return this.page.locator('article.product-card .price');
  }

  /** The results' prices in euros, in the order shown. */
  async prices(): Promise<number[]> {
    return (await this.resultPrices.allTextContents()).map(euros);
  }

  async filter(option: RegExp): Promise<void> {
    await this.page.getByRole('checkbox', { name: option }).check();
  }

  async sortBy(sort: string): Promise<void> {
    await this.page.getByLabel('Trier par').selectOption(sort);
  }

  async openFirstResult(): Promise<void> {
    await this.results.first().getByRole('link').first().click();
  }
}
