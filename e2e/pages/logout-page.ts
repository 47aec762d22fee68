import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The sign-out confirmation (it warns first when cart changes are not saved yet). */
export class LogoutPage extends ShopPage {
  get warning(): Locator {
    return this.page.getByRole('alert');
  }

  async goto(locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/logout`);
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continuer' }).click();
  }

  async goBack(): Promise<void> {
    await this.page.getByRole('button', { name: 'Retour' }).click();
  }
}
