import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

type Locale = 'fr' | 'nl' | 'en';

/** What the small-ad form takes, as a buyer types it (dates dd/mm/yyyy, category and region as shown). */
export interface SmallAdInput {
  title: string;
  start: string;
  end: string;
  category: string;
  region: string;
  body: string;
  contact: string;
  phone: string;
  email: string;
}

/** A small PDF (the form judges a file by its first bytes: '%PDF-'). */
export function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const body = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** /{locale}/account/smallads: the published ads (category and region filters) or mine (state filter). */
export class SmallAdsPage extends ShopPage {
  async goto(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/account/smallads${search}`);
  }

  /** A filter row (views, state, category, region) by its navigation's name. */
  filters(name: string | RegExp): Locator {
    return this.page.getByRole('navigation', { name });
  }

  async showMine(): Promise<void> {
    await this.filters(/Quelles annonces|Welke zoekertjes|Which ads/)
      .getByRole('link', { name: /Mes annonces|Mijn zoekertjes|My ads/ })
      .click();
    await this.page.waitForURL(/view=mine/);
  }

  /** Clicks a region's filter link (its name as shown: 'Luxembourg', 'Luxemburg'…). */
  async filterRegion(region: string): Promise<void> {
    await this.filters(/région|regio|region/i)
      .getByRole('link', { name: region, exact: true })
      .click();
    await this.page.waitForURL(/region=/);
  }

  get rows(): Locator {
    return this.page.getByTestId('small-ad-row');
  }

  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }

  /** Opens an ad from the list and waits for its page (its title in the heading), not the list. */
  async open(title: string): Promise<void> {
    await this.row(title).getByRole('link', { name: title }).click();
    await this.page.waitForURL(/\/account\/smallads\/\d+/);
    await expect(this.heading).toContainText(title);
  }

  async startNew(): Promise<void> {
    await this.page.getByRole('link', { name: /Nouvelle annonce|Nieuw zoekertje|New ad/ }).click();
    await this.page.waitForURL(/\/account\/smallads\/new$/);
  }
}

/** /{locale}/account/smallads/new and /{id}: one ad (read-only, or the author's form and actions). */
export class SmallAdPage extends ShopPage {
  /** The ad's id, from the address once saved. */
  get id(): number {
    return Number(/\/smallads\/(\d+)/.exec(this.page.url())?.[1] ?? NaN);
  }

  field(label: RegExp): Locator {
    return this.page.getByLabel(label);
  }

  get title(): Locator {
    return this.field(/^(Titre|Titel|Title)/);
  }
  get start(): Locator {
    return this.field(/^(Date de début|Begindatum|Start date)/);
  }
  get end(): Locator {
    return this.field(/^(Date de fin|Einddatum|End date)/);
  }
  get body(): Locator {
    return this.field(/^(Texte de l’annonce|Tekst van het zoekertje|Text of the ad)/);
  }
  get document(): Locator {
    return this.field(/^(Document PDF|Pdf-document|PDF document)/);
  }

  /** Fills every field (the ones given), as typed. */
  async fill(ad: Partial<SmallAdInput>): Promise<void> {
    if (ad.title !== undefined) await this.title.fill(ad.title);
    if (ad.start !== undefined) await this.start.fill(ad.start);
    if (ad.end !== undefined) await this.end.fill(ad.end);
    if (ad.category !== undefined)
      await this.field(/^(Catégorie|Categorie|Category)/).selectOption({ label: ad.category });
    if (ad.region !== undefined)
      await this.field(/^(Région|Regio|Region)/).selectOption({ label: ad.region });
    if (ad.body !== undefined) await this.body.fill(ad.body);
    if (ad.contact !== undefined)
      await this.field(/^(Personne de contact|Contactpersoon|Contact person)/).fill(ad.contact);
    if (ad.phone !== undefined) await this.field(/^(Téléphone|Telefoon|Phone)/).fill(ad.phone);
    if (ad.email !== undefined)
      await this.field(/^(Adresse e-mail|E-mailadres|Email address)/).fill(ad.email);
  }

  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.document.setInputFiles(file);
  }

  /** Save (a new ad's "save the draft", an existing ad's "save"). */
  async save(): Promise<void> {
    await this.page
      .getByRole('button', {
        name: /^(Enregistrer|Enregistrer le brouillon|Bewaren|Concept bewaren|Save|Save the draft)$/,
      })
      .click();
  }

  async submitForPublication(): Promise<void> {
    await this.page
      .getByRole('button', {
        name: /Soumettre pour publication|Indienen voor publicatie|Submit for publication/,
      })
      .click();
  }

  /** The ad's state badge ('Brouillon', 'Refusée'…). */
  get state(): Locator {
    return this.page.getByTestId('small-ad-state');
  }
  get reason(): Locator {
    return this.page.getByTestId('small-ad-reason');
  }
  /** The announcement after a change ('Brouillon enregistré…'). */
  get status(): Locator {
    return this.page.locator('.small-ad-done');
  }
  /** The count of fields to correct, above the form. */
  get problems(): Locator {
    return this.page.getByTestId('small-ad-problems');
  }
  get chooseFileAgain(): Locator {
    return this.page.getByTestId('small-ad-file-again');
  }
  /** The read-only view's PDF link. */
  get documentLink(): Locator {
    return this.page.getByTestId('small-ad-document');
  }
}
