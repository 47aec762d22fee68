import type { Page } from '@playwright/test';
import { CheckoutPage, type CartPage, type Header, type ProductPage } from './pages';
import { PaymentPage } from './pages/payment-page';
import {
  addFromAnotherDevice,
  backofficeSession,
  emptyCart,
  serverQuantities,
  variantIdBySku,
} from './support/api';
import type { Customer } from './support/customers';
import { expect, expectAccessible, STAFF, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/** How many orders the buyer has, as the back office counts them. */
async function orderCount(login: string): Promise<number> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/sales?page_size=1&page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { count: number }).count;
}

interface Journey {
  page: Page;
  productPage: ProductPage;
  header: Header;
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  customer: Customer;
  signIn: (who: Customer) => Promise<void>;
}

/** The buyer's own empty cart, `qty` of a product added, up to the confirmation: the orders it had before. */
async function toConfirmation(j: Journey, sku: string, qty: number): Promise<number> {
  await emptyCart(j.customer.login);
  const before = await orderCount(j.customer.login);
  await j.signIn(j.customer);
  await j.productPage.open(sku);
  await j.productPage.addToCart(qty);
  await expect(j.header.cartCount).toHaveText(String(qty));
  await j.cartPage.goto();
  await j.checkoutPage.goToConfirmation();
  return before;
}

test.describe('payment (decision 038)', () => {
  test('a vet pays by Bancontact at the provider and lands on the success page with exactly one order', async ({
    page,
    productPage,
    header,
    cartPage,
    checkoutPage,
    customer,
    signIn,
  }) => {
    const j = { page, productPage, header, cartPage, checkoutPage, customer, signIn };
    const before = await toConfirmation(j, 'VS-000013-1', 2);

    const payment = new PaymentPage(page);
    await payment.payWith('Bancontact');
    await payment.answerAtProvider('Paid');
    await expect(payment.outcome).toHaveAttribute('data-status', 'success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, votre commande est passée');
    await expect(page.getByText(/Paiement de .+ reçu\./)).toBeVisible();
    await expect(header.cartCount).toHaveText('0');
    // The return page again (a reload): the same order, never a second one.
    const summary = await page.locator('.validated-summary').textContent();
    await page.reload();
    await expect(page.locator('.validated-summary')).toHaveText(summary ?? '');
    expect(await orderCount(customer.login)).toBe(before + 1);
  });

  test('a vet who cancels at the provider finds the cart as it was', async ({
    page,
    productPage,
    header,
    cartPage,
    checkoutPage,
    customer,
    signIn,
  }) => {
    const j = { page, productPage, header, cartPage, checkoutPage, customer, signIn };
    const before = await toConfirmation(j, 'VS-000001-1', 3);
    const quantities = await serverQuantities(customer.login);

    const payment = new PaymentPage(page);
    await payment.payWith('Bancontact');
    await payment.answerAtProvider('Cancel');
    await expect(payment.outcome).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le paiement n’a pas abouti');
    await page.getByRole('link', { name: 'Retour au panier' }).click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(cartPage.line('Amoxivantis')).toBeVisible();
    await expect(header.cartCount).toHaveText('3');
    expect(await serverQuantities(customer.login)).toEqual(quantities);
    expect(await orderCount(customer.login)).toBe(before);
    // One payment choice (decision 041): the cart page asks none, and the confirmation offers the method tried.
    await expect(page.getByLabel('Mode de paiement')).toHaveCount(0);
    await checkoutPage.goToConfirmation();
    await expect(payment.providers.getByRole('radio', { name: /Bancontact/ })).toBeChecked();
  });
});

test.describe('payment methods per customer (decision 041)', () => {
  test("staff choose a customer's payment methods by its number; its confirmation offers only those", async ({
    newCustomer,
    signedInPage,
  }) => {
    const buyer = newCustomer('vet');
    const token = await backofficeSession(buyer.login);
    const me = await fetch(`${BACKOFFICE_URL}/customer`, { headers: { authorization: `Bearer ${token}` } });
    const { ref } = ((await me.json()) as { data: { ref: string } }).data;

    const staffPage = await signedInPage(STAFF, '/fr/staff/payments');
    const methods = staffPage.getByRole('region', { name: 'Modes de paiement d’un client' });
    // Typed as staff might, in lower case.
    await methods.getByLabel('Numéro de client').fill(ref.toLowerCase());
    await methods.getByRole('button', { name: 'Afficher' }).click();
    const choice = methods.getByRole('group', { name: new RegExp(`Modes de paiement de .+ \\(${ref}\\)`) });
    await expect(choice.getByRole('checkbox', { name: 'Sur facture' })).not.toBeChecked();
    await choice.getByRole('checkbox', { name: 'Virement bancaire' }).check();
    await methods.getByRole('button', { name: 'Enregistrer les modes de paiement' }).click();
    await expect(methods.getByRole('status')).toHaveText('Les modes de paiement du client sont enregistrés.');
    await expect(methods.getByText('Proposés aujourd’hui : Virement bancaire.')).toBeVisible();
    await expectAccessible(staffPage);

    await emptyCart(buyer.login);
    await addFromAnotherDevice(buyer.login, await variantIdBySku('VS-000013-1'), 1);
    const page = await signedInPage(buyer, '/fr/cart');
    const checkoutPage = new CheckoutPage(page);
    await checkoutPage.goToConfirmation();
    const offered = new PaymentPage(page).providers.getByRole('radio');
    await expect(offered).toHaveCount(1);
    await expect(offered).toHaveAccessibleName(/Virement bancaire/);
    await expect(offered).toBeChecked();
  });
});
