import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** "Produits en commande": the open orders' lines still to deliver, and the cancel page of one line. */
export class ProductsOnOrderPage extends ShopPage {
  async goto(query = ''): Promise<void> {
    await this.visit(`/fr/account/products_on_order${query}`);
  }

  /** The row holding every one of these texts (a product's name or SKU, an order number or reference). */
  row(text: string | readonly string[]): Locator {
    let rows = this.page.locator('table.backorders-table tbody tr');
    for (const t of typeof text === 'string' ? [text] : text) rows = rows.filter({ hasText: t });
    return rows;
  }

  /** The quantity to follow a row shows. */
  async toFollow(text: string | readonly string[]): Promise<number> {
    return Number(await this.row(text).getByTestId('to-follow').textContent());
  }

  async openCancel(text: string | readonly string[]): Promise<void> {
    await this.row(text)
      .getByRole('link', { name: /Annuler/ })
      .click();
    await this.page.waitForURL(/\/cancel$/);
  }

  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'a été annulée' });
  }

  /** Filters with the page's GET form: a restriction (Tous, À suivre, Fabriqués sur commande) and families. */
  async filter(restrict: string, families: string[] = []): Promise<void> {
    await this.page.getByRole('radio', { name: restrict, exact: true }).check();
    for (const family of families) await this.page.getByRole('checkbox', { name: family }).check();
    await this.page.getByRole('button', { name: 'Filtrer', exact: true }).click();
  }
}

/** The cancel page of one line on order: its facts, the quantity form and the confirmation step. */
export class CancelBackorderPage extends ShopPage {
  get quantity(): Locator {
    return this.page.getByLabel(/Quantité à annuler/);
  }

  async toFollow(): Promise<number> {
    return Number(await this.page.getByTestId('to-follow').textContent());
  }

  /** Types a quantity and sends the first step (the page then asks for confirmation, or says what is wrong). */
  async request(quantity: string): Promise<void> {
    await this.quantity.fill(quantity);
    await this.page.getByRole('button', { name: 'Annuler cette quantité' }).click();
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Oui, annuler' }).click();
  }

  get error(): Locator {
    return this.page.getByRole('alert');
  }
}
