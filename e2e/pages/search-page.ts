import { expect, type Locator } from '@playwright/test';
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

  /**
   * "Effacer les filtres": drawn from the query of the results on screen (not from the controls, which show a
   * change at once, before its results arrive), so it says which listing is shown.
   */
  get clearFilters(): Locator {
    return this.page.getByRole('link', { name: 'Effacer les filtres' }).first();
  }

  /** Ticks a filter on an unfiltered listing and waits for the filtered results ("clear the filters" shows). */
  async filter(option: RegExp): Promise<void> {
    await expect(this.clearFilters).toHaveCount(0);
    await this.page.getByRole('checkbox', { name: option }).check();
    await expect(this.clearFilters).toBeVisible();
  }

  /**
   * Sorts a filtered listing and waits for the sorted results: the "clear the filters" link keeps the sort of the
   * results shown. The select shows the new sort at once, while the previous results are still on screen.
   */
  async sortBy(sort: string): Promise<void> {
    await this.page.getByLabel('Trier par').selectOption(sort);
    await expect(this.clearFilters).toHaveAttribute('href', new RegExp(`[?&]sort=${sort}(&|$)`));
  }

  /** Opens the first result and waits for its page (its name as heading), not the results it leaves. */
  async openFirstResult(): Promise<void> {
    const name = (await this.results.first().getByRole('heading').textContent())!.trim();
    await this.results.first().getByRole('link').first().click();
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }
}
