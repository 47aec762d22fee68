import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The sign-out confirmation (it warns first when cart changes are not saved yet). */
export class LogoutPage extends ShopPage {
  get warning(): Locator {
    return this.page.getByRole('alert');
  }

  /** The same confirmation, opened over the page by the header's "Se déconnecter" when offline. */
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Déconnexion' });
  }

  get continueButton(): Locator {
    return this.page.getByRole('button', { name: 'Continuer' });
  }

  async goto(locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/logout`);
  }

  async confirm(): Promise<void> {
    await this.continueButton.click();
  }

  async goBack(): Promise<void> {
    await this.page.getByRole('button', { name: 'Retour' }).click();
  }
}
