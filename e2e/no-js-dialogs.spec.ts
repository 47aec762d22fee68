import { backofficeSession, variantIdBySku } from './support/api';
import { expect, expectAccessible, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/*
 * The product page's "add to a standard order" and "request a quote" open dialogs with JavaScript; their openers
 * are links to pages with the same forms, so that a browser without JavaScript gets them too. Each test's own
 * pharmacist and records named per run: no other journey reads them; what is made is deleted at the end.
 */
const QUOTATION_ONLY_SKU = 'VS-000012-1';

/** A product the pharmacist may see (the first of the catalogue by name), as its page's path. */
async function aProductPath(who: string): Promise<string> {
  const token = await backofficeSession(who);
  const res = await fetch(`${BACKOFFICE_URL}/search/products?page_size=1&sort=name_asc&locale=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { hits } = (await res.json()) as { hits: { url_key: string; variants: { id: number }[] }[] };
  const hit = hits[0]!;
  return `/fr/p/${hit.url_key}?variant=${hit.variants[0]!.id}`;
}

async function deleteInBackoffice(who: string, path: string): Promise<void> {
  const token = await backofficeSession(who);
  await fetch(`${BACKOFFICE_URL}${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
}

test('without JavaScript, “add to a standard order” is a link to the same form on a page, refusals keep what was typed', async ({
  newCustomer,
  signedInPage,
}) => {
  const pharma = newCustomer('pharma');
  const page = await signedInPage(pharma, '/fr/', { javaScript: false });
  const list = `E2E sans JS ${Date.now()}`;
  let listId: number | null = null;
  try {
    await page.goto(await aProductPath(pharma.login));
    const opener = page.getByRole('link', { name: 'Ajouter à une commande type' });
    const href = await opener.getAttribute('href');
    expect(href).toMatch(/^\/fr\/account\/wishlists\/add\?product=\d+$/);
    await opener.click();
    await expect(page).toHaveURL(/\/fr\/account\/wishlists\/add\?product=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajouter à une commande type');

    // A new list without a name: said at the field, the quantity typed kept.
    await page
      .getByLabel('Commande type', { exact: true })
      .selectOption({ label: 'Nouvelle commande type…' });
    await page.getByLabel('Quantité').fill('4');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Indiquez un nom.');
    await expect(page.getByLabel('Quantité')).toHaveValue('4');

    await page.getByLabel('Nom de la nouvelle commande type').fill(list);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/account\/wishlists\/\d+\?done=added$/);
    listId = Number(/wishlists\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByText(`Ajouté à « ${list} ».`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(list);
  } finally {
    if (listId !== null) await deleteInBackoffice(pharma.login, `/wishlists/${listId}`);
  }
});

test('without JavaScript, “request a quote” is a link to the same form on a page that makes the quotation', async ({
  newCustomer,
  signedInPage,
}) => {
  const pharma = newCustomer('pharma');
  const page = await signedInPage(pharma, '/fr/', { javaScript: false });
  const reference = `E2E-SANS-JS-${Date.now()}`;
  let quotationId: number | null = null;
  try {
    await page.goto(`/fr/search?q=${QUOTATION_ONLY_SKU}`);
    await expect(page).toHaveURL(/\/fr\/p\//);
    const opener = page.getByRole('link', { name: 'Demander un devis' });
    expect(await opener.getAttribute('href')).toMatch(/^\/fr\/account\/quotations\/add\?product=\d+$/);
    await opener.click();
    await expect(page).toHaveURL(/\/fr\/account\/quotations\/add\?product=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un devis');

    await page.getByLabel('Quantité').fill('2');
    await page.getByLabel('Devis', { exact: true }).selectOption('new');
    await page.getByLabel('Votre référence').fill(reference);
    // A draft only: nothing reaches the staff's queue.
    await page.getByLabel('Envoyer la demande maintenant à notre équipe commerciale').uncheck();
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/quotations\/\d+$/);
    quotationId = Number(/quotations\/(\d+)/.exec(page.url())![1]);
    // A draft, with the reference typed and the product at the quantity asked for.
    await expect(page.getByLabel('Votre référence')).toHaveValue(reference);
    await expect(
      page.getByRole('spinbutton', { name: /^Quantité de Table d’examen électrique/ }),
    ).toHaveValue('2');
  } finally {
    if (quotationId !== null) await deleteInBackoffice(pharma.login, `/quotations/${quotationId}`);
  }
});

// axe needs JavaScript in the page: the same pages, checked in a browser that runs it (in English).
test('the standard-order and quotation pages of the product page’s dialogs read in English and pass axe', async ({
  page,
  newCustomer,
  signIn,
}) => {
  const pharma = newCustomer('pharma');
  await signIn(pharma, 'en', '/en/');
  const product = (await aProductPath(pharma.login)).replace(/^\/fr\//, '/en/');
  const productId = Number(/variant=(\d+)/.exec(product)![1]);
  await page.goto(`/en/account/wishlists/add?product=${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add to a standard order');
  await expect(page.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', /\/en\/p\//);
  await expectAccessible(page);
  await page.getByLabel('Standard order', { exact: true }).selectOption({ label: 'New standard order…' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/en/account/quotations/add?product=${await variantIdBySku(QUOTATION_ONLY_SKU)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a quote');
  await expect(page.getByLabel('Send the request to our sales team now')).toBeChecked();
  await expectAccessible(page);
  // Any other product: added to a quotation, never sent from here.
  await page.goto(`/en/account/quotations/add?product=${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add to a quotation');
  await expect(page.getByLabel('Send the request to our sales team now')).toHaveCount(0);
  await expectAccessible(page);
  // A product that does not exist: the shop's 404, not an empty form.
  const missing = await page.goto('/en/account/quotations/add?product=2000000000');
  expect(missing?.status()).toBe(404);
});
