import type { SaleDetail } from '@vetshop/contract';
import { DocumentsPage, flat } from './pages/documents-page';
import { backofficeSession, serverQuantities } from './support/api';
import { emptyCart, expect, expectAccessible, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/*
 * Issue 9 §2, on each test's own copies of the demo vet (its invoices) and pharmacist (its last order, ordered
 * again into its own cart).
 */

test('a vet downloads an invoice and its text contains the order number and the total', async ({
  page,
  customer,
  signIn,
}) => {
  const documents = new DocumentsPage(page);
  await signIn(customer, 'fr', '/fr/account/documents');
  await expect(documents.heading).toHaveText('Mes documents');
  await expectAccessible(page);

  await documents.filter('Factures');
  await expect(page).toHaveURL(/\/fr\/account\/documents\?type=invoice$/);
  await expect(page.getByRole('link', { name: 'Factures' })).toHaveAttribute('aria-current', 'true');
  const row = documents.rows.first();
  await expect(row).toContainText('Facture');
  const { number, order } = await documents.numbers(row);
  expect(number).toMatch(/^F\d{4}-\d{6}$/);
  expect(order).toMatch(/^S\d{4}-\d{6}$/);

  // The total as the order page shows it.
  await row.getByRole('link', { name: order }).click();
  await page.waitForURL(/\/fr\/account\/sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${order}`);
  const total = flat((await page.locator('.totals-total dd').textContent()) ?? '');
  expect(total).toMatch(/€/);
  await page.goBack();
  await page.waitForURL(/type=invoice/);
  // Back on the invoices (the order page has download links too): the list, filtered, before its first row is used.
  await expect(documents.heading).toHaveText('Mes documents');
  await expect(page.getByRole('link', { name: 'Factures' })).toHaveAttribute('aria-current', 'true');

  const pdf = await documents.download(documents.rows.first());
  expect(pdf.fileName).toBe(`facture-${number}.pdf`);
  const text = flat(pdf.text);
  expect(text).toContain(`Facture ${number}`);
  expect(text).toContain(order);
  expect(text).toContain(`Total TVAC ${total}`);

  // Another customer's document (or none): the 404 page, not a file.
  const missing = await page.goto('/fr/account/documents/99999999/download');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document introuvable');
});

test('the order page downloads its documents, and "order again" puts its lines in the cart', async ({
  page,
  newCustomer,
  signIn,
}) => {
  const buyer = newCustomer('pharma');
  await emptyCart(buyer.login);
  const token = await backofficeSession(buyer.login);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };
  const list = (await (await fetch(`${BACKOFFICE_URL}/sales?page_size=1`, { headers })).json()) as {
    items: { id: number }[];
  };
  const sale = (await (
    await fetch(`${BACKOFFICE_URL}/sales/${list.items[0]!.id}`, { headers })
  ).json()) as SaleDetail;
  const expected: Record<number, number> = {};
  for (const l of sale.lines)
    if (l.kind === 'product' && l.product_id !== null)
      expected[l.product_id] = (expected[l.product_id] ?? 0) + l.qty;
  expect(Object.keys(expected).length).toBeGreaterThan(0);

  try {
    await signIn(buyer, 'fr', `/fr/account/sales/${sale.id}`);
    const block = page.getByRole('region', { name: 'Documents de la commande' });
    await expect(
      block.getByRole('link', { name: `Télécharger Confirmation de commande ${sale.name} (PDF)` }),
    ).toHaveAttribute('href', `/fr/account/sales/${sale.id}/download`);
    await expectAccessible(page);

    const button = block.getByRole('button', { name: 'Commander à nouveau' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(block.getByRole('status').filter({ hasText: 'au panier' })).toContainText(
      /produits? envoyés? au panier/,
    );
    // Every line of the order is in the cart at its quantity, or said not added (never dropped silently).
    const refused = flat((await block.textContent()) ?? '');
    const inCart = await serverQuantities(buyer.login);
    for (const line of sale.lines.filter((l) => l.kind === 'product' && l.product_id !== null)) {
      const id = line.product_id!;
      if (inCart[id] === undefined) expect(refused).toContain(`Non ajouté : ${line.name}`);
      else expect(inCart[id]).toBe(expected[id]);
    }
    expect(Object.keys(inCart).length).toBeGreaterThan(0);
    await block.getByRole('link', { name: 'Voir le panier' }).click();
    await page.waitForURL(/\/fr\/cart$/);
  } finally {
    await emptyCart(buyer.login);
  }
});

test('the discount filter shows the empty state; the page reads in English', async ({
  page,
  customer,
  signIn,
}) => {
  const documents = new DocumentsPage(page);
  await signIn(customer, 'en', '/en/account/documents?type=discount');
  await expect(documents.heading).toHaveText('My documents');
  await expect(page.getByText('No documents of this type.')).toBeVisible();
  await expect(documents.rows).toHaveCount(0);
  await expectAccessible(page);
});
