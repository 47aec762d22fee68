import type { Locator, Page } from '@playwright/test';
import { LoginPage } from './login-page';
import { ShopPage } from './shop-page';

/** The provider's staff account of the demo data (no customer; the staff workspace only). */
export const STAFF_LOGIN = 'staff@demo.test';

type Locale = 'fr' | 'nl' | 'en';

/**
 * The staff workspace (/{locale}/staff…): signing in as staff through the login page, and its frame. Other staff
 * pages (the queues, the outbox) reuse `nav`; a journey needing staff beside its buyer signs them in by their
 * session cookie (`signedInPage(STAFF, …)`, e2e/support/fixtures.ts).
 */
export class StaffWorkspace extends ShopPage {
  /** Signs in as staff@demo.test through the login page and lands on `path` (default: the workspace's home). */
  async signIn(locale: Locale = 'fr', path = `/${locale}/staff`): Promise<void> {
    await new LoginPage(this.page).signIn(STAFF_LOGIN, locale, path);
  }

  async goto(locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/staff`);
  }

  /** The workspace's navigation (home, queues). */
  get nav(): Locator {
    return this.page.getByRole('navigation', {
      name: /Espace du personnel|Personeelsruimte|Staff workspace/,
    });
  }

  /** A queue's count on the home page, by its link's text. */
  queue(name: string | RegExp): Locator {
    return this.page.getByTestId('staff-queue').filter({ hasText: name });
  }
}

/** /staff/address_requests and one request: the staff's queue of address change requests. */
export class StaffAddressRequestsPage extends StaffWorkspace {
  async gotoList(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/address_requests${search}`);
  }

  /** The row of a request, by a text it shows (the address asked for, the customer). */
  row(text: string): Locator {
    return this.page.getByTestId('staff-address-request').filter({ hasText: text });
  }

  /** Opens the request of a row (its customer link). */
  async open(text: string): Promise<void> {
    await this.row(text).getByRole('link').first().click();
    await this.page.waitForURL(/\/staff\/address_requests\/\d+/);
  }

  get state(): Locator {
    return this.page.getByTestId('staff-request-state');
  }

  get outcome(): Locator {
    return this.page.locator('.staff-request-outcome');
  }

  get reason(): Locator {
    return this.page.getByLabel(/Motif du refus|Reden van de weigering|Reason for the refusal/);
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }

  async approve(): Promise<void> {
    await this.page
      .getByRole('button', { name: /Accepter la demande|goedkeuren|Approve the request/ })
      .click();
  }

  async refuse(reason: string): Promise<void> {
    await this.reason.fill(reason);
    await this.page.getByRole('button', { name: /Refuser la demande|weigeren|Refuse the request/ }).click();
  }
}

export function staffPagesOf(page: Page) {
  return { workspace: new StaffWorkspace(page), addressRequests: new StaffAddressRequestsPage(page) };
}
