import { randomUUID } from 'node:crypto';
import { MAX_TRANSACTIONS_PER_SYNC } from '@vetshop/contract';
import { MAX_OPTIONS_DEPTH, MAX_OPTIONS_JSON_LENGTH } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartOf,
  createTestApp,
  lineQty,
  login,
  pickVariants,
  tx,
  type TestApp,
  type VariantPick,
} from './harness';

/** Issue 8 §1: any cart client, not only ours (the upstream library, hand-written clients). */

let t: TestApp;
let vet: string;
let a: VariantPick;
let b: VariantPick;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  [a, b] = (await pickVariants(t.db, { role: 'veterinary', minStock: 50, count: 2 })) as [
    VariantPick,
    VariantPick,
  ];
});
afterAll(() => t.close());

const post = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/cart/sync',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

/** Empties the customer's cart through the API and returns its uuid (null = no cart). */
async function clear(cookie: string): Promise<string | null> {
  const res = await post(cookie, { uuid: null, transactions: [] });
  if (res.statusCode === 204) return null;
  const cart = cartOf(res);
  const removal = cart.lines.map((l) => tx(l.product_id, -l.qty, l.options));
  return cartOf(await post(cookie, { uuid: cart.uuid, transactions: removal })).uuid;
}

describe('cart sync: a body without uuid', () => {
  it('is the same as uuid null: the transactions are applied to the current cart', async () => {
    const uuid = await clear(vet);
    const one = tx(a.id, 2);
    const cart = cartOf(await post(vet, { transactions: [one] }));
    expect(lineQty(cart, a.id)).toBe(2);
    expect(cart.sync?.applied).toEqual([one.uuid]);
    if (uuid) expect(cart.uuid).toBe(uuid);
  });

  it('with no cart and nothing to apply, answers 204 as uuid null does', async () => {
    const student = await login(t.app, 'student@demo.test');
    expect((await post(student, { transactions: [] })).statusCode).toBe(204);
  });
});

describe('cart sync: batch-level 400 only for a body that is not a batch', () => {
  it.each<[string, unknown]>([
    ['a JSON array', [1, 2]],
    ['a JSON string', 'hello'],
    ['JSON null', null],
    ['transactions missing', { uuid: null }],
    ['transactions not an array', { uuid: null, transactions: { 0: {} } }],
  ])('%s is a 400 with the documented error shape', async (_, payload) => {
    const res = await post(vet, payload, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      message: expect.any(String),
    });
  });

  it('a batch above the size limit stays a 400 with the documented error shape', async () => {
    const transactions = Array.from({ length: MAX_TRANSACTIONS_PER_SYNC + 1 }, () => tx(a.id, 1));
    const res = await post(vet, { uuid: null, transactions }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
  });

  it('a cart uuid that is not a UUID counts as none: the batch is applied to the current cart', async () => {
    const uuid = await clear(vet);
    const cart = cartOf(await post(vet, { uuid: 42, transactions: [tx(a.id, 1)] }));
    expect(lineQty(cart, a.id)).toBe(1);
    if (uuid) expect(cart.uuid).toBe(uuid);
    expect(cart.sync?.previous_uuid).toBeNull();
  });
});

describe('cart sync: everything wrong with one transaction is refused for that transaction only', () => {
  it('refuses each bad transaction with a code and a localised message, and applies the good ones', async () => {
    const uuid = await clear(vet);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < MAX_OPTIONS_DEPTH; i++) deep = { x: deep };
    const good1 = tx(a.id, 3);
    const good2 = tx(b.id, 1);
    const badUuid = randomUUID();
    const transactions: unknown[] = [
      good1,
      'not an object',
      { uuid: badUuid, qty: 1 },
      { uuid: randomUUID(), product_id: a.id, qty: 250_000 },
      { uuid: randomUUID(), product_id: 2 ** 40, qty: 1 },
      { uuid: randomUUID(), product_id: 99_999_999, qty: 1 },
      {
        uuid: randomUUID(),
        product_id: a.id,
        qty: 1,
        options: { note: 'x'.repeat(MAX_OPTIONS_JSON_LENGTH) },
      },
      { uuid: randomUUID(), product_id: a.id, qty: 1, options: deep },
      { uuid: 12345, product_id: a.id, qty: 1 },
      { uuid: randomUUID(), product_id: a.id, qty: 1, options: ['red'] },
      good2,
    ];
    const cart = cartOf(await post(vet, { uuid, transactions }, { 'accept-language': 'nl' }));
    expect(lineQty(cart, a.id)).toBe(3);
    expect(lineQty(cart, b.id)).toBe(1);
    expect(cart.sync?.applied).toEqual([good1.uuid, good2.uuid]);
    const rejected = cart.sync!.rejected;
    expect(rejected.map((r) => [r.index, r.code])).toEqual([
      [1, 'transaction_invalid'],
      [2, 'product_id_invalid'],
      [3, 'qty_invalid'],
      [4, 'product_unknown'],
      [6, 'options_invalid'],
      [7, 'options_invalid'],
      [8, 'uuid_invalid'],
      [9, 'options_invalid'],
      [5, 'product_unknown'],
    ]);
    expect(rejected.find((r) => r.index === 2)).toMatchObject({ uuid: badUuid, product_id: null });
    expect(rejected.find((r) => r.index === 1)).toMatchObject({ uuid: null, product_id: null });
    expect(rejected.find((r) => r.index === 3)?.message).toBe(
      'De hoeveelheid moet een geheel getal tussen -100000 en 100000 zijn.',
    );
    for (const r of rejected) expect(r.message).not.toMatch(/\{\w+\}/);
  });

  it('a NUL character refuses only the transaction holding it, wherever it is', async () => {
    const uuid = await clear(vet);
    const good = tx(a.id, 1);
    const transactions = [
      { ...tx(a.id, 1), options: { note: 'a\u0000b' } },
      { ...tx(a.id, 1), options: { 'k\u0000': 1 } },
      { uuid: 'x\u0000', product_id: a.id, qty: 1 },
      { ...tx(a.id, 1), extra: '\u0000' },
      good,
    ];
    const cart = cartOf(await post(vet, { uuid, transactions }));
    expect(cart.sync?.rejected.map((r) => [r.index, r.code])).toEqual([
      [0, 'options_invalid'],
      [1, 'options_invalid'],
      [2, 'uuid_invalid'],
    ]);
    expect(cart.sync?.applied).toEqual([transactions[3]!.uuid, good.uuid]);
    expect(lineQty(cart, a.id)).toBe(2);
  });

  it('a lone surrogate or a __proto__ key refuses only the transaction holding it (issue 17 §5)', async () => {
    const uuid = await clear(vet);
    const good = tx(b.id, 2);
    // JSON.parse keeps `__proto__` as an own key, and JSON.stringify writes it back: the body as a client sends it.
    const protoOptions = JSON.parse('{"size":"L","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const protoTransaction = JSON.parse(
      `{"uuid":"${randomUUID()}","product_id":${a.id},"qty":1,"__proto__":{"qty":5}}`,
    ) as unknown;
    const loneSurrogate = { ...tx(a.id, 1), options: { note: '\udc00X' } };
    const outsideTheBmp = { ...tx(a.id, 1), options: { note: 'chat 🐈' } };
    const transactions: unknown[] = [
      loneSurrogate,
      { ...tx(a.id, 1), options: { ['k\ud83d']: 1 } },
      { ...tx(a.id, 1), options: protoOptions },
      protoTransaction,
      { ...tx(a.id, 1), options: { constructor: { prototype: { polluted: true } } } },
      good,
      outsideTheBmp,
    ];
    const body = JSON.stringify({ uuid, transactions });
    expect(body).toContain('\\udc00');
    expect(body).toContain('"__proto__"');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { cookie: vet, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: body,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const cart = cartOf(res);
    expect(cart.sync?.rejected.map((r) => [r.index, r.code])).toEqual([
      [0, 'options_invalid'],
      [1, 'options_invalid'],
      [2, 'options_invalid'],
      [3, 'transaction_invalid'],
      [4, 'options_invalid'],
    ]);
    expect(cart.sync?.rejected[0]).toMatchObject({
      uuid: loneSurrogate.uuid,
      product_id: a.id,
      message:
        'The options of this product are not valid (too long, too deeply nested or unreadable): the change was not applied.',
    });
    expect(cart.sync?.applied).toEqual([good.uuid, outsideTheBmp.uuid]);
    expect(lineQty(cart, b.id)).toBe(2);
    expect(lineQty(cart, a.id, { note: 'chat 🐈' })).toBe(1);
    expect(cart.lines.filter((l) => l.product_id === a.id)).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body that is not JSON, or holds __proto__ outside a transaction, is still refused whole', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/cart/sync',
        headers: { cookie: vet, 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['{"transactions": [', '']) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'invalid_json' });
    }
    // Outside the transactions the key is not read at all: the batch applies as if it were absent.
    const good = tx(a.id, 1);
    const res = await send(
      `{"__proto__":{"transactions":[]},"uuid":null,"transactions":[${JSON.stringify(good)}]}`,
    );
    expect(cartOf(res).sync?.applied).toEqual([good.uuid]);
  });

  it('a batch resent with the same bad transaction still applies nothing twice and refuses it again', async () => {
    const uuid = await clear(vet);
    const good = tx(a.id, 1);
    const batch = [good, { uuid: randomUUID(), product_id: a.id, qty: 'two' }];
    await post(vet, { uuid, transactions: batch });
    const again = cartOf(await post(vet, { uuid, transactions: batch }, { 'accept-language': 'fr' }));
    expect(lineQty(again, a.id)).toBe(1);
    expect(again.sync?.duplicates).toEqual([good.uuid]);
    expect(again.sync?.rejected).toEqual([
      expect.objectContaining({
        index: 1,
        code: 'qty_invalid',
        message: expect.stringMatching(/nombre entier/),
      }),
    ]);
  });
});

describe('cart sync: transactions without uuid, and productId', () => {
  it('a transaction without uuid is applied once and reported as not de-duplicated', async () => {
    const uuid = await clear(vet);
    const withUuid = tx(b.id, 1);
    const cart = cartOf(
      await post(vet, {
        uuid,
        transactions: [{ product_id: a.id, qty: 2 }, withUuid, { uuid: null, product_id: a.id, qty: 1 }],
      }),
    );
    expect(lineQty(cart, a.id)).toBe(3);
    expect(cart.sync?.applied).toEqual([withUuid.uuid]);
    expect(cart.sync?.not_deduplicated).toEqual([0, 2]);
    expect(cart.sync?.duplicates).toEqual([]);
  });

  it('a refused transaction without uuid is named by its position', async () => {
    const uuid = await clear(vet);
    const cart = cartOf(await post(vet, { uuid, transactions: [{ product_id: 99_999_999, qty: 1 }] }));
    expect(cart.sync?.rejected).toEqual([
      expect.objectContaining({ index: 0, uuid: null, product_id: 99_999_999, code: 'product_unknown' }),
    ]);
    expect(cart.sync?.not_deduplicated).toEqual([]);
  });

  it('accepts productId as an alias of product_id (spec doc 2 §7)', async () => {
    const uuid = await clear(vet);
    const id = randomUUID();
    const cart = cartOf(await post(vet, { uuid, transactions: [{ uuid: id, productId: a.id, qty: 4 }] }));
    expect(lineQty(cart, a.id)).toBe(4);
    expect(cart.sync?.applied).toEqual([id]);
  });
});

describe('cart sync: transaction uuids are per customer', () => {
  it("another customer's uuid neither makes a transaction a duplicate nor brings back their refusal", async () => {
    const pharma = await login(t.app, 'pharma@demo.test');
    const [vetOnly] = await pickVariants(t.db, { veterinaryOnly: true, role: 'veterinary', minStock: 5 });
    const [both] = await pickVariants(t.db, { role: 'pharmacist', minStock: 20 });
    await clear(vet);
    const pharmaUuid = await clear(pharma);

    // The pharmacist's transaction is refused (vet-only product) and one of theirs is applied …
    const refused = tx(vetOnly!.id, 1);
    const applied = tx(both!.id, 1);
    const first = cartOf(await post(pharma, { uuid: pharmaUuid, transactions: [refused, applied] }));
    expect(first.sync?.rejected.map((r) => r.code)).toEqual(['product_veterinary_only']);

    // … and the vet's client happens to use the same uuids: both are new transactions for the vet.
    const sameIds = [
      { ...refused, product_id: a.id, qty: 2 },
      { ...applied, product_id: b.id, qty: 3 },
    ];
    const vetCart = cartOf(
      await post(vet, { uuid: null, transactions: sameIds }, { 'accept-language': 'en' }),
    );
    expect(vetCart.sync?.duplicates).toEqual([]);
    expect(vetCart.sync?.rejected).toEqual([]);
    expect(vetCart.sync?.applied).toEqual([refused.uuid, applied.uuid]);
    expect(lineQty(vetCart, a.id)).toBe(2);
    expect(lineQty(vetCart, b.id)).toBe(3);

    // Each customer's replay is still a duplicate of their own, with their own refusal only.
    const vetReplay = cartOf(await post(vet, { uuid: vetCart.uuid, transactions: sameIds }));
    expect(vetReplay.sync?.duplicates.sort()).toEqual([refused.uuid, applied.uuid].sort());
    expect(vetReplay.sync?.rejected).toEqual([]);
    expect(lineQty(vetReplay, a.id)).toBe(2);
    const pharmaReplay = cartOf(await post(pharma, { uuid: first.uuid, transactions: [refused, applied] }));
    expect(pharmaReplay.sync?.rejected).toEqual([
      expect.objectContaining({ uuid: refused.uuid, code: 'product_veterinary_only' }),
    ]);
    expect(lineQty(pharmaReplay, both!.id)).toBe(lineQty(first, both!.id));
  });
});
