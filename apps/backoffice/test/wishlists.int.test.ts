import type { WishlistChange, WishlistDetail, WishlistList } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { WISHLIST_MAX_LINES } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp, type VariantPick } from './harness';

/**
 * Standard orders (issue 10 §2, spec doc 2 §7 Wishlists): every call, for its owner, for another customer (404),
 * without a session (401), for staff (403), with bad input (400 with fields) and with the rules' refusals (409
 * duplicate product or name, 422 product not for the buyer or not a substitute), in the buyer's language.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let products: VariantPick[];

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, cookie: string, payload?: object, lang = 'fr') {
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

async function create(cookie: string, name: string, lines: { product_id: number; quantity?: number }[] = []) {
  const res = await call('POST', '/wishlists', cookie, { name, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WishlistChange>();
}

const detail = async (id: number, cookie = vet) =>
  (await call('GET', `/wishlists/${id}`, cookie)).json<WishlistDetail>();

beforeAll(async () => {
  t = await createTestApp();
  [vet, pharma, staff] = await Promise.all([
    login(t.app, 'vet@demo.test'),
    login(t.app, 'pharma@demo.test'),
    login(t.app, 'staff@demo.test'),
  ]);
  products = await pickVariants(t.db, { count: 6, minStock: 1 });
});
afterAll(() => t.close());

describe('GET /wishlists', () => {
  it('lists the customer’s lists sorted by name (case and accents ignored) with their line counts', async () => {
    await create(vet, 'zèbre', [{ product_id: products[0]!.id }]);
    await create(vet, 'Équidés', [
      { product_id: products[0]!.id },
      { product_id: products[1]!.id, quantity: 3 },
    ]);
    await create(vet, 'alpha');
    const res = await call('GET', '/wishlists?page_size=999', vet);
    expect(res.statusCode).toBe(200);
    const list = res.json<WishlistList>();
    const mine = list.items.filter((w) => ['zèbre', 'Équidés', 'alpha'].includes(w.name));
    expect(mine.map((w) => [w.name, w.line_count])).toEqual([
      ['alpha', 0],
      ['Équidés', 2],
      ['zèbre', 1],
    ]);
    expect(list.count).toBe(list.items.length);
    // The pharmacist sees none of the vet's lists.
    const other = (await call('GET', '/wishlists', pharma)).json<WishlistList>();
    expect(other.items.map((w) => w.name)).not.toContain('alpha');
  });

  it('pages, and refuses a page size above 999', async () => {
    const page = (await call('GET', '/wishlists?page_size=1&page=2', vet)).json<WishlistList>();
    expect(page.items).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/wishlists?page=500', vet)).json<WishlistList>()).toMatchObject({
      items: [],
      count: page.count,
    });
    const bad = await call('GET', '/wishlists?page_size=1000', vet);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'querystring.page_size' }],
    });
  });

  it('is 401 without a session and 403 for a staff account', async () => {
    expect((await call('GET', '/wishlists', '')).statusCode).toBe(401);
    expect((await call('GET', '/wishlists', staff)).json()).toMatchObject({
      statusCode: 403,
      code: 'not_a_customer',
    });
  });
});

describe('POST /wishlists', () => {
  it('creates a list with its lines (quantity 1 by default) and a customer reference', async () => {
    const res = await call('POST', '/wishlists', vet, {
      name: '  Lundi  ',
      client_order_ref: 'REF-LUNDI',
      lines: [{ product_id: products[2]!.id }, { product_id: products[3]!.id, quantity: 4 }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<WishlistChange>();
    expect(created).toMatchObject({ name: 'Lundi', client_order_ref: 'REF-LUNDI', line_count: 2 });
    const list = await detail(created.id);
    expect(list.lines.map((l) => [l.product_id, l.quantity, l.sequence])).toEqual([
      [products[2]!.id, 1, 1],
      [products[3]!.id, 4, 2],
    ]);
  });

  it('refuses a name the customer already uses, case, accents and spaces ignored (409, in the buyer’s language)', async () => {
    await create(vet, 'Commande équine');
    const res = await call('POST', '/wishlists', vet, { name: 'COMMANDE   EQUINE' }, 'nl');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'wishlist_name_taken',
      message: 'U hebt al een standaardbestelling met de naam "COMMANDE   EQUINE".',
      fields: [{ path: 'body.name' }],
    });
    // Another customer may use the same name.
    expect((await call('POST', '/wishlists', pharma, { name: 'Commande équine' })).statusCode).toBe(201);
  });

  it('refuses a product twice, a product the buyer may not order, and bad input', async () => {
    const twice = await call('POST', '/wishlists', vet, {
      name: 'Deux fois',
      lines: [{ product_id: products[0]!.id }, { product_id: products[0]!.id }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'wishlist_product_duplicate',
      message: 'Ce produit est déjà présent dans cette commande type',
      fields: [{ path: 'body.lines.1.product_id' }],
    });
    const [vetOnly] = await pickVariants(t.db, { veterinaryOnly: true });
    const hidden = await call('POST', '/wishlists', pharma, {
      name: 'Caché',
      lines: [{ product_id: vetOnly!.id }],
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toMatchObject({
      code: 'wishlist_product_unavailable',
      fields: [{ path: 'body.lines.0.product_id' }],
    });
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'ok', lines: [{ product_id: 1, quantity: 0 }] },
      { name: 'ok', extra: 1 },
    ]) {
      const res = await call('POST', '/wishlists', vet, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: expect.any(Array) });
    }
    // Nothing of the refused lists was kept.
    const names = (await call('GET', '/wishlists', vet)).json<WishlistList>().items.map((w) => w.name);
    expect(names).not.toContain('Deux fois');
  });
});

describe('GET /wishlists/{id}', () => {
  it('gives each line’s product as the buyer sees it: name, SKU, CNK, image, price, stock, order mode', async () => {
    const { id } = await create(vet, 'Détail', [{ product_id: products[0]!.id, quantity: 2 }]);
    const list = await detail(id);
    expect(list).toMatchObject({ id, name: 'Détail', line_count: 1 });
    const [line] = list.lines;
    expect(line).toMatchObject({ product_id: products[0]!.id, quantity: 2, substitutes: [] });
    expect(line!.product).toMatchObject({
      sku: products[0]!.sku,
      order_mode: 'direct',
      stock: { state: expect.any(String) },
      price: { value: expect.any(Number), currency: 'EUR' },
    });
    expect(line!.product!.name.length).toBeGreaterThan(0);
    expect(line!.product).toHaveProperty('cnk_code');
    expect(line!.product).toHaveProperty('image');
  });

  it('is a 404 for another customer’s list and for a list that does not exist', async () => {
    const { id } = await create(vet, 'Privée');
    const res = await call('GET', `/wishlists/${id}`, pharma);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'wishlist_not_found',
      message: 'Cette commande type n’existe pas.',
    });
    expect((await call('GET', '/wishlists/2147483647', vet)).statusCode).toBe(404);
    expect((await call('GET', '/wishlists/abc', vet)).statusCode).toBe(400);
  });

  it('holds a list of every product of the small catalogue (up to 1,000 lines) and reads it back in order', async () => {
    const many = await queryRows<{ id: number }>(
      t.db,
      sql`select v.id from variants v join products p on p.id = v.product_id
          where v.active and p.active and not p.not_sold_on_website order by v.id limit ${WISHLIST_MAX_LINES}`,
    );
    // The small test catalogue has fewer variants than a list may hold: all of them.
    expect(many.length).toBeGreaterThan(500);
    const { id } = await create(
      vet,
      'Mille',
      many.map((v) => ({ product_id: v.id })),
    );
    const started = performance.now();
    const list = await detail(id);
    const ms = performance.now() - started;
    expect(list.lines).toHaveLength(many.length);
    expect(list.lines.map((l) => l.product_id)).toEqual(many.map((v) => v.id));
    expect(list.lines.filter((l) => l.product !== null).length).toBeGreaterThan(many.length / 2);
    // One statement per step, not one per line: far below a second even on the embedded database.
    expect(ms).toBeLessThan(5000);
    // Every product is in it already.
    const more = await call('POST', `/wishlists/${id}/add_item`, vet, { product_id: products[0]!.id });
    expect(more.statusCode).toBe(409);
  });
});

describe('POST /wishlists/{id}/add_item and add_items', () => {
  it('adds a product with quantity 1 by default; the same product again is a 409 with the spec’s message', async () => {
    const { id } = await create(vet, 'Ajouts');
    const added = await call('POST', `/wishlists/${id}/add_item`, vet, { product_id: products[1]!.id });
    expect(added.statusCode).toBe(200);
    expect(added.json<WishlistChange>()).toMatchObject({ line_count: 1, added: [products[1]!.id] });
    expect((await detail(id)).lines[0]).toMatchObject({ product_id: products[1]!.id, quantity: 1 });
    for (const [lang, message] of [
      ['fr', 'Ce produit est déjà présent dans cette commande type'],
      ['nl', 'Dit product staat al in deze standaardbestelling'],
      ['en', 'This product is already in this standard order'],
    ] as const) {
      const again = await call(
        'POST',
        `/wishlists/${id}/add_item`,
        vet,
        { product_id: products[1]!.id, quantity: 5 },
        lang,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'wishlist_product_duplicate', message });
    }
    expect((await detail(id)).lines).toHaveLength(1);
  });

  it('never adds the same product twice when two adds run at once', async () => {
    const { id } = await create(vet, 'Concurrence');
    const answers = await Promise.all([
      call('POST', `/wishlists/${id}/add_item`, vet, { product_id: products[4]!.id }),
      call('POST', `/wishlists/${id}/add_item`, vet, { product_id: products[4]!.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).lines).toHaveLength(1);
  });

  it('adds many at once, reporting the products already there and adding the rest', async () => {
    const { id } = await create(vet, 'Depuis le panier', [{ product_id: products[0]!.id }]);
    const res = await call('POST', `/wishlists/${id}/add_items`, vet, {
      items: [
        { product_id: products[0]!.id, quantity: 2 },
        { product_id: products[1]!.id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<WishlistChange>()).toMatchObject({
      line_count: 2,
      added: [products[1]!.id],
      duplicates: [products[0]!.id],
    });
    expect((await detail(id)).lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [products[0]!.id, 1],
      [products[1]!.id, 3],
    ]);
  });

  it('is a 404 on another customer’s list, a 422 for a product the buyer may not order, a 400 for bad input', async () => {
    const { id } = await create(vet, 'Ajouts refusés');
    expect(
      (await call('POST', `/wishlists/${id}/add_item`, pharma, { product_id: products[0]!.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/wishlists/${id}/add_items`, pharma, { items: [{ product_id: products[0]!.id }] }))
        .statusCode,
    ).toBe(404);
    const [notSold] = await pickVariants(t.db, { notSoldOnWebsite: true });
    if (notSold) {
      const res = await call('POST', `/wishlists/${id}/add_item`, vet, { product_id: notSold.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'wishlist_product_unavailable',
        fields: [{ path: 'body.product_id' }],
      });
    }
    const unknown = await call('POST', `/wishlists/${id}/add_item`, vet, { product_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(422);
    for (const body of [
      {},
      { product_id: 'x' },
      { product_id: products[0]!.id, quantity: 1.5 },
      { product_id: 1, quantity: 100_001 },
    ]) {
      const res = await call('POST', `/wishlists/${id}/add_item`, vet, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: expect.any(Array) });
    }
  });
});

describe('POST /wishlists/{id}/update', () => {
  it('renames, changes quantities, reorders and removes lines, adds new ones', async () => {
    const { id } = await create(vet, 'Avant', [
      { product_id: products[0]!.id },
      { product_id: products[1]!.id },
      { product_id: products[2]!.id },
    ]);
    const [a, b] = (await detail(id)).lines;
    const res = await call('POST', `/wishlists/${id}/update`, vet, {
      name: 'Après',
      client_order_ref: 'R2',
      lines: [
        { id: b!.id, product_id: b!.product_id, quantity: 6 },
        { id: a!.id, product_id: a!.product_id, quantity: 1 },
        { product_id: products[3]!.id, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WishlistChange>()).toMatchObject({
      name: 'Après',
      client_order_ref: 'R2',
      line_count: 3,
    });
    expect((await detail(id)).lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [products[1]!.id, 6],
      [products[0]!.id, 1],
      [products[3]!.id, 2],
    ]);
  });

  it('keeps a list’s own name in another case, refuses another list’s name', async () => {
    const { id } = await create(vet, 'Renommée');
    await create(vet, 'Occupée');
    expect((await call('POST', `/wishlists/${id}/update`, vet, { name: 'RENOMMÉE' })).statusCode).toBe(200);
    const taken = await call('POST', `/wishlists/${id}/update`, vet, { name: 'occupee' }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'wishlist_name_taken',
      message: 'You already have a standard order named "occupee".',
    });
  });

  it('replaces a product by one of its substitutes, never by another product', async () => {
    const [pair] = await queryRows<{ variant_id: number; substitute_id: number }>(
      t.db,
      sql`select s.variant_id, s.substitute_variant_id as substitute_id from substitutions s
          join variants v on v.id = s.substitute_variant_id join products p on p.id = v.product_id
          join variants o on o.id = s.variant_id join products op on op.id = o.product_id
          where v.active and p.active and not p.not_sold_on_website and o.active and op.active
            and not op.not_sold_on_website
          order by s.variant_id, s.sequence limit 1`,
    );
    expect(pair).toBeDefined();
    const { id } = await create(vet, 'Substitution', [{ product_id: pair!.variant_id, quantity: 3 }]);
    const [line] = (await detail(id)).lines;
    expect(line!.substitutes.map((s) => s.id)).toContain(pair!.substitute_id);
    const other = products.find((p) => p.id !== pair!.variant_id && p.id !== pair!.substitute_id)!;
    const wrong = await call('POST', `/wishlists/${id}/update`, vet, {
      lines: [{ id: line!.id, product_id: other.id, quantity: 3 }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'wishlist_substitute_invalid',
      fields: [{ path: 'body.lines.0.product_id' }],
    });
    const ok = await call('POST', `/wishlists/${id}/update`, vet, {
      lines: [{ id: line!.id, product_id: pair!.substitute_id, quantity: 3 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(id)).lines.map((l) => [l.id, l.product_id, l.quantity])).toEqual([
      [line!.id, pair!.substitute_id, 3],
    ]);
  });

  it('refuses a product twice, a line of another list, another customer (404) and bad input', async () => {
    const { id } = await create(vet, 'Mise à jour refusée', [{ product_id: products[0]!.id }]);
    const { id: otherId } = await create(vet, 'Autre liste', [{ product_id: products[1]!.id }]);
    const [line] = (await detail(id)).lines;
    const [foreign] = (await detail(otherId)).lines;
    const twice = await call('POST', `/wishlists/${id}/update`, vet, {
      lines: [
        { id: line!.id, product_id: line!.product_id, quantity: 1 },
        { product_id: line!.product_id, quantity: 1 },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'wishlist_product_duplicate',
      message: 'Ce produit est déjà présent dans cette commande type',
    });
    const stolen = await call('POST', `/wishlists/${id}/update`, vet, {
      lines: [{ id: foreign!.id, product_id: foreign!.product_id, quantity: 1 }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'wishlist_line_not_found' });
    expect((await call('POST', `/wishlists/${id}/update`, pharma, { name: 'x' })).statusCode).toBe(404);
    const bad = await call('POST', `/wishlists/${id}/update`, vet, {
      lines: [{ product_id: 1, quantity: -2 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ path: 'body.lines.0.quantity' }] });
    // Nothing changed.
    expect((await detail(id)).lines.map((l) => l.id)).toEqual([line!.id]);
    expect((await detail(otherId)).lines.map((l) => l.id)).toEqual([foreign!.id]);
  });
});

describe('POST /wishlists/{id}/move_lines', () => {
  it('moves lines to another list, merging a product the target already has', async () => {
    const { id: from } = await create(vet, 'Source', [
      { product_id: products[0]!.id, quantity: 2 },
      { product_id: products[1]!.id, quantity: 3 },
      { product_id: products[2]!.id, quantity: 1 },
    ]);
    const { id: to } = await create(vet, 'Cible', [{ product_id: products[1]!.id, quantity: 4 }]);
    const [a, b] = (await detail(from)).lines;
    const res = await call('POST', `/wishlists/${from}/move_lines`, vet, {
      line_ids: [a!.id, b!.id],
      target_id: to,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WishlistChange>()).toMatchObject({ line_count: 1, merged: [products[1]!.id] });
    expect((await detail(from)).lines.map((l) => l.product_id)).toEqual([products[2]!.id]);
    expect((await detail(to)).lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [products[1]!.id, 7],
      [products[0]!.id, 2],
    ]);
  });

  it('refuses the same list, a line of another list, and another customer’s lists (404)', async () => {
    const { id: from } = await create(vet, 'Déplacer', [{ product_id: products[0]!.id }]);
    const { id: to } = await create(vet, 'Vers', [{ product_id: products[1]!.id }]);
    const { id: theirs } = await create(pharma, 'Pharma liste');
    const [line] = (await detail(from)).lines;
    const [targetLine] = (await detail(to)).lines;
    const same = await call('POST', `/wishlists/${from}/move_lines`, vet, {
      line_ids: [line!.id],
      target_id: from,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'wishlist_move_same_list' });
    const notHere = await call('POST', `/wishlists/${from}/move_lines`, vet, {
      line_ids: [targetLine!.id],
      target_id: to,
    });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json()).toMatchObject({
      code: 'wishlist_line_not_found',
      fields: [{ path: 'body.line_ids.0' }],
    });
    const intoTheirs = await call('POST', `/wishlists/${from}/move_lines`, vet, {
      line_ids: [line!.id],
      target_id: theirs,
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect(intoTheirs.json()).toMatchObject({
      code: 'wishlist_not_found',
      fields: [{ path: 'body.target_id' }],
    });
    expect(
      (
        await call('POST', `/wishlists/${from}/move_lines`, pharma, {
          line_ids: [line!.id],
          target_id: theirs,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/wishlists/${from}/move_lines`, vet, { line_ids: [], target_id: to })).statusCode,
    ).toBe(400);
    expect((await detail(from)).lines.map((l) => l.id)).toEqual([line!.id]);
  });
});

describe('DELETE /wishlists/{id}', () => {
  it('deletes the list and its lines; another customer gets a 404 and the list stays', async () => {
    const { id } = await create(vet, 'À supprimer', [{ product_id: products[0]!.id }]);
    expect((await call('DELETE', `/wishlists/${id}`, pharma)).statusCode).toBe(404);
    expect((await call('GET', `/wishlists/${id}`, vet)).statusCode).toBe(200);
    const res = await call('DELETE', `/wishlists/${id}`, vet);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/wishlists/${id}`, vet)).statusCode).toBe(404);
    expect((await call('DELETE', `/wishlists/${id}`, vet)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from wishlist_lines where wishlist_id = ${id}`,
    );
    expect(Number(left!.n)).toBe(0);
    // The name is free again.
    expect((await call('POST', '/wishlists', vet, { name: 'À supprimer' })).statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents every wishlist call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/wishlists']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/wishlists/{id}']!).sort()).toEqual(['delete', 'get']);
    for (const action of ['add_item', 'add_items', 'update', 'move_lines'])
      expect(doc.paths[`/wishlists/{id}/${action}`], action).toHaveProperty('post');
  });
});
