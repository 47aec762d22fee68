import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The checkout: its form under the cart, then the confirmation page. */
export class CheckoutPage extends ShopPage {
  /** The checkout block under the cart (what it says when the order cannot be placed yet). */
  get block(): Locator {
    return this.page.locator('#checkout-block');
  }

  get reference(): Locator {
    return this.page.getByLabel('Votre référence');
  }

  get comment(): Locator {
    return this.page.getByLabel('Commentaire');
  }

  get toConfirmation(): Locator {
    return this.page.getByRole('button', { name: 'Passer à la confirmation' });
  }

  async chooseCarrier(name: string): Promise<void> {
    await this.page.getByRole('group', { name: 'Transporteur' }).getByLabel(name).check();
  }

  /** The chosen carrier's pickup points (a carrier with drop-off sites). */
  get pickupPoints(): Locator {
    return this.page.getByRole('group', { name: 'Point relais' });
  }

  /** Searches the pickup points by name or town (a GET of the cart page: it works without JavaScript too). */
  async searchPickupPoints(text: string): Promise<void> {
    await this.pickupPoints.getByLabel('Rechercher un point relais (nom ou localité)').fill(text);
    await this.pickupPoints.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(this.page).toHaveURL(/pickup_search=/);
  }

  /**
   * Chooses a pickup point, and waits until it is saved and the page's data reloaded (the form is saved as soon as
   * a point is chosen): going on at once, a busy machine could see the confirmation's post answered while that
   * reload still replaced the page, and stay on the cart.
   */
  async choosePickupPoint(name: string): Promise<void> {
    const saved = this.page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/cart\.data/.test(res.url()),
    );
    await this.pickupPoints.getByRole('radio', { name: new RegExp(name) }).check();
    await saved;
    await expect(this.page.locator('.cart-totals-outdated')).toHaveCount(0);
  }

  /** Saves the delivery and invoicing choices without ordering. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  }

  /**
   * Goes on to the confirmation page and waits for its heading: the cart it leaves has a summary of totals too, so
   * reading totals as soon as the URL changes could read the cart's.
   */
  async goToConfirmation(): Promise<void> {
    await this.toConfirmation.click();
    await expect(this.heading).toHaveText('Confirmation de la commande');
  }

  /** On the confirmation page: places the order, and waits for the page that thanks the buyer for it. */
  async confirmOrder(): Promise<void> {
    await this.page.getByRole('button', { name: /Confirmer la commande/ }).click();
    await expect(this.heading).toHaveText('Merci, votre commande est passée');
  }
}
