import {
  ForgotPasswordPage,
  RegisterPage,
  SetPasswordPage,
  StaffRegistrationsPage,
  type Application,
} from './pages/registration-pages';
import { backofficeSession, variantIdBySku, variantNetPrice } from './support/api';
import { euros, expect, expectAccessible, pagesOf, STAFF, test, visit } from './support/fixtures';
import { recipientOf, waitForMail, type ParsedMail } from './support/mail';
import { BACKOFFICE_URL } from './support/ports';

/*
 * Issue 11 §4: becoming a customer. Every journey here makes its own applicant (an e-mail of its own, unique per
 * run), so none depends on another's state or on the demo accounts' passwords.
 */

const SET_SUBJECT = 'Votre compte est prêt : choisissez votre mot de passe';
const RESET_SUBJECT = 'Réinitialisation de votre mot de passe';
const VALIDATE_SUBJECT = 'Confirmez votre adresse e-mail';
const NEW_PASSWORD = 'Prairie-verte 2026';

function uniqueEmail(who: string): string {
  return `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e-registration.test`;
}

/** The link of a mail's button (the only link to the storefront's /account/{page}). */
function tokenLink(mail: ParsedMail, page: 'set-password' | 'validate-email' = 'set-password'): string {
  const link = new RegExp(`https?://[^\\s"<>]+/account/${page}\\?token=[\\w-]+`).exec(
    `${mail.text ?? ''} ${mail.html || ''}`,
  );
  if (!link) throw new Error(`no ${page} link in "${mail.subject}"`);
  return link[0];
}

function clinic(email: string): Application {
  return {
    title: 'Docteur',
    firstName: 'Anne',
    lastName: 'Verhaegen',
    email,
    mobile: '+32 470 12 34 56',
    company: `Clinique des Prés ${email.split('-')[1]}`,
    vat: '0123456749',
    street: 'Rue des Prés 4',
    zip: '5000',
    city: 'Namur',
    function: 'Vétérinaire',
    activities: ['Animaux de compagnie', 'Équidés'],
    vetNumber: 'F-4521',
    comment: 'Cabinet ouvert en 2026.',
  };
}

test('a new clinic registers, staff approve, the applicant sets a password from the mail and signs in', async ({
  page,
  newCustomer,
  signedInPage,
}) => {
  const email = uniqueEmail('clinic');
  const application = clinic(email);
  const register = new RegisterPage(page);

  await register.goto('fr');
  await expect(register.heading).toHaveText('Devenir client');
  await expectAccessible(page);
  await register.fill(application);
  // The VAT number is written the house way once the field is left.
  await expect(register.vat).toHaveValue('BE0123.456.749');
  await register.acceptConsents();
  await register.submit();
  await expect(register.sent).toContainText('Nous allons examiner votre demande');
  await expectAccessible(page);

  // Staff review it: pending at the top of the list, every field on its page, approved with the pharmacist's
  // pricelist (so that the price seen afterwards is that pricelist's, not the one the function suggests).
  const staff = new StaffRegistrationsPage(await signedInPage(STAFF, '/fr/staff'));
  // The workspace's home counts the applications waiting and leads to them.
  await staff.queue('Inscriptions à examiner').getByRole('link').click();
  await expect(staff.page).toHaveURL(/\/fr\/staff\/registrations\?state=pending$/);
  await expect(staff.heading).toHaveText('Inscriptions');
  await expect(staff.page.getByRole('link', { name: /^En attente \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(staff.row(application.company)).toContainText('En attente');
  await expectAccessible(staff.page);
  await staff.open(application.company);
  await expect(staff.heading).toContainText(application.company);
  await expect(staff.vat).toHaveText('BE0123.456.749');
  await expect(staff.page.getByText(email)).toBeVisible();
  await expect(
    staff.page.getByText(/Animaux de compagnie, Équidés|Équidés, Animaux de compagnie/),
  ).toBeVisible();
  await expect(staff.page.locator('#approve-customer-name')).toHaveValue(application.company);
  await expectAccessible(staff.page);
  await staff.approve('Pharmacien', 'Tarif pharmacien');
  await expect(staff.decided).toContainText('Inscription acceptée');
  await expect(staff.state).toHaveText('Acceptée');
  await expect(staff.history.first()).toContainText('a accepté l’inscription');

  // The applicant's mail, from the run's SMTP server: its link sets the password.
  const mail = await waitForMail((m) => recipientOf(m) === email && m.subject === SET_SUBJECT);
  const setPassword = new SetPasswordPage(page);
  await setPassword.openLink(tokenLink(mail));
  await expect(setPassword.heading).toHaveText('Choisir votre mot de passe');
  await expectAccessible(page);
  await setPassword.setPassword(NEW_PASSWORD);
  await expect(page).toHaveURL(/\/fr\/login\?notice=password_set$/);
  await expect(page.getByText('Votre mot de passe est enregistré.')).toBeVisible();

  // Signed in with it, the new customer sees their pricelist's price.
  const { loginPage, productPage } = pagesOf(page);
  await loginPage.submit(email, NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await productPage.open('VS-000001-1');
  const id = await variantIdBySku(await productPage.sku());
  const pharmacistPrice = await variantNetPrice(newCustomer('pharma').login, id);
  expect(euros(await productPage.netPriceText())).toBe(pharmacistPrice);
});

test('a bad VAT number shows the localised error and keeps every typed value', async ({ page }) => {
  const email = uniqueEmail('badvat');
  const application = { ...clinic(email), vat: 'BE0123.456.748' };
  const register = new RegisterPage(page);
  await register.goto('fr');
  // Sent empty: every required field is said, and the page stays accessible with its errors.
  await register.submit();
  await expect(register.problem).toContainText('champs sont à corriger');
  await expect(register.errorOf('first_name')).toHaveText('Ce champ est obligatoire.');
  await expectAccessible(page);
  await register.fill(application);
  // Checked in the page when the field is left…
  await expect(register.errorOf('vat')).toHaveText(/Ce numéro de TVA n’est pas valide/);
  await register.acceptConsents();
  // …and by the server without JavaScript's help: the post comes back with the error and every value.
  await register.submit();
  await expect(register.problem).toContainText('1 champ est à corriger');
  await expect(register.errorOf('vat')).toHaveText(/Ce numéro de TVA n’est pas valide/);
  await expect(register.vat).toHaveAttribute('aria-invalid', 'true');
  await expect(register.vat).toHaveAttribute('aria-describedby', /register-vat-error/);
  await expect(register.vat).toBeFocused();
  await expect(register.vat).toHaveValue('BE0123.456.748');
  await expect(register.field('Prénom *')).toHaveValue(application.firstName);
  await expect(register.field('Adresse e-mail *')).toHaveValue(email);
  await expect(register.field('Nom de la société *')).toHaveValue(application.company);
  await expect(register.field('Localité *')).toHaveValue(application.city);
  await expect(register.field('Commentaire')).toHaveValue(application.comment!);
  await expect(page.getByRole('radio', { name: 'Vétérinaire', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Équidés', exact: true })).toBeChecked();
  await expect(page.locator('#register-accept_terms')).toBeChecked();
  await expectAccessible(page);
  // The consents' links open the shop's terms and privacy pages.
  for (const name of ['conditions générales de vente', 'politique de vie privée']) {
    const href = await page
      .locator('main form')
      .getByRole('link', { name, exact: true })
      .getAttribute('href');
    expect((await page.request.get(href!)).status(), href!).toBe(200);
  }
});

/** An approved customer of this journey's own, made through the back office (set-up, not the journey). */
async function approvedCustomer(email: string): Promise<void> {
  const staff = await backofficeSession('staff@demo.test');
  const auth = { authorization: `Bearer ${staff}`, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${BACKOFFICE_URL}/settings`, { headers: auth })).json()) as {
    countries: { id: number; code: string }[];
  };
  const created = await fetch(`${BACKOFFICE_URL}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'madam',
      first_name: 'Lore',
      last_name: 'Claes',
      email,
      mobile: '+32 470 98 76 54',
      company_name: `Dierenkliniek ${email.split('-')[1]}`,
      vat_being_registered: true,
      street: 'Weidestraat 9',
      zip: '9000',
      city: 'Gent',
      country_id: settings.countries.find((c) => c.code === 'BE')!.id,
      function: 'student',
      accept_terms: true,
      accept_data_storage: true,
      lang: 'fr',
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const { items } = (await (await fetch(`${BACKOFFICE_URL}/staff/pricelists`, { headers: auth })).json()) as {
    items: { id: number; role: string }[];
  };
  const approved = await fetch(`${BACKOFFICE_URL}/staff/registrations/${id}/approve`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ role: 'student', pricelist_id: items.find((p) => p.role === 'student')!.id }),
  });
  expect(approved.status).toBe(200);
}

test('forgot password from the login page: the mail, a new password, signed in; the link used twice is refused', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await approvedCustomer(email);

  const forgot = new ForgotPasswordPage(page);
  await forgot.openFromLogin('fr');
  await expect(forgot.heading).toHaveText('Mot de passe oublié');
  await expectAccessible(page);
  await forgot.request(email);
  await expect(forgot.sent).toContainText('Si un compte existe pour cette adresse');
  await expectAccessible(page);

  // An unknown login gets the very same answer.
  await forgot.openFromLogin('fr');
  await forgot.request(uniqueEmail('nobody'));
  await expect(forgot.sent).toContainText('Si un compte existe pour cette adresse');

  const mail = await waitForMail((m) => recipientOf(m) === email && m.subject === RESET_SUBJECT);
  const link = tokenLink(mail);
  const setPassword = new SetPasswordPage(page);
  await setPassword.openLink(link);
  await expectAccessible(page);
  // The profile's rules: too short is said before anything is sent.
  await setPassword.setPassword('court');
  await expect(page.locator('#set-password-errors')).toContainText('au moins 10 caractères');
  await setPassword.setPassword(NEW_PASSWORD);
  await expect(page.getByText('Votre mot de passe est enregistré.')).toBeVisible();
  const { loginPage, header } = pagesOf(page);
  await loginPage.submit(email, NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  // Signed in: the header's account menu holds the way out (positive proof), and the sign-in link is gone.
  await expect(
    header.banner.getByRole('link', { name: 'Se déconnecter', includeHidden: true }),
  ).toBeAttached();
  await expect(header.signInLink).toHaveCount(0);

  // The same link a second time: refused, with the way to ask for a new one.
  const second = await page.context().browser()!.newContext();
  const again = new SetPasswordPage(await second.newPage());
  await again.openLink(link);
  await again.setPassword('Un-autre mot de passe 2026');
  await expect(again.invalid).toContainText('Ce lien n’est plus valable');
  await expect(again.requestNewLink).toHaveAttribute('href', '/fr/account/forgot-password');
  await second.close();
});

test('a sign-up confirms its e-mail address from the mail, once', async ({ page }) => {
  const email = uniqueEmail('signup');
  // The credentials-mode sign-up (auth/register) is a call, not a page of the shop: made here as set-up.
  const signUp = await fetch(`${BACKOFFICE_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify({ name: 'Lise Martens', login: email, password: NEW_PASSWORD }),
  });
  expect(signUp.status).toBe(202);
  const mail = await waitForMail((m) => recipientOf(m) === email && m.subject === VALIDATE_SUBJECT);
  const url = new URL(tokenLink(mail, 'validate-email'));
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification de l’adresse e-mail');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText('Merci, votre adresse e-mail est vérifiée.')).toBeVisible();
  // The link has been spent: a second use says so.
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText(/Ce lien de vérification n’est plus valable/)).toBeVisible();
});
