import { expect, type Locator } from '@playwright/test';
import { StaffWorkspace } from './staff-workspace';

type Locale = 'fr' | 'nl' | 'en';

/** /staff/small-ads and one ad: the staff's moderation queue (publish, refuse with a reason). */
export class StaffSmallAdsPage extends StaffWorkspace {
  async gotoQueue(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/small-ads${search}`);
  }

  row(title: string): Locator {
    return this.page.getByTestId('staff-small-ad').filter({ hasText: title });
  }

  /** Opens an ad from the queue and waits for its page (its title in the heading): the queue shows its PDF too. */
  async open(title: string): Promise<void> {
    await this.row(title).getByRole('link', { name: title }).click();
    await this.page.waitForURL(/\/staff\/small-ads\/\d+/);
    await expect(this.heading).toContainText(title);
  }

  /** The ad's PDF link (opens in a new tab). */
  get documentLink(): Locator {
    return this.page.getByTestId('small-ad-document');
  }

  get outcome(): Locator {
    return this.page.locator('.staff-small-ad-outcome');
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }

  get refuseDialog(): Locator {
    return this.page.getByTestId('staff-small-ad-refuse-dialog');
  }

  async publish(): Promise<void> {
    await this.page
      .getByRole('button', { name: /Publier l’annonce|Zoekertje publiceren|Publish the ad/ })
      .click();
  }

  /** Opens the refusal dialog, writes the reason and refuses. */
  async refuse(reason: string): Promise<void> {
    await this.page.getByRole('link', { name: /Refuser…|Weigeren…|Refuse…/ }).click();
    await this.refuseDialog
      .getByLabel(/Motif du refus|Reden van de weigering|Reason for the refusal/)
      .fill(reason);
    await this.refuseDialog
      .getByRole('button', { name: /Refuser l’annonce|Zoekertje weigeren|Refuse the ad/ })
      .click();
  }

  /** The refusal's form on the page itself (after a refused reason, or without JavaScript). */
  async refuseOnPage(reason: string): Promise<void> {
    const form = this.page.locator('form:has(#refuse-page-reason)');
    await form.getByLabel(/Motif du refus|Reden van de weigering|Reason for the refusal/).fill(reason);
    await form.getByRole('button', { name: /Refuser l’annonce|Zoekertje weigeren|Refuse the ad/ }).click();
  }

  /** What the refusal's form says about the reason. */
  get reasonError(): Locator {
    return this.page.locator('.staff-small-ad-refuse .field-error');
  }
}
