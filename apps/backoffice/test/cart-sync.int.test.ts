import { randomUUID } from 'node:crypto';
import { loadPricing, pricelistIdForRole } from '@vetshop/db';
import { centsToEuros, resolvePrice, todayIso } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartOf,
  createTestApp,
  lineQty,
  login,
  pickVariants,
  sync,
  tx,
  type TestApp,
  type VariantPick,
} from './harness';

let t: TestApp;
let vet: string;
let pharma: string;
let a: VariantPick;
let b: VariantPick;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  [a, b] = (await pickVariants(t.db, { role: 'veterinary', minStock: 50, count: 2 })) as [
    VariantPick,
    VariantPick,
  ];
});
afterAll(() => t.close());

/** Empties the customer's cart through the API, like a buyer deleting every line. */
async function clear(cookie: string) {
  const res = await sync(t.app, cookie, null, []);
  if (res.statusCode === 204) return null;
  const cart = cartOf(res);
  const removal = cart.lines.map((l) => tx(l.product_id, -l.qty, l.options));
  return cartOf(await sync(t.app, cookie, cart.uuid, removal)).uuid;
}

describe('cart sync: applying transactions', () => {
  it('answers 204 when the customer has no cart and nothing is sent', async () => {
    const student = await login(t.app, 'student@demo.test');
    const res = await sync(t.app, student, null, []);
    expect(res.statusCode).toBe(204);
  });

  it('creates the cart on the first transaction and adds quantities of the same product', async () => {
    await clear(vet);
    const first = cartOf(await sync(t.app, vet, null, [tx(a.id, 2)]));
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(lineQty(first, a.id)).toBe(2);
    const second = cartOf(await sync(t.app, vet, first.uuid, [tx(a.id, 3), tx(b.id, 1)]));
    expect(second.uuid).toBe(first.uuid);
    expect(lineQty(second, a.id)).toBe(5);
    expect(second.lines.filter((l) => l.product_id === a.id)).toHaveLength(1);
    expect(second.count_articles).toBe(6);
    expect(second.count_lines).toBe(2);
    expect(second.sync?.applied).toHaveLength(2);
  });

  it('merges deep-equal options whatever the key order, and keeps different options apart', async () => {
    const uuid = await clear(vet);
    const cart = cartOf(
      await sync(t.app, vet, uuid, [
        tx(a.id, 1, { engraving: { text: 'Rex', font: 'serif' }, colour: 'red' }),
        tx(a.id, 2, { colour: 'red', engraving: { font: 'serif', text: 'Rex' } }),
        tx(a.id, 4, { colour: 'blue' }),
        tx(a.id, 8, {}),
        tx(a.id, 16, null),
      ]),
    );
    const withOptions = cart.lines.filter((l) => l.product_id === a.id);
    expect(withOptions).toHaveLength(3);
    expect(withOptions.map((l) => l.qty).sort((x, y) => x - y)).toEqual([3, 4, 24]);
  });

  it('sends quantity changes as deltas: a line reaching 0 disappears, a decrease with no line creates nothing', async () => {
    const uuid = await clear(vet);
    let cart = cartOf(await sync(t.app, vet, uuid, [tx(a.id, 5), tx(b.id, 2)]));
    cart = cartOf(await sync(t.app, vet, cart.uuid, [tx(a.id, -2)]));
    expect(lineQty(cart, a.id)).toBe(3);
    cart = cartOf(await sync(t.app, vet, cart.uuid, [tx(a.id, -3)]));
    expect(cart.lines.some((l) => l.product_id === a.id)).toBe(false);
    const orphan = tx(a.id, -4);
    cart = cartOf(await sync(t.app, vet, cart.uuid, [orphan], { 'accept-language': 'en' }));
    expect(cart.lines.some((l) => l.product_id === a.id)).toBe(false);
    expect(cart.sync?.rejected).toEqual([
      expect.objectContaining({
        uuid: orphan.uuid,
        code: 'nothing_to_reduce',
        message: expect.stringMatching(/no longer in the cart/),
      }),
    ]);
  });
});

describe('cart sync: exactly once', () => {
  it('a replayed batch (lost response, retry) changes nothing and reports duplicates', async () => {
    const uuid = await clear(vet);
    const batch = [tx(a.id, 3), tx(b.id, 1)];
    const once = cartOf(await sync(t.app, vet, uuid, batch));
    const twice = cartOf(await sync(t.app, vet, once.uuid, batch));
    expect(lineQty(twice, a.id)).toBe(3);
    expect(lineQty(twice, b.id)).toBe(1);
    expect(twice.sync?.applied).toEqual([]);
    expect(twice.sync?.duplicates.sort()).toEqual(batch.map((x) => x.uuid).sort());
  });

  it('the same uuid twice in one batch is applied once', async () => {
    const uuid = await clear(vet);
    const one = tx(a.id, 7);
    const cart = cartOf(await sync(t.app, vet, uuid, [one, one]));
    expect(lineQty(cart, a.id)).toBe(7);
    expect(cart.sync?.duplicates).toEqual([one.uuid]);
  });

  it('two tabs sending the same pending transaction at once: applied once', async () => {
    const uuid = await clear(vet);
    const shared = tx(a.id, 1);
    const [r1, r2] = await Promise.all([sync(t.app, vet, uuid, [shared]), sync(t.app, vet, uuid, [shared])]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const final = cartOf(await sync(t.app, vet, uuid, []));
    expect(lineQty(final, a.id)).toBe(1);
  });

  it('concurrent syncs of different transactions on one cart lose no update', async () => {
    const uuid = await clear(vet);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => sync(t.app, vet, uuid, [tx(a.id, 1)])),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = cartOf(await sync(t.app, vet, uuid, []));
    expect(lineQty(final, a.id)).toBe(12);
  });

  it('batches arriving out of order converge to the same cart', async () => {
    const uuid = await clear(vet);
    const t1 = tx(a.id, 5);
    const t2 = tx(a.id, 2);
    const t3 = tx(a.id, -1);
    await sync(t.app, vet, uuid, [t2, t3]);
    await sync(t.app, vet, uuid, [t1, t2]);
    const final = cartOf(await sync(t.app, vet, uuid, [t3, t1]));
    expect(lineQty(final, a.id)).toBe(6);
  });
});

describe('cart sync: refusals are reported, never silent', () => {
  it('an unknown product, a vet-only product for a pharmacist, a product not sold online and a quotation-only product', async () => {
    const [vetOnly] = await pickVariants(t.db, { veterinaryOnly: true, role: 'pharmacist' });
    const [notOnline] = await pickVariants(t.db, { notSoldOnWebsite: true, role: 'pharmacist' });
    const [quotation] = await pickVariants(t.db, { orderMode: 'quotation', role: 'pharmacist' });
    const [ok] = await pickVariants(t.db, { role: 'pharmacist', minStock: 5 });
    const batch = [
      tx(99_999_999, 1),
      tx(vetOnly!.id, 1),
      tx(notOnline!.id, 1),
      tx(quotation!.id, 1),
      tx(ok!.id, 1),
    ];
    const cart = cartOf(await sync(t.app, pharma, null, batch, { 'accept-language': 'fr' }));
    expect(lineQty(cart, ok!.id)).toBeGreaterThanOrEqual(1);
    const codes = Object.fromEntries(cart.sync!.rejected.map((r) => [r.uuid, r.code]));
    expect(codes).toEqual({
      [batch[0]!.uuid]: 'product_unknown',
      [batch[1]!.uuid]: 'product_veterinary_only',
      [batch[2]!.uuid]: 'product_not_sold_online',
      [batch[3]!.uuid]: 'product_quotation_only',
    });
    expect(cart.sync!.rejected.find((r) => r.code === 'product_veterinary_only')?.message).toBe(
      'Ce produit est réservé aux vétérinaires.',
    );
    for (const refused of batch.slice(0, 4))
      expect(cart.lines.some((l) => l.product_id === refused.product_id)).toBe(false);
    // The refusal is reported again when the same batch is replayed (the first answer may have been lost).
    const replay = cartOf(await sync(t.app, pharma, cart.uuid, batch));
    expect(replay.sync!.rejected.map((r) => r.uuid).sort()).toEqual(
      batch
        .slice(0, 4)
        .map((x) => x.uuid)
        .sort(),
    );
    expect(lineQty(replay, ok!.id)).toBe(lineQty(cart, ok!.id));
  });

  it('refuses each malformed transaction on its own, with a code, and applies the rest of the batch', async () => {
    // Issue 8 §1: this was a 400 for the whole batch, which a client resending it for ever could never pass.
    const uuid = await clear(vet);
    const good = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { cookie: vet, 'accept-language': 'en' },
      payload: {
        uuid,
        transactions: [
          { uuid: good, product_id: a.id, qty: 2 },
          { uuid: 'not-a-uuid', product_id: a.id, qty: 1 },
          { uuid: randomUUID(), qty: 1 },
          { uuid: randomUUID(), product_id: a.id, qty: '3' },
          { uuid: randomUUID(), product_id: a.id, qty: 1.5 },
        ],
      },
    });
    const cart = cartOf(res);
    expect(lineQty(cart, a.id)).toBe(2);
    expect(cart.sync?.applied).toEqual([good]);
    expect(cart.sync?.rejected.map((r) => [r.index, r.code])).toEqual([
      [1, 'uuid_invalid'],
      [2, 'product_id_invalid'],
      [3, 'qty_invalid'],
      [4, 'qty_invalid'],
    ]);
    expect(cart.sync?.rejected[3]?.message).toBe(
      'The quantity must be a whole number between -100000 and 100000.',
    );
  });
});

describe('cart sync: prices per role', () => {
  it('a vet and a pharmacist see their own price for the same product, as the domain rule computes it', async () => {
    const [both] = await pickVariants(t.db, { role: 'pharmacist', minStock: 10 });
    const vetCart = cartOf(await sync(t.app, vet, null, [tx(both!.id, 1)]));
    const pharmaCart = cartOf(await sync(t.app, pharma, null, [tx(both!.id, 1)]));
    const today = todayIso();
    for (const [role, cart] of [
      ['veterinary', vetCart],
      ['pharmacist', pharmaCart],
    ] as const) {
      const pricing = (await loadPricing(t.db, [both!.id], await pricelistIdForRole(t.db, role))).get(
        both!.id,
      )!;
      const line = cart.lines.find((l) => l.product_id === both!.id)!;
      const expected = resolvePrice(pricing, {
        quantity: line.qty,
        date: today,
        isVeterinary: role === 'veterinary',
      })!;
      expect(line.unit_price).toBe(centsToEuros(expected.grossCents));
      expect(line.net_price).toBe(centsToEuros(expected.netCents));
    }
    const vetLine = vetCart.lines.find((l) => l.product_id === both!.id)!;
    const pharmaLine = pharmaCart.lines.find((l) => l.product_id === both!.id)!;
    expect(vetLine.unit_price).not.toBe(pharmaLine.unit_price);
  });
});

describe('cart sync: large carts', () => {
  it('holds a 1,000-line cart built in one batch, and a further delta on it', async () => {
    const uuid = await clear(vet);
    const batch = Array.from({ length: 1000 }, (_, i) => tx(a.id, 1, { line: i }));
    const cart = cartOf(await sync(t.app, vet, uuid, batch));
    expect(cart.count_lines).toBe(1000);
    expect(cart.count_articles).toBe(1000);
    const again = cartOf(await sync(t.app, vet, cart.uuid, [tx(a.id, 4, { line: 500 })]));
    expect(again.count_articles).toBe(1004);
    expect(lineQty(again, a.id, { line: 500 })).toBe(5);
    await clear(vet);
  });
});
