import { emptyCart, serverCart, variantIdBySku } from './support/api';
import { expect, expectAccessible, test, visit } from './support/fixtures';

/*
 * Issue 20 §8: a buyer who reorders by code adds from a search listing's compact view, without opening the product.
 * The test's own vet (a copy of the demo vet): no other journey reads its cart.
 */
const NAME = 'Carprolis 50 mg comprimés';
const SKU = 'VS-000004-1'; // one variant, direct sale, not made to order (demo data)

test('a vet adds from the list: compact view of a search, quantity 3, the cart has it with 3', async ({
  page,
  header,
  notices,
  customer,
  signIn,
}) => {
  await emptyCart(customer.login);
  await signIn(customer);
  await visit(page, `/fr/search?q=${encodeURIComponent('Carprolis')}&view=list`);
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  const form = row.getByRole('form', { name: NAME });
  await form.getByLabel('Quantité', { exact: true }).fill('3');
  await form.getByRole('button', { name: `Ajouter au panier : ${NAME}` }).click();
  // No navigation: the same listing, its confirmation read out, the badge counting the units.
  await expect(notices.status.getByText(/Ajouté au panier : 3 ×/)).toBeVisible();
  await expect(page).toHaveURL(/view=list/);
  await expect(header.cartCount).toHaveText('3');
  const id = await variantIdBySku(SKU);
  await expect
    .poll(async () => (await serverCart(customer.login))?.lines.find((l) => l.product_id === id)?.qty)
    .toBe(3);
});
