import type { Locator, Page } from '@playwright/test';

/** The cart page's promotion code section ("Code promo"). */
export class CouponPanel {
  constructor(private readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Code promo' });
  }

  get field(): Locator {
    return this.region.getByLabel('Votre code promo');
  }

  /** What the section says after a code was sent (applied, or why not). */
  get result(): Locator {
    return this.region.getByRole('status');
  }

  async apply(code: string): Promise<void> {
    await this.field.fill(code);
    await this.region.getByRole('button', { name: 'Appliquer' }).click();
  }

  async remove(): Promise<void> {
    await this.region.getByRole('button', { name: 'Retirer le code' }).click();
  }
}
