import type { Locator } from '@playwright/test';
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

  async open(reference: string): Promise<void> {
    await this.row(reference).getByRole('link').first().click();
  }
}
