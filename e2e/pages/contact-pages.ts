import type { Locator, Page } from '@playwright/test';
import { ShopPage } from './shop-page';
import { StaffWorkspace } from './staff-workspace';

type Locale = 'fr' | 'nl' | 'en';

/** A control by its label's text, the required fields' ' *' mark left aside. */
const byLabel = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

export interface ContactInput {
  subject: string;
  email: string;
  name: string;
  description: string;
  company?: string;
  city?: string;
}

/** /{locale}/contact: the contact form (issue 11 §3), its fields found by their labels. */
export class ContactPage extends ShopPage {
  static readonly LABELS = {
    fr: {
      subject: 'Sujet',
      email: 'E-mail',
      name: 'Nom',
      description: 'Votre message',
      company: 'Société',
      city: 'Localité',
      files: 'Pièces jointes',
      send: 'Envoyer',
    },
    nl: {
      subject: 'Onderwerp',
      email: 'E-mail',
      name: 'Naam',
      description: 'Uw bericht',
      company: 'Bedrijf',
      city: 'Gemeente',
      files: 'Bijlagen',
      send: 'Verzenden',
    },
    en: {
      subject: 'Subject',
      email: 'Email',
      name: 'Name',
      description: 'Your message',
      company: 'Company',
      city: 'City',
      files: 'Attachments',
      send: 'Send',
    },
  } as const;

  constructor(
    page: Page,
    readonly locale: Locale = 'fr',
  ) {
    super(page);
  }

  private get labels() {
    return ContactPage.LABELS[this.locale];
  }

  async goto(): Promise<void> {
    await this.visit(`/${this.locale}/contact`);
  }

  field(name: keyof (typeof ContactPage.LABELS)['fr']): Locator {
    return byLabel(this.page, this.labels[name]);
  }

  async fill(input: ContactInput): Promise<void> {
    await this.field('subject').selectOption({ label: input.subject });
    await this.field('email').fill(input.email);
    await this.field('name').fill(input.name);
    if (input.company) await this.field('company').fill(input.company);
    if (input.city) await this.field('city').fill(input.city);
    await this.field('description').fill(input.description);
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.field('files').setInputFiles(files);
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: this.labels.send, exact: true }).click();
  }

  /** The summary at the top of a refused post. */
  get errorSummary(): Locator {
    return this.page.getByTestId('contact-error');
  }

  /** The honeypot, which a person never sees. */
  get honeypot(): Locator {
    return this.page.locator('input[name="website"]');
  }
}

/** /{locale}/form/{code}: a generic form rendered from its definition. */
export class GenericFormPage extends ShopPage {
  async goto(locale: Locale, code: string): Promise<void> {
    await this.visit(`/${locale}/form/${code}`);
  }

  field(label: string): Locator {
    return byLabel(this.page, label);
  }

  async send(label = 'Envoyer'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  get sent(): Locator {
    return this.page.getByTestId('form-sent');
  }

  get errorSummary(): Locator {
    return this.page.getByTestId('form-error');
  }
}

/** /staff/leads and one request: the staff's contact requests. */
export class StaffLeadsPage extends StaffWorkspace {
  async gotoList(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/leads${search}`);
  }

  row(text: string): Locator {
    return this.page.getByTestId('staff-lead-row').filter({ hasText: text });
  }

  async open(text: string): Promise<void> {
    await this.row(text).getByRole('link').first().click();
  }

  fileLink(name: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  }

  /** A generic form's submission listed under the requests, by a value it shows. */
  submission(text: string): Locator {
    return this.page.getByTestId('staff-form-submission').filter({ hasText: text });
  }

  get markHandled(): Locator {
    return this.page.getByRole('button', {
      name: /Marquer comme traitée|Als behandeld markeren|Mark as handled/,
    });
  }
}
