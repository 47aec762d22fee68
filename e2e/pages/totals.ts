import type { Locator, Page } from '@playwright/test';
import { euros } from '../support/euros';

/** The totals summary ("Récapitulatif") of the cart, the confirmation and a past order. */
export class Totals {
  constructor(private readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Récapitulatif' });
  }

  /** A line of the summary, by its text. */
  line(text: string | RegExp): Locator {
    return this.region.getByText(text);
  }

  /** The total, in euros. */
  async total(): Promise<number> {
    return euros((await this.region.locator('.totals-total dd').textContent())!);
  }

  /** The amount next to a label, in euros. */
  async amount(label: string): Promise<number> {
    return euros((await this.region.locator(`dt:has-text("${label}") + dd`).textContent())!);
  }
}
