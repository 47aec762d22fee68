import type { Locator, Page } from '@playwright/test';

/** What every storefront page has: the tab it lives in and one level-1 heading. */
export abstract class ShopPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
}
