import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/**
 * Paying at the confirmation (decision 038), the local Mollie's hosted page (e2e/support/mollie-server.ts, as
 * Mollie's test mode: "Paid" or "Cancel"), and the return page's outcome.
 */
export class PaymentPage extends ShopPage {
  get providers(): Locator {
    return this.page.getByRole('group', { name: 'Mode de paiement' });
  }

  /** Chooses a provider or method on the confirmation page and confirms: the buyer leaves for the provider. */
  async payWith(label: string): Promise<void> {
    await this.providers.getByRole('radio', { name: new RegExp(label) }).check();
    await this.page.getByRole('button', { name: /Confirmer la commande/ }).click();
  }

  /** On the provider's hosted page: the buyer's answer, then back to the shop. */
  async answerAtProvider(answer: 'Paid' | 'Cancel'): Promise<void> {
    await expect(this.page.getByRole('heading', { name: /Test payment tr_/ })).toBeVisible();
    await this.page.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.page).toHaveURL(/\/cart-validated\?reference=/);
  }

  get outcome(): Locator {
    return this.page.locator('section.validated');
  }
}
