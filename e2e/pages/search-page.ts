import { expect, type Locator, type Page } from '@playwright/test';
import { euros } from '../support/euros';
import { ShopPage } from './shop-page';

/** The words of the listing's controls in one language. */
const TEXTS = {
  fr: { clear: 'Effacer les filtres', sort: 'Trier par' },
  nl: { clear: 'Filters wissen', sort: 'Sorteren op' },
} as const;

/** The search results, with their filters and sort. */
export class SearchPage extends ShopPage {
  constructor(
    page: Page,
    private readonly locale: keyof typeof TEXTS = 'fr',
  ) {
    super(page);
  }

  /** The same page read in Dutch. */
  inDutch(): SearchPage {
    return new SearchPage(this.page, 'nl');
  }

  async goto(query: string): Promise<void> {
    await this.visit(`/${this.locale}/search?q=${encodeURIComponent(query)}`);
  }

  /** A facet of the filters, by its title. */
  facet(title: string): Locator {
    return this.page.getByRole('group', { name: title });
  }

  get results(): Locator {
    return this.page.locator('article.product-card');
  }

  /** The did-you-mean question under the heading ("Vouliez-vous dire amoxicilline ?"), its suggestion a link. */
  get didYouMean(): Locator {
    return this.page.locator('.did-you-mean');
  }

  /** Follows the did-you-mean suggestion and waits for its results' heading (the query it names). */
  async followDidYouMean(): Promise<void> {
    const suggestion = this.didYouMean.getByRole('link');
    const q = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await expect(this.heading).toContainText(q);
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
    return this.page.getByRole('link', { name: TEXTS[this.locale].clear }).first();
  }

  /** Ticks a filter on an unfiltered listing and waits for the filtered results ("clear the filters" shows). */
  async filter(option: RegExp): Promise<void> {
    await expect(this.clearFilters).toHaveCount(0);
    await this.page.getByRole('checkbox', { name: option }).check();
    await expect(this.clearFilters).toBeVisible();
  }

  /**
   * Ticks one more filter in a facet and waits for the results that follow: the filters' summary counts the
   * filters of the results on screen (not those of the controls, which show a change at once).
   */
  async alsoFilter(facet: string, option: RegExp, activeFilters: number): Promise<void> {
    await this.facet(facet).getByRole('checkbox', { name: option }).check();
    await expect(this.page.locator('.listing-filters summary')).toContainText(`(${activeFilters} `);
  }

  /** The results' names, in the order shown. */
  async names(): Promise<string[]> {
    return (await this.results.getByRole('heading').allTextContents()).map((n) => n.trim());
  }

  /**
   * Sorts a filtered listing and waits for the sorted results: the "clear the filters" link keeps the sort of the
   * results shown. The select shows the new sort at once, while the previous results are still on screen.
   */
  async sortBy(sort: string): Promise<void> {
    await this.page.getByLabel(TEXTS[this.locale].sort).selectOption(sort);
    await expect(this.clearFilters).toHaveAttribute('href', new RegExp(`[?&]sort=${sort}(&|$)`));
  }

  /** Opens the first result and waits for its page (its name as heading), not the results it leaves. */
  async openFirstResult(): Promise<void> {
    const name = (await this.results.first().getByRole('heading').textContent())!.trim();
    await this.results.first().getByRole('link').first().click();
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }
}
