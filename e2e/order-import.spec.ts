import type { ProductSearchResult } from '@vetshop/contract';
import { OrderImportPanel } from './pages/order-import-panel';
import { backofficeSession, serverQuantities } from './support/api';
import { emptyCart, expect, expectAccessible, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/**
 * Issue 9 §5: a buyer loads an order exported from the practice software, into the cart of the test's own copy
 * of the demo student.
 */

/** Two variants this buyer may put in a cart today (priced for them, sold online, not on quotation). */
async function orderableVariants(login: string): Promise<{ sku: string; id: number; name: string }[]> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/search/products?q=a&page_size=24`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
  });
  const result = (await res.json()) as ProductSearchResult;
  const found = result.hits
    .filter((p) => p.flags.order_mode === 'direct' && !p.flags.veterinary_only)
    .flatMap((p) => p.variants.filter((v) => v.price !== null).slice(0, 1))
    .slice(0, 2);
  if (found.length < 2) throw new Error('the demo catalogue offers the student fewer than two products');
  return found.map((v) => ({ sku: v.sku, id: v.id, name: v.name }));
}

test.describe('CSV order import', () => {
  test('imports a CSV with a bad row and sees the report', async ({
    page,
    cartPage,
    header,
    newCustomer,
    signIn,
  }) => {
    const student = newCustomer('student');
    await emptyCart(student.login);
    const [a, b] = (await orderableVariants(student.login)) as [
      { sku: string; id: number; name: string },
      { sku: string; id: number; name: string },
    ];
    await signIn(student);
    await cartPage.goto();
    const importPanel = new OrderImportPanel(page);

    // Checked before sending: not a .csv.
    await importPanel.panel.getByLabel('Fichier CSV').setInputFiles({
      name: 'commande.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await expect(importPanel.error).toHaveText('Seuls les fichiers .csv peuvent être importés.');

    await importPanel.importCsv('commande.csv', [
      'SKU;Quantité',
      `${a.sku};2`,
      'INCONNU-999;1',
      `${b.sku};deux`,
      `${b.sku};3`,
      `${a.sku};1`,
    ]);
    await expect(importPanel.counts).toHaveText(
      '2 lignes ajoutées, 1 ligne fusionnée avec une ligne du même produit, 2 lignes ignorées.',
    );
    expect(await importPanel.skippedRows()).toEqual([
      ['3', 'INCONNU-999', '1', 'Aucun produit ne porte ce code, ou il n’est plus vendu.'],
      ['4', b.sku, 'deux', 'La quantité doit être un nombre entier supérieur à 0.'],
    ]);
    // The cart engine learned the new server cart: the header counts the imported articles.
    await expect(header.cartCount).toHaveText('6');
    await expectAccessible(page);

    expect(await serverQuantities(student.login)).toEqual({ [a.id]: 3, [b.id]: 3 });
    await importPanel.goToCart();
    await expect(cartPage.line(a.name)).toBeVisible();
    await expect(cartPage.quantity(a.name)).toHaveValue('3');
    await expect(cartPage.quantity(b.name)).toHaveValue('3');
    await emptyCart(student.login);
  });
});
