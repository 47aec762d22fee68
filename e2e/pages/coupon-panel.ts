import type { Locator, Page } from '@playwright/test';

type Locale = 'fr' | 'nl' | 'en';
const LABELS: Record<Locale, { region: string; field: string; apply: string; remove: string }> = {
  fr: { region: 'Code promo', field: 'Votre code promo', apply: 'Appliquer', remove: 'Retirer le code' },
  nl: { region: 'Promotiecode', field: 'Uw promotiecode', apply: 'Toepassen', remove: 'Code verwijderen' },
  en: { region: 'Promotion code', field: 'Your promotion code', apply: 'Apply', remove: 'Remove the code' },
};

/** The cart page's promotion code section, in the page's language. */
export class CouponPanel {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale = 'fr',
  ) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: LABELS[this.locale].region });
  }

  get field(): Locator {
    return this.region.getByLabel(LABELS[this.locale].field);
  }

  /** What the section says after a code was sent (applied, or why not). */
  get result(): Locator {
    return this.region.getByRole('status');
  }

  async apply(code: string): Promise<void> {
    await this.field.fill(code);
    await this.region.getByRole('button', { name: LABELS[this.locale].apply }).click();
  }

  async remove(): Promise<void> {
    await this.region.getByRole('button', { name: LABELS[this.locale].remove }).click();
  }
}
