import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/**
 * The account-status page a signed-in login without a customer sees on any buyer page (/account, /cart…):
 * its heading says where the login stands, then what to do next (French labels).
 */
export class AccountStatusPage extends ShopPage {
  get section(): Locator {
    return this.page.locator('section.account-status');
  }

  get signedInAs(): Locator {
    return this.section.locator('.account-status-who');
  }

  get becomeCustomer(): Locator {
    return this.section.getByRole('link', { name: 'Devenir client' });
  }

  get contactCustomerService(): Locator {
    return this.section.getByRole('link', { name: 'Contacter le service clientèle' });
  }

  /** An unverified login's "send the link again" button. */
  get resendLink(): Locator {
    return this.section.getByRole('button', { name: 'Renvoyer le lien' });
  }

  /** What became of that request (a status message, or an alert when refused). */
  get resendOutcome(): Locator {
    return this.section.locator('.account-status-resend .notice');
  }

  /** The page's robots meta (noindex). */
  get robots(): Locator {
    return this.page.locator('meta[name="robots"][content="noindex"]');
  }
}
