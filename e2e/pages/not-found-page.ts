import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The localised 404 page. */
export class NotFoundPage extends ShopPage {
  get homeLink(): Locator {
    return this.page.getByRole('link', { name: 'Retour à l’accueil' });
  }
}
