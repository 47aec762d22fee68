import { WishlistPopin, WishlistsPage } from './pages/wishlists-page';
import { backofficeSession, serverQuantities } from './support/api';
import { emptyCart, expect, expectAccessible, test, visit } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/*
 * Issue 10 §2. The vet's cart is emptied before and after (journeys run one at a time); the standard order has a
 * name of its own for this run, so the demo's lists and other journeys are untouched.
 */

interface Pick {
  id: number;
  name: string;
  urlKey: string;
}

/** Three products the vet may put in the cart today (priced, in stock, ordered directly, not made to order). */
async function threeProducts(login: string): Promise<Pick[]> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/search/products?page_size=40&sort=name_asc&locale=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { hits } = (await res.json()) as {
    hits: {
      url_key: string;
      flags: { order_mode: string; is_mto: boolean };
      variants: { id: number; name: string; price: unknown; stock: { display: string } }[];
    }[];
  };
  const picks: Pick[] = [];
  for (const hit of hits) {
    const v = hit.variants[0];
    if (
      v &&
      v.price &&
      v.stock.display === 'in_stock' &&
      hit.flags.order_mode === 'direct' &&
      !hit.flags.is_mto
    )
      picks.push({ id: v.id, name: v.name, urlKey: hit.url_key });
    if (picks.length === 3) break;
  }
  expect(picks).toHaveLength(3);
  return picks;
}

test('a vet builds a standard order from three products and adds it to the cart in one click', async ({
  page,
  cartPage,
  customer,
  signIn,
}) => {
  const products = await threeProducts(customer.login);
  const quantities = [2, 1, 3];
  const list = `E2E commande type ${Date.now()}`;
  const popin = new WishlistPopin(page);
  const wishlists = new WishlistsPage(page);
  await emptyCart(customer.login);
  try {
    await signIn(customer, 'fr', `/fr/p/${products[0]!.urlKey}?variant=${products[0]!.id}`);
    for (const [i, product] of products.entries()) {
      // Hydrated first: before that the opener is a plain link to the form's page, not the popin.
      if (i > 0) await visit(page, `/fr/p/${product.urlKey}?variant=${product.id}`);
      await popin.open();
      if (i === 0) await expectAccessible(page);
      await popin.add(list, { create: i === 0, qty: quantities[i] === 1 ? undefined : quantities[i] });
      if (i === 0) {
        // The same product again: the spec's message, inside the dialog.
        await popin.dialog.getByLabel('Commande type', { exact: true }).selectOption({ label: list });
        await popin.dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await expect(popin.dialog.getByRole('alert')).toHaveText(
          'Ce produit est déjà présent dans cette commande type',
        );
      }
      await popin.close();
      await expect(popin.opener).toBeFocused();
    }

    await wishlists.gotoList();
    await expect(page.getByRole('row', { name: new RegExp(list) })).toContainText('3 lignes');
    await expectAccessible(page);
    await wishlists.openList(list);
    await expect(wishlists.lines).toHaveCount(3);
    for (const [i, product] of products.entries())
      await expect(wishlists.quantity(product.name)).toHaveValue(String(quantities[i]));
    await expectAccessible(page);

    await wishlists.addAllToCart();
    await expect(page.locator('.wishlist-add-all-status')).toContainText('3 produits ajoutés au panier');
    await expect
      .poll(() => serverQuantities(customer.login))
      .toEqual(Object.fromEntries(products.map((p, i) => [p.id, quantities[i]])));

    await cartPage.goto();
    for (const [i, product] of products.entries())
      await expect(cartPage.quantity(product.name)).toHaveValue(String(quantities[i]));
  } finally {
    await emptyCart(customer.login);
  }
});

test('the standard orders page refuses a name already used, before sending, and reads in English', async ({
  page,
  customer,
  signIn,
}) => {
  const name = `E2E liste ${Date.now()}`;
  await signIn(customer, 'fr', '/fr/account/wishlists');
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Cette commande type est vide.')).toBeVisible();
  await expectAccessible(page);

  // The name is checked as it is typed, by the hydrated page.
  await visit(page, '/fr/account/wishlists');
  await page.getByLabel('Nom', { exact: true }).fill(name.toUpperCase());
  await expect(
    page.getByText(`Vous avez déjà une commande type nommée « ${name.toUpperCase()} ».`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Créer' }).click();
  // Refused before sending: still the list page, the message still said, what was typed still there.
  await expect(page).toHaveURL(/\/fr\/account\/wishlists$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commandes types');
  await expect(
    page.getByText(`Vous avez déjà une commande type nommée « ${name.toUpperCase()} ».`),
  ).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(name.toUpperCase());

  // Deleting asks first.
  await page.getByRole('button', { name: `Supprimer « ${name} »` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette commande type ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByText(`La commande type « ${name} » a été supprimée.`)).toBeVisible();

  await page.goto('/en/account/wishlists');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard orders');
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Standard orders' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the signed-in home’s standard-order picker puts a list in the cart in one click', async ({
  page,
  customer,
  signIn,
}) => {
  const [product] = await threeProducts(customer.login);
  const token = await backofficeSession(customer.login);
  const name = `E2E accueil ${Date.now()}`;
  const created = await fetch(`${BACKOFFICE_URL}/wishlists`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, lines: [{ product_id: product!.id, quantity: 4 }] }),
  });
  const { id } = (await created.json()) as { id: number };
  await emptyCart(customer.login);
  try {
    await signIn(customer, 'fr', '/fr/');
    const picker = page.getByRole('region', { name: 'Commandes types' });
    await picker.getByLabel('Commande type').selectOption({ label: name });
    await picker.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(picker.getByRole('status')).toContainText('1 produit ajouté au panier');
    await expect.poll(() => serverQuantities(customer.login)).toEqual({ [product!.id]: 4 });
    await expect(picker.getByRole('link', { name: 'Gérer mes commandes types' })).toHaveAttribute(
      'href',
      '/fr/account/wishlists',
    );
    await expectAccessible(page);
  } finally {
    await emptyCart(customer.login);
    await fetch(`${BACKOFFICE_URL}/wishlists/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
