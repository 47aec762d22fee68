/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';

/** The cookie banner (until a choice), the footer's link to the preferences, and that page (French). */
export class CookieBanner {
  constructor(private readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Vos choix de cookies' });
  }

  /** "Refuse optional cookies" (on the banner or the preferences page): the page comes back without the banner. */
  async refuse(): Promise<void> {
    await this.page.getByRole('button', { name: 'Refuser les cookies facultatifs' }).click();
  }

  async accept(): Promise<void> {
    await this.page.getByRole('button', { name: 'Accepter tous les cookies' }).click();
  }

  /** The footer's link to the preferences page. */
  async openPreferences(): Promise<void> {
    await this.page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  }

  /** The preferences page's sentence saying the current choice. */
  get currentChoice(): Locator {
    return this.page.getByTestId('cookie-choice');
  }

  /** What this device keeps under `key` in localStorage (null: nothing). */
  stored(key: string): Promise<string | null> {
    return this.page.evaluate((k) => window.localStorage.getItem(k), key);
  }
}
