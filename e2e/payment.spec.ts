import { backofficeSession, emptyCart, serverQuantities } from './support/api';
import { expect, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';
import { PaymentPage } from './pages/payment-page';

/** How many orders the buyer has, as the back office counts them. */
async function orderCount(login: string): Promise<number> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/sales?page_size=1&page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { count: number }).count;
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
    await emptyCart(customer.login);
    const before = await orderCount(customer.login);
    await signIn(customer);
    await productPage.open('VS-000013-1');
    await productPage.addToCart(2);
    await expect(header.cartCount).toHaveText('2');
    await cartPage.goto();
    await checkoutPage.goToConfirmation();

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
    await emptyCart(customer.login);
    const before = await orderCount(customer.login);
    await signIn(customer);
    await productPage.open('VS-000001-1');
    await productPage.addToCart(3);
    await expect(header.cartCount).toHaveText('3');
    const quantities = await serverQuantities(customer.login);
    await cartPage.goto();
    await checkoutPage.goToConfirmation();

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
  });
});
