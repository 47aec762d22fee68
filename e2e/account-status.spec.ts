import { AccountStatusPage } from './pages/account-status-page';
import { RegisterPage } from './pages/registration-pages';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';
import { BACKOFFICE_URL } from './support/ports';

/*
 * A signed-in login that is not (yet) a customer's (auth/register) gets one account-status page — a 403, not a
 * 404 — on every buyer page. The journey makes its own login (an e-mail unique per run): no demo account, no
 * state another journey changes.
 */

const PASSWORD = 'Prairie-verte 2026';
const VALIDATE_SUBJECT = 'Confirmez votre adresse e-mail';

test('someone signs up with auth/register, verifies the e-mail from the mail, signs in and sees that their clinic is not registered yet; /fr/cart shows the same page, not a 404', async ({
  page,
  header,
  loginPage,
  searchPage,
}) => {
  const email = `status-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e-account-status.test`;
  // The credentials-mode sign-up is a call, not a page of the shop: made here as set-up.
  const signUp = await fetch(`${BACKOFFICE_URL}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Julie Martin', login: email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(202);
  const mail = await waitForMail((m) => recipientOf(m) === email && m.subject === VALIDATE_SUBJECT);
  const link = /https?:\/\/[^\s"<>]+\/account\/validate-email\?token=[\w-]+/.exec(
    `${mail.text ?? ''} ${mail.html || ''}`,
  );
  expect(link).not.toBeNull();
  const url = new URL(link![0]);
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText('Merci, votre adresse e-mail est vérifiée.')).toBeVisible();

  // Signed in, such a login lands on its account page: where it stands and what to do next.
  await page.goto('/fr/login');
  await loginPage.submit(email, PASSWORD);
  await page.waitForURL('**/fr/account');
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
