import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { AccountStatusPage } from './pages/account-status-page';
import type { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/registration-pages';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';
import { backofficeSession } from './support/api';
import { BACKOFFICE_URL } from './support/ports';

/*
 * A signed-in login that is not (yet) a customer's (auth/register) gets one account-status page — a 403, not a
 * 404 — on every buyer page. The journey makes its own login (an e-mail unique per run): no demo account, no
 * state another journey changes.
 */

const PASSWORD = 'Prairie-verte 2026';
const VALIDATE_SUBJECT = 'Confirmez votre adresse e-mail';

function uniqueEmail(who: string): string {
  return `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e-account-status.test`;
}

/** A login made by auth/register (set-up: a call, not a page of the shop); answers the mail's validate link. */
async function signUp(email: string): Promise<string> {
  const res = await fetch(`${BACKOFFICE_URL}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Julie Martin', login: email, password: PASSWORD }),
  });
  expect(res.status).toBe(202);
  const mail = await waitForMail((m) => recipientOf(m) === email && m.subject === VALIDATE_SUBJECT);
  return validateLinkOf(mail);
}

/** The storefront path of the validate-email link in a mail. */
function validateLinkOf(mail: ParsedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/account\/validate-email\?token=[\w-]+/.exec(
    `${mail.text ?? ''} ${mail.html || ''}`,
  );
  expect(link).not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.search}`;
}

/** Signs up, confirms the e-mail address from the mail's link, and signs in: such a login lands on /fr/account. */
async function signUpVerifyAndSignIn(page: Page, loginPage: LoginPage, email: string): Promise<void> {
  await visit(page, await signUp(email));
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText('Merci, votre adresse e-mail est vérifiée.')).toBeVisible();
  await visit(page, '/fr/login'); // hydrated: the form is sent by the page's handler, not as plain HTML
  await loginPage.submit(email, PASSWORD);
  await page.waitForURL('**/fr/account');
}

test('someone signs up with auth/register, verifies the e-mail from the mail, signs in and sees that their clinic is not registered yet; /fr/cart shows the same page, not a 404', async ({
  page,
  header,
  loginPage,
  searchPage,
}) => {
  const email = uniqueEmail('status');
  // Signed in, such a login lands on its account page: where it stands and what to do next.
  await signUpVerifyAndSignIn(page, loginPage, email);
  const status = new AccountStatusPage(page);
  await expect(status.heading).toHaveText('Votre société n’est pas encore cliente');
  await expect(status.signedInAs).toHaveText(`Vous êtes connecté avec l’adresse ${email}.`);
  await expect(status.becomeCustomer).toHaveAttribute('href', '/fr/account/register');
  // The header shows them signed in, with the way out.
  await header.accountMenu('Julie Martin').click();
  await expect(header.banner.getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
  await expectAccessible(page);
  // Such a login has no cart on the server: the page's cart engine stays a guest's, with no "unreachable" notice.
  await expect(page.getByText('La boutique est momentanément injoignable.')).toHaveCount(0);

  // The cart is a buyer page too: the same page, a 403 that is private and never indexed.
  const cart = await page.goto('/fr/cart');
  expect(cart?.status()).toBe(403);
  expect(cart?.headers()['cache-control']).toBe('private, no-store');
  expect(cart?.headers()['x-robots-tag']).toBe('noindex');
  await expect(status.heading).toHaveText('Votre société n’est pas encore cliente');
  // The cart page says noindex itself too; the account-status page says it wherever it shows.
  await expect(status.robots.first()).toBeAttached();
  await expect(page.getByRole('heading', { name: '404 - Page non trouvée' })).toHaveCount(0);
  await expectAccessible(page);

  // "Devenir client" opens the registration form with the sign-up's name and e-mail already filled in.
  await status.becomeCustomer.click();
  const register = new RegisterPage(page);
  await expect(register.heading).toHaveText('Devenir client');
  await expect(register.field(/^Prénom/)).toHaveValue('Julie');
  await expect(page.locator('#register-last_name')).toHaveValue('Martin');
  await expect(page.locator('#register-email')).toHaveValue(email);

  // The catalogue still works, without prices, as for a guest.
  await searchPage.goto('amoxicilline');
  await expect(searchPage.results.first()).toBeVisible();
  await expect(searchPage.resultPrices).toHaveCount(0);
});

test('a signed-in login without a customer applies from its status page, reads that it is being reviewed, and is a customer once staff approve', async ({
  page,
  header,
  loginPage,
}) => {
  const email = uniqueEmail('apply');
  await signUpVerifyAndSignIn(page, loginPage, email);
  const status = new AccountStatusPage(page);
  await status.becomeCustomer.click();

  // The form, with the sign-up's name and e-mail, sent as any applicant's.
  const register = new RegisterPage(page);
  await expect(register.field('Prénom *')).toHaveValue('Julie');
  await register.field('Civilité *').selectOption({ label: 'Madame' });
  await register.field('GSM *').fill('+32 470 11 22 33');
  await register.field('Nom de la société *').fill(`Clinique Martin ${email.split('-')[1]}`);
  await page.locator('#register-vat-pending').check();
  await register.field('Rue et numéro *').fill('Rue des Prés 4');
  await register.field('Code postal *').fill('5000');
  await register.field('Localité *').fill('Namur');
  await page.getByRole('radio', { name: 'Étudiant ou étudiante', exact: true }).check();
  await register.acceptConsents();
  await register.submit();
  await expect(register.sent).toBeVisible();

  // Its account page now says the application is being reviewed.
  const account = await page.goto('/fr/account');
  expect(account?.status()).toBe(403);
  await expect(status.heading).toHaveText('Votre demande est en cours d’examen');
  await expect(status.contactCustomerService).toHaveAttribute('href', '/fr/contact');
  await expectAccessible(page);

  // Staff approve it (set-up through the back office): the same session is the customer's from the next page on.
  const staff = await backofficeSession('staff@demo.test');
  const auth = { authorization: `Bearer ${staff}`, 'content-type': 'application/json' };
  const list = (await (
    await fetch(`${BACKOFFICE_URL}/staff/registrations?state=pending&page_size=50`, { headers: auth })
  ).json()) as { items: { id: number; email: string }[] };
  const mine = list.items.find((r) => r.email === email);
  expect(mine).toBeDefined();
  const { items: pricelists } = (await (
    await fetch(`${BACKOFFICE_URL}/staff/pricelists`, { headers: auth })
  ).json()) as { items: { id: number; role: string }[] };
  const approved = await fetch(`${BACKOFFICE_URL}/staff/registrations/${mine!.id}/approve`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      role: 'student',
      pricelist_id: pricelists.find((p) => p.role === 'student')!.id,
      customer_name: 'Clinique Martin',
    }),
  });
  expect(approved.status).toBe(200);
  const cart = await page.goto('/fr/cart');
  expect(cart?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Panier', exact: true })).toBeVisible();
  await header.accountMenu('Julie Martin').click();
  await expect(header.banner.getByText('Clinique Martin')).toBeVisible();
});

test('an unverified login asks for the link again and confirms its address with the new mail', async ({
  page,
  loginPage,
}) => {
  const email = uniqueEmail('resend');
  // The first mail is "lost": its link is never used.
  const firstLink = await signUp(email);
  await visit(page, '/fr/login');
  await loginPage.submit(email, PASSWORD);
  await page.waitForURL('**/fr/account');
  const status = new AccountStatusPage(page);
  await expect(status.heading).toHaveText('Confirmez votre adresse e-mail');
  await expectAccessible(page);

  await status.resendLink.click();
  await expect(status.resendOutcome).toHaveText(
    `Un nouveau lien a été envoyé à ${email}. Il est valable 24 heures ; le lien précédent ne fonctionne plus.`,
  );
  await expect(status.resendOutcome).toBeFocused();
  await expect(status.heading).toHaveText('Confirmez votre adresse e-mail');
  await expectAccessible(page);

  const second = await waitForMail(
    (m) => recipientOf(m) === email && m.subject === VALIDATE_SUBJECT && validateLinkOf(m) !== firstLink,
  );
  await visit(page, validateLinkOf(second));
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText('Merci, votre adresse e-mail est vérifiée.')).toBeVisible();
  // Verified, the login now reads the next step: its clinic is not registered yet.
  await visit(page, '/fr/account');
  await expect(status.heading).toHaveText('Votre société n’est pas encore cliente');
});
