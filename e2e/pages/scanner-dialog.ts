import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The scanner (decision 042): its button on the cart page or in the header, and its dialog. */
export class ScannerDialog extends ShopPage {
  /** The header's button (`open`) or the cart page's (`cart`). */
  openButton(mode: 'open' | 'cart'): Locator {
    return this.page.getByRole(mode === 'open' ? 'banner' : 'main').getByRole('button', { name: 'Scanner' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Scanner un code-barres' });
  }

  get outcome(): Locator {
    return this.page.getByTestId('scanner-outcome');
  }

  get typedCode(): Locator {
    return this.dialog.getByLabel('Code (EAN, CNK ou référence)');
  }

  /** The quantity field of a scanned box, by its product's name. */
  quantity(productName: string): Locator {
    return this.dialog.getByRole('spinbutton', { name: `Quantité de ${productName}` });
  }

  async typeCode(code: string): Promise<void> {
    await this.typedCode.fill(code);
    await this.dialog.getByRole('button', { name: 'Chercher' }).click();
  }
}
