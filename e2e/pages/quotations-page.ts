import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

type Locale = 'fr' | 'nl' | 'en';

/** The product page's "request a quote" / "add to a quotation" dialog. */
export class QuoteDialog extends ShopPage {
  get dialog(): Locator {
    return this.page.getByTestId('quote-dialog');
  }

  /** A link to /account/quotations/add (the same form without JavaScript) that opens the dialog once hydrated. */
  get opener(): Locator {
    return this.page.getByRole('link', { name: /^(Demander un devis|Offerte aanvragen|Request a quote)$/ });
  }

  async open(): Promise<void> {
    await this.opener.click();
    await expect(this.dialog).toBeVisible();
    // The drafts are loaded when it opens: the form is ready once they are there.
    await expect(this.dialog.getByText(/Chargement de vos brouillons/)).toHaveCount(0);
  }

  /** Fills the dialog for a new quotation and submits it; answers the quotation's number and id. */
  async requestNew(opts: {
    quantity: number;
    reference: string;
    note?: string;
  }): Promise<{ name: string; id: number }> {
    await this.dialog.getByLabel('Quantité').fill(String(opts.quantity));
    await this.dialog.getByLabel('Devis', { exact: true }).selectOption('new');
    await this.dialog.getByLabel('Votre référence').fill(opts.reference);
    if (opts.note) await this.dialog.getByLabel('Note').fill(opts.note);
    await this.dialog.getByRole('button', { name: 'Valider' }).click();
    const status = this.dialog.getByRole('status');
    await expect(status).toContainText(/Votre demande de devis Q\S+ a été envoyée/);
    const name = /devis (Q\S+) a été/.exec((await status.textContent()) ?? '')![1]!;
    const href = (await status.getByRole('link', { name: 'Voir le devis' }).getAttribute('href'))!;
    return { name, id: Number(/\/quotations\/(\d+)/.exec(href)![1]) };
  }
}

/** /account/quotations/{id}: one quotation of the buyer. */
export class QuotationPage extends ShopPage {
  async goto(id: number, locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/account/quotations/${id}`);
  }

  get state(): Locator {
    return this.page.locator('.quotation-facts .badge');
  }

  get total(): Locator {
    return this.page.getByTestId('quotation-total');
  }

  get lines(): Locator {
    return this.page.getByTestId('quotation-line');
  }

  get status(): Locator {
    return this.page.locator('.quotation-status');
  }

  /** Accepts, answering the confirmation step ("it places an order at these prices"). */
  async accept(): Promise<void> {
    await this.page.getByRole('button', { name: 'Accepter le devis' }).click();
    await expect(this.page.getByRole('alert')).toContainText('Une commande sera passée aux prix du devis');
    await this.page.getByRole('button', { name: 'Oui, passer la commande' }).click();
  }

  get orderLink(): Locator {
    return this.page.getByTestId('quotation-order-link');
  }
}

/** /staff/quotations and /staff/quotations/{id}: the sales team's queue. */
export class StaffQuotationsPage extends ShopPage {
  async gotoQueue(locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/staff/quotations`);
  }

  row(name: string): Locator {
    return this.page.getByTestId('staff-quotation-row').filter({ hasText: name });
  }

  /** Opens a quotation from the queue and waits for its page (its number in the heading), not the queue. */
  async open(name: string): Promise<void> {
    await this.row(name).getByRole('link', { name }).click();
    await this.page.waitForURL(/\/staff\/quotations\/\d+$/);
    await expect(this.heading).toContainText(name);
  }

  /** Sets a line's price and discount (by the product's name, as the inputs are labelled). */
  async price(product: string, unitPrice: string, discount: string): Promise<void> {
    await this.page.getByLabel(`Prix brut HTVA de ${product}`).fill(unitPrice);
    await this.page.getByLabel(`Remise en pour cent sur ${product}`).fill(discount);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enregistrer les prix' }).click();
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Envoyer au client' }).click();
  }

  get status(): Locator {
    return this.page.locator('.quotation-status');
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }
}
