import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The address fields of the request form, as the buyer types them. */
export interface AddressFields {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** "Profil et adresses" (/account/profile): account data, newsletter, password, addresses and requests. */
export class ProfilePage extends ShopPage {
  async goto(locale: 'fr' | 'nl' | 'en' = 'fr'): Promise<void> {
    await this.visit(`/${locale}/account/profile`);
  }

  get customerNumber(): Locator {
    return this.page.getByTestId('customer-number');
  }

  get groups(): Locator {
    return this.page.locator('.vet-groups li');
  }

  // ---- newsletter

  get newsletterBox(): Locator {
    return this.page.getByRole('checkbox', { name: /newsletter/i });
  }

  get newsletterState(): Locator {
    return this.page.locator('#newsletter-state');
  }

  async saveNewsletter(subscribed: boolean): Promise<void> {
    await this.newsletterBox.setChecked(subscribed);
    await this.page.getByRole('button', { name: 'Enregistrer mon choix' }).click();
  }

  // ---- addresses

  /** The delivery (or invoicing) list's section. */
  addresses(type: 'delivery' | 'invoicing'): Locator {
    return this.page.locator('.address-section').filter({
      has: this.page.getByRole('heading', {
        name: type === 'delivery' ? 'Adresse de livraison' : 'Adresse de facturation',
      }),
    });
  }

  /** The form that requests a new delivery address, opened. */
  async openNewDeliveryAddress(): Promise<Locator> {
    const section = this.addresses('delivery');
    await section.getByText('Demander une nouvelle adresse de livraison').click();
    return section.locator('details.address-add form');
  }

  async fillAddress(form: Locator, fields: Partial<AddressFields>): Promise<void> {
    if (fields.name !== undefined) await form.getByLabel('Nom').fill(fields.name);
    if (fields.street !== undefined) await form.getByLabel('Rue et numéro').fill(fields.street);
    if (fields.zip !== undefined) await form.getByLabel('Code postal').fill(fields.zip);
    if (fields.city !== undefined) await form.getByLabel('Localité').fill(fields.city);
    if (fields.country !== undefined) await form.getByLabel('Pays').selectOption({ label: fields.country });
  }

  async sendAddress(form: Locator): Promise<void> {
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  }

  /** The row of a request in "Mes demandes de modification d'adresse", by the address it names. */
  request(name: string): Locator {
    return this.page.getByTestId('address-request').filter({ hasText: name });
  }
}
