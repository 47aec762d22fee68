import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** "Alertes de fin de promotion" (/account/promo_alerts): the products the buyer is alerted for. */
export class PromoAlertsPage extends ShopPage {
  async goto(locale: 'fr' | 'nl' | 'en' = 'fr'): Promise<void> {
    await this.visit(`/${locale}/account/promo_alerts`);
  }

  /** The entry of one product (by a text of it: its name). */
  item(text: string): Locator {
    return this.page.getByTestId('promo-alert-item').filter({ hasText: text });
  }

  async unsubscribe(name: string): Promise<void> {
    await this.item(name)
      .getByRole('button', { name: `Ne plus m’alerter pour ${name}` })
      .click();
  }

  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Vous ne serez plus alerté' });
  }
}

/** The product page's "alert me before this promotion ends" toggle. */
export class PromoAlertToggle extends ShopPage {
  get button(): Locator {
    return this.page.getByRole('button', { name: 'M’alerter avant la fin de cette promotion' });
  }

  get status(): Locator {
    return this.page.locator('.promo-alert').getByRole('status');
  }
}
