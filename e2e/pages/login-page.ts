import { expect, type Locator } from '@playwright/test';
import { DEMO } from '../support/demo';
import { hydrated } from '../support/hydration';
import { ShopPage } from './shop-page';

export class LoginPage extends ShopPage {
  /**
   * Signs in through the login page, as a buyer would, and lands on `next` (default: the home page), hydrated: the
   * journey may act on it at once.
   */
  async signIn(who: string, locale: 'fr' | 'nl' | 'en' = 'fr', next?: string): Promise<void> {
    await this.visit(`/${locale}/login${next ? `?redirect=${encodeURIComponent(next)}` : ''}`);
    await this.submit(who);
    await this.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    // The URL changes before the page does (a client-side navigation): wait until the login form has left.
    await expect(this.page.locator('#login-title')).toHaveCount(0);
    await hydrated(this.page);
  }

  /** The login form of the page (e-mail, password, the sign-in button). */
  get form(): Locator {
    return this.page.locator('main form[method="post"]');
  }

  /** Fills and sends the login form already on screen (e.g. after a redirect to it). */
  async submit(who: string, password: string = DEMO.password): Promise<void> {
    await this.page.locator('input[name="login"]').fill(who);
    await this.page.locator('input[name="password"]').fill(password);
    await this.form.locator('button[type="submit"]').click();
  }
}
