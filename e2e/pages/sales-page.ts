import { expect, type Locator } from '@playwright/test';
import { euros } from '../support/euros';
import { ShopPage } from './shop-page';

/** The buyer's orders ("Mes commandes"), one row per order. */
export class SalesPage extends ShopPage {
  async goto(): Promise<void> {
    await this.visit('/fr/account/sales');
  }

  /** The row of the order with this reference. */
  row(reference: string): Locator {
    return this.page.getByRole('row').filter({ hasText: reference });
  }

  /** The order's total as the row shows it, in euros. */
  async total(reference: string): Promise<number> {
    return euros((await this.row(reference).locator('td.num').last().textContent())!);
  }

  /** Opens the order with this reference and waits for its page (see `openRow`). */
  async open(reference: string): Promise<void> {
    await this.openRow(this.row(reference));
  }

  /** Opens the newest order (the list's first row). */
  async openFirst(): Promise<void> {
    await this.openRow(this.page.getByRole('row').nth(1));
  }

  /**
   * Opens a row's order (its number is the link) and waits for the order's heading, "Commande {number}": the URL
   * changes before the page does, and the list's rows and amounts would still be read otherwise.
   */
  private async openRow(row: Locator): Promise<void> {
    const link = row.getByRole('rowheader').getByRole('link');
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.heading).toHaveText(`Commande ${name}`);
  }
}
