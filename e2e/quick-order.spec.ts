import type { CodeLookupResult, ProductSearchResult } from '@vetshop/contract';
import { QuickOrderPage } from './pages/quick-order-page';
import { backofficeSession, serverQuantities } from './support/api';
import { emptyCart, expect, expectAccessible, reloadHydrated, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/**
 * Issue 23 §3 (decision 044): a vet reorders at the keyboard on the quick-order pad — codes typed with Enter, two
 * columns pasted from a spreadsheet — and adds everything to the cart, one unknown code staying on the pad. The
 * test's own copy of the demo vet: no other journey reads its cart.
 */

interface Orderable {
  id: number;
  sku: string;
  name: string;
  cnk: string | null;
}

/**
 * Two variants this buyer may put in a cart today (priced for them, sold online, not on quotation) whose CNK names
 * them alone (the demo data may give a discontinued variant the same CNK: the lowest id would win).
 */
async function orderableVariants(login: string): Promise<[Orderable, Orderable]> {
  const token = await backofficeSession(login);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };
  const res = await fetch(`${BACKOFFICE_URL}/search/products?q=a&page_size=24`, { headers });
  const result = (await res.json()) as ProductSearchResult;
  const candidates = result.hits
    .filter((p) => p.flags.order_mode === 'direct')
    .flatMap((p) => p.variants.filter((v) => v.price !== null && v.cnk_code !== null).slice(0, 1));
  const cnks = candidates.map((v) => v.cnk_code!).join(',');
  const lookup = (await (
    await fetch(`${BACKOFFICE_URL}/carts/code_lookup?codes=${cnks}`, { headers })
  ).json()) as CodeLookupResult;
  const found = candidates
    .filter((v) =>
      lookup.codes.some((i) => i.asked === v.cnk_code && i.reason === null && i.variant?.id === v.id),
    )
    .slice(0, 2);
  if (found.length < 2)
    throw new Error('the demo catalogue offers the vet fewer than two products with a CNK');
  return found.map((v) => ({ id: v.id, sku: v.sku, name: v.name, cnk: v.cnk_code })) as [
    Orderable,
    Orderable,
  ];
}

test('a vet types codes with Enter, pastes two columns and adds everything; the unknown code stays on the pad', async ({
  page,
  header,
  customer,
  signIn,
  signedInPage,
}) => {
  await emptyCart(customer.login);
  const [a, b] = await orderableVariants(customer.login);
  await signIn(customer, 'fr', '/fr/account/quick-order');
  const pad = new QuickOrderPage(page);
  await expect(header.banner.getByRole('link', { name: 'Commande rapide' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // At the keyboard: a SKU in small letters, a CNK, an unknown code; Enter goes code → quantity → next row.
  await pad.code(1).focus();
  await pad.typeRow(a.sku.toLowerCase(), '2');
  await expect(pad.code(2)).toBeFocused();
  await pad.typeRow(b.cnk!, '1');
  await pad.typeRow('INCONNU-999', '1');
  await expect(pad.code(4)).toBeFocused();
  // Two columns of a spreadsheet pasted into the next code cell fill two rows.
  await pad.paste(4, `${a.sku}\t3\r\n${b.sku}\t2\r\n`);
  await expect(pad.code(5)).toHaveValue(b.sku);
  await expect(pad.qty(5)).toHaveValue('2');

  // Each row shows what its code names for this buyer (name, net price, stock), or why not.
  await expect(pad.row(1)).toContainText(a.name);
  await expect(pad.row(2)).toContainText(b.name);
  await expect(pad.row(1).locator('.quick-order-price')).toHaveText(/\d,\d\d/);
  await expect(pad.row(3)).toContainText('Aucun produit ne porte ce code');
  await expect(pad.rows).toHaveCount(6);
  await expectAccessible(page);

  await pad.addEverything();
  await expect(pad.counts).toHaveText(
    '4 lignes ajoutées au panier. 1 ligne refusée reste sur la commande rapide pour être corrigée.',
  );
  expect(await pad.refusedRows()).toEqual([
    ['1', 'INCONNU-999', '1', expect.stringContaining('Aucun produit ne porte ce code')],
  ]);
  // The accepted rows went to the cart as one batch; the refused one stays, first, for correction.
  await expect(header.cartCount).toHaveText('8');
  await expect(pad.code(1)).toHaveValue('INCONNU-999');
  await expect(pad.rows).toHaveCount(2);
  await expect.poll(() => serverQuantities(customer.login)).toEqual({ [a.id]: 5, [b.id]: 3 });

  // The pad is kept on the device until added: a reload keeps the refused row.
  await reloadHydrated(page);
  await expect(pad.code(1)).toHaveValue('INCONNU-999');

  // Without JavaScript (and in Dutch): a list of code;quantity lines posted, the refused line given back.
  const noJs = await signedInPage(customer, '/nl/account/quick-order', { javaScript: false });
  const list = noJs.getByLabel('Eén regel per product: code;aantal');
  await list.fill(`ONBEKEND-1;1\n${b.sku};1\n`);
  await noJs.getByRole('button', { name: 'In het winkelmandje' }).click();
  await expect(noJs.getByRole('region', { name: 'Resultaat' }).getByRole('status')).toHaveText(
    '1 regel aan het winkelmandje toegevoegd. 1 geweigerde regel blijft op de snelbestelling om te verbeteren.',
  );
  await expect(list).toHaveValue('ONBEKEND-1;1');
  expect(await serverQuantities(customer.login)).toEqual({ [a.id]: 5, [b.id]: 4 });
  await emptyCart(customer.login);
});
