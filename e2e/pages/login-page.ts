import { DEMO } from '../support/demo';
import { ShopPage } from './shop-page';

export class LoginPage extends ShopPage {
  /** Signs in through the login page, as a buyer would, and lands on `next` (default: the home page). */
  async signIn(who: string, locale: 'fr' | 'nl' | 'en' = 'fr', next?: string): Promise<void> {
    await this.page.goto(`/${locale}/login${next ? `?redirect=${encodeURIComponent(next)}` : ''}`);
    await this.submit(who);
    await this.page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }

  /** Fills and sends the login form already on screen (e.g. after a redirect to it). */
  async submit(who: string, password: string = DEMO.password): Promise<void> {
    await this.page.locator('input[name="login"]').fill(who);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('main form[method="post"] button[type="submit"]').click();
  }
}
