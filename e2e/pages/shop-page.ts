import type { Locator, Page } from '@playwright/test';
import { visit } from '../support/hydration';

/** What every storefront page has: the tab it lives in and one level-1 heading. */
export abstract class ShopPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /**
   * Opens a page of the shop and waits until React has hydrated it: every `goto` of a page object goes through
   * here, so a journey may type or click at once (before hydration, typing can be lost and a click can miss its
   * handler). Without JavaScript it is a plain `page.goto`.
   */
  protected async visit(path: string): Promise<void> {
    await visit(this.page, path);
  }
}
