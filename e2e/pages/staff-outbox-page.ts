import type { Locator } from '@playwright/test';
import { LoginPage } from './login-page';
import { ShopPage } from './shop-page';

type Locale = 'fr' | 'nl' | 'en';

/** /staff/mails and one mail: the staff's view of the mail outbox (staff@demo.test only). */
export class StaffOutboxPage extends ShopPage {
  async signInAsStaff(locale: Locale = 'fr', search = ''): Promise<void> {
    await new LoginPage(this.page).signIn('staff@demo.test', locale, `/${locale}/staff/mails${search}`);
  }

  async gotoList(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/mails${search}`);
  }

  /** The state filter links ("Tous (n)", "En échec (n)"…). */
  get stateFilter(): Locator {
    return this.page.getByRole('navigation', { name: /Filtrer par état|Filteren op status|Filter by state/ });
  }

  get rows(): Locator {
    return this.page.getByTestId('staff-mail');
  }

  /** The list's row of a mail, by a text it shows (its recipient or subject). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Opens a mail from its row (the subject is the row's link). */
  async open(text: string): Promise<void> {
    await this.row(text).getByRole('rowheader').getByRole('link').click();
    await this.page.waitForURL(/\/staff\/mails\/\d+/);
  }

  get subject(): Locator {
    return this.page.getByTestId('staff-mail-subject');
  }

  get to(): Locator {
    return this.page.getByTestId('staff-mail-to');
  }

  get state(): Locator {
    return this.page.getByTestId('staff-mail-state');
  }

  get textBody(): Locator {
    return this.page.getByTestId('staff-mail-text');
  }

  get htmlFrame(): Locator {
    return this.page.getByTestId('staff-mail-html');
  }

  get resendButton(): Locator {
    return this.page.getByRole('button', {
      name: /Renvoyer l’e-mail|E-mail opnieuw verzenden|Send the email again/,
    });
  }

  get outcome(): Locator {
    return this.page.getByRole('status').filter({ hasText: /file d’envoi|verzendwachtrij|sending queue/ });
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }
}
