import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The quick-order pad (/account/quick-order): rows of code + quantity, "add everything", the report. */
export class QuickOrderPage extends ShopPage {
  get rows(): Locator {
    return this.page.getByTestId('quick-order-row');
  }

  /** Row `n` (from 1) of the pad. */
  row(n: number): Locator {
    return this.rows.nth(n - 1);
  }

  code(n: number): Locator {
    return this.page.getByRole('combobox', { name: `Code ou nom, ligne ${n}`, exact: true });
  }

  qty(n: number): Locator {
    return this.page.getByRole('textbox', { name: `Quantité, ligne ${n}`, exact: true });
  }

  /** Types a row as a buyer does at the keyboard: the code, Enter, the quantity, Enter. */
  async typeRow(code: string, qty: string): Promise<void> {
    await this.page.keyboard.type(code);
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.type(qty);
    await this.page.keyboard.press('Enter');
  }

  /** Pastes a block of text into the code cell of row `n`, as the clipboard gives it to the page. */
  async paste(n: number, text: string): Promise<void> {
    await this.code(n).focus();
    await this.code(n).evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  async addEverything(): Promise<void> {
    await this.page.getByRole('button', { name: 'Tout ajouter au panier' }).click();
  }

  get report(): Locator {
    return this.page.getByRole('region', { name: 'Résultat' });
  }

  get counts(): Locator {
    return this.page.getByTestId('quick-order-counts');
  }

  /** The refused rows' table: one array of cell texts per row. */
  async refusedRows(): Promise<string[][]> {
    const rows = this.report.getByRole('table', { name: 'Lignes refusées et pourquoi' }).locator('tbody tr');
    return rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
    );
  }
}
