import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';
import { StaffWorkspace } from './staff-workspace';

type Locale = 'fr' | 'nl' | 'en';

/** What an applicant types in the registration form (labels of the French page). */
export interface Application {
  title: 'Madame' | 'Monsieur' | 'Mademoiselle' | 'Docteur';
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  company: string;
  vat: string;
  street: string;
  zip: string;
  city: string;
  /** A function's label ('Vétérinaire'…), and for a vet the activities' labels. */
  function: string;
  activities?: string[];
  vetNumber?: string;
  comment?: string;
}

/** /{locale}/account/register: the professional registration form (French labels). */
export class RegisterPage extends ShopPage {
  async goto(locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/account/register`);
  }

  field(label: string | RegExp): Locator {
    return this.page.locator('main form').getByLabel(label, { exact: typeof label === 'string' });
  }

  get vat(): Locator {
    return this.page.locator('#register-vat');
  }

  /** The error said under a field (by the field's id suffix: 'vat', 'email'…). */
  errorOf(field: string): Locator {
    return this.page.locator(`#register-${field}-error`);
  }

  /** The notice above the form saying how many fields need correcting. */
  get problem(): Locator {
    return this.page.locator('#register-problem');
  }

  get sent(): Locator {
    return this.page.getByTestId('register-sent');
  }

  async fill(a: Application): Promise<void> {
    await this.field('Civilité *').selectOption({ label: a.title });
    await this.field('Prénom *').fill(a.firstName);
    await this.field('Nom *').fill(a.lastName);
    await this.field('Adresse e-mail *').fill(a.email);
    await this.field('GSM *').fill(a.mobile);
    await this.field('Nom de la société *').fill(a.company);
    await this.vat.fill(a.vat);
    await this.vat.blur();
    await this.field('Rue et numéro *').fill(a.street);
    await this.field('Code postal *').fill(a.zip);
    await this.field('Localité *').fill(a.city);
    await this.page.getByRole('radio', { name: a.function, exact: true }).check();
    for (const activity of a.activities ?? [])
      await this.page.getByRole('checkbox', { name: activity, exact: true }).check();
    if (a.vetNumber) await this.field(/Numéro d’inscription à l’Ordre/).fill(a.vetNumber);
    if (a.comment) await this.field('Commentaire').fill(a.comment);
  }

  async acceptConsents(): Promise<void> {
    await this.page.locator('#register-accept_terms').check();
    await this.page.locator('#register-accept_data_storage').check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  }
}

/** /{locale}/account/set-password?token=…: the new password twice. */
export class SetPasswordPage extends ShopPage {
  /** Opens a mail's link on this run's storefront (the path and query of the link). */
  async openLink(link: string): Promise<void> {
    const url = new URL(link);
    await this.visit(`${url.pathname}${url.search}`);
  }

  async setPassword(password: string, confirm = password): Promise<void> {
    await this.page.locator('#set-password').fill(password);
    await this.page.locator('#set-password-confirm').fill(confirm);
    await this.page
      .getByRole('button', { name: /Enregistrer le mot de passe|Wachtwoord opslaan|Save the password/ })
      .click();
  }

  get invalid(): Locator {
    return this.page.getByTestId('set-password-invalid');
  }

  get requestNewLink(): Locator {
    return this.page.getByRole('link', {
      name: /Demander un nouveau lien|Een nieuwe link aanvragen|Request a new link/,
    });
  }
}

/** /{locale}/account/forgot-password, reached from the login page's "Mot de passe oublié ?". */
export class ForgotPasswordPage extends ShopPage {
  async openFromLogin(locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/login`);
    await this.page
      .getByRole('link', { name: /Mot de passe oublié \?|Wachtwoord vergeten\?|Forgot your password\?/ })
      .click();
    await this.page.waitForURL(/\/account\/forgot-password$/);
  }

  async request(login: string): Promise<void> {
    await this.page.locator('#forgot-password-login').fill(login);
    await this.page.getByRole('button', { name: /Envoyer le lien|Link versturen|Send the link/ }).click();
  }

  get sent(): Locator {
    return this.page.getByTestId('forgot-password-sent');
  }
}

/** /staff/registrations and one application: the staff's review of registrations. */
export class StaffRegistrationsPage extends StaffWorkspace {
  async gotoList(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/registrations${search}`);
  }

  /** The row of an application, by a text it shows (company, e-mail). */
  row(text: string): Locator {
    return this.page.getByTestId('staff-registration-row').filter({ hasText: text });
  }

  async open(text: string): Promise<void> {
    await this.row(text).getByRole('link').first().click();
    await this.page.waitForURL(/\/staff\/registrations\/\d+$/);
  }

  get state(): Locator {
    return this.page.getByTestId('registration-state').first();
  }

  get vat(): Locator {
    return this.page.getByTestId('registration-vat');
  }

  get decided(): Locator {
    return this.page.getByTestId('staff-registration-decided');
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }

  /** Approves with a role and a pricelist (the option labels), the customer name as prefilled unless given. */
  async approve(role: string, pricelist: string, customerName?: string): Promise<void> {
    if (customerName !== undefined) await this.page.locator('#approve-customer-name').fill(customerName);
    await this.page.locator('#approve-role').selectOption({ label: role });
    await this.page.locator('#approve-pricelist').selectOption({ label: pricelist });
    await this.page
      .getByRole('button', {
        name: /Accepter l’inscription|De registratie goedkeuren|Approve the registration/,
      })
      .click();
  }
}
