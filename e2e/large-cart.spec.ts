import { randomUUID } from 'node:crypto';
import { backofficeSession, serverCart, type ServerCart } from './support/api';
import { emptyCart, expect, expectAccessible, test } from './support/fixtures';
import { BACKOFFICE_URL } from './support/ports';

/** Lines of the long cart: well above the lines the server renders (30), and still quick to seed. */
const LINES = 150;

/**
 * The buyer's cart filled with one unit of LINES orderable variants, in one batch straight to the back office
 * (a reorder of a long list, as B2B buyers do): how the journey starts, not what it tests.
 */
async function fillCart(login: string, count: number): Promise<ServerCart> {
  await emptyCart(login);
  const token = await backofficeSession(login);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  type Hit = { flags: { order_mode: string; is_mto: boolean }; variants: { id: number; price: unknown }[] };
  const ids: number[] = [];
  for (let page = 1; ids.length < count && page < 20; page++) {
    const res = await fetch(
      `${BACKOFFICE_URL}/search/products?page_size=100&page=${page}&sort=name_asc&locale=fr`,
      {
        headers,
      },
    );
    const { hits } = (await res.json()) as { hits: Hit[] };
    if (hits.length === 0) break;
    for (const hit of hits)
      for (const v of hit.variants)
        if (ids.length < count && v.price !== null && hit.flags.order_mode === 'direct' && !hit.flags.is_mto)
          ids.push(v.id);
  }
  const res = await fetch(`${BACKOFFICE_URL}/v2/cart/sync`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      uuid: null,
      transactions: ids.map((id) => ({ uuid: randomUUID(), product_id: id, qty: 1, options: null })),
    }),
  });
  if (!res.ok) throw new Error(`sync ${res.status}`);
  const cart = (await serverCart(login))!;
  expect(cart.lines).toHaveLength(count);
  return cart;
}

// It keeps both cores busy (150 lines rendered, synced, filtered): it runs alone, after the others (playwright.config.ts).
test(
  'a 150-line cart: a line found with the filter box, its quantity changed, the totals right',
  { tag: '@alone' },
  async ({ page, cartPage, totals, customer, signIn }) => {
    const filled = await fillCart(customer.login, LINES);
    // A line far down the list: not among the lines the server renders.
    const target = filled.lines[LINES - 8]! as ServerCart['lines'][number] & { sku: string };
    const sku = target.sku;
    await signIn(customer);
    await cartPage.goto();

    await expect(page.getByRole('heading', { level: 2, name: `${LINES} produits` })).toBeVisible();
    expect(await totals.total()).toBeCloseTo(filled.amount.total, 2);
    // Every line comes (the ones after the first rendered in the browser).
    await expect(cartPage.lines).toHaveCount(LINES);

    await cartPage.filter.fill(sku.toLowerCase());
    await expect(cartPage.lines).toHaveCount(1);
    await expect(cartPage.filterStatus).toHaveText(`1 produit sur ${LINES} correspond`);
    await expect(cartPage.line(target.name)).toBeVisible();

    await cartPage.setQuantity(target.name, 4);
    await expect
      .poll(
        async () =>
          (await serverCart(customer.login))!.lines.find((l) => l.product_id === target.product_id)?.qty,
        {
          timeout: 20_000,
        },
      )
      .toBe(4);
    const saved = (await serverCart(customer.login))!;
    expect(saved.amount.total).toBeGreaterThan(filled.amount.total);
    // The totals are the back office's for the whole cart, once the change is saved.
    await expect.poll(() => totals.total(), { timeout: 20_000 }).toBeCloseTo(saved.amount.total, 2);
    await expect(cartPage.quantity(target.name)).toHaveValue('4');

    // Found by name too; then every line again.
    await cartPage.filter.fill(target.name);
    await expect(cartPage.line(target.name)).toBeVisible();
    await cartPage.filter.fill('');
    await expect(cartPage.lines).toHaveCount(LINES);
    await expect(cartPage.filterStatus).toHaveText('');
    await expectAccessible(page);
  },
);
