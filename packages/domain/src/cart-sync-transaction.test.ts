import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from './constants';
import { MAX_OPTIONS_DEPTH, MAX_OPTIONS_JSON_LENGTH, readSyncTransaction } from './cart-sync-transaction';

const UUID = '3f1c2b1a-9d4e-4c5b-8a7f-0123456789ab';

const nested = (depth: number): Record<string, unknown> => {
  let o: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < depth; i++) o = { x: o };
  return o;
};

describe('readSyncTransaction', () => {
  it('reads a well-formed transaction', () => {
    expect(readSyncTransaction({ uuid: UUID, product_id: 7, qty: -2, options: { a: 1 } })).toEqual({
      ok: true,
      transaction: { uuid: UUID, productId: 7, qty: -2, options: { a: 1 } },
    });
  });

  it('accepts productId as an alias of product_id, absent options as null, and no uuid', () => {
    expect(readSyncTransaction({ productId: 7, qty: 1 })).toEqual({
      ok: true,
      transaction: { uuid: null, productId: 7, qty: 1, options: null },
    });
    expect(readSyncTransaction({ uuid: null, product_id: 7, qty: 1 })).toMatchObject({
      ok: true,
      transaction: { uuid: null },
    });
  });

  it('compares uuids without regard to case', () => {
    const read = readSyncTransaction({ uuid: UUID.toUpperCase(), product_id: 7, qty: 1 });
    expect(read).toMatchObject({ ok: true, transaction: { uuid: UUID } });
  });

  it.each<[string, unknown, string, { uuid: string | null; productId: number | null }]>([
    ['not an object', 'x', 'transaction_invalid', { uuid: null, productId: null }],
    ['an array', [1, 2], 'transaction_invalid', { uuid: null, productId: null }],
    ['null', null, 'transaction_invalid', { uuid: null, productId: null }],
    [
      'a uuid that is a number',
      { uuid: 5, product_id: 7, qty: 1 },
      'uuid_invalid',
      { uuid: null, productId: 7 },
    ],
    [
      'a uuid that is not a UUID',
      { uuid: 'abc', product_id: 7, qty: 1 },
      'uuid_invalid',
      { uuid: null, productId: 7 },
    ],
    ['no product id', { uuid: UUID, qty: 1 }, 'product_id_invalid', { uuid: UUID, productId: null }],
    [
      'a product id as a string',
      { uuid: UUID, product_id: '7', qty: 1 },
      'product_id_invalid',
      { uuid: UUID, productId: null },
    ],
    [
      'a fractional product id',
      { uuid: UUID, product_id: 7.5, qty: 1 },
      'product_id_invalid',
      { uuid: UUID, productId: null },
    ],
    [
      'a product id beyond 32 bits',
      { uuid: UUID, product_id: 2 ** 32, qty: 1 },
      'product_unknown',
      { uuid: UUID, productId: 2 ** 32 },
    ],
    [
      'a product id of 0',
      { uuid: UUID, product_id: 0, qty: 1 },
      'product_unknown',
      { uuid: UUID, productId: 0 },
    ],
    [
      'a qty as a string',
      { uuid: UUID, product_id: 7, qty: '3' },
      'qty_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'a fractional qty',
      { uuid: UUID, product_id: 7, qty: 1.5 },
      'qty_invalid',
      { uuid: UUID, productId: 7 },
    ],
    ['no qty', { uuid: UUID, product_id: 7 }, 'qty_invalid', { uuid: UUID, productId: 7 }],
    [
      'a qty out of range',
      { uuid: UUID, product_id: 7, qty: MAX_LINE_QTY + 1 },
      'qty_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'a negative qty out of range',
      { uuid: UUID, product_id: 7, qty: -MAX_LINE_QTY - 1 },
      'qty_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options as an array',
      { uuid: UUID, product_id: 7, qty: 1, options: [1] },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options as a string',
      { uuid: UUID, product_id: 7, qty: 1, options: 'red' },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options too deep',
      { uuid: UUID, product_id: 7, qty: 1, options: nested(MAX_OPTIONS_DEPTH + 1) },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options too large',
      { uuid: UUID, product_id: 7, qty: 1, options: { t: 'x'.repeat(MAX_OPTIONS_JSON_LENGTH) } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with a NUL character',
      { uuid: UUID, product_id: 7, qty: 1, options: { a: { b: 'x\u0000y' } } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with a NUL character in a key',
      { uuid: UUID, product_id: 7, qty: 1, options: { 'a\u0000': 1 } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with a lone surrogate in a value',
      { uuid: UUID, product_id: 7, qty: 1, options: { note: '\udc00X' } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with a lone surrogate in a key',
      { uuid: UUID, product_id: 7, qty: 1, options: { a: { ['k\ud800']: 1 } } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with a __proto__ key (as JSON.parse makes it: an own property)',
      { uuid: UUID, product_id: 7, qty: 1, options: JSON.parse('{"a":{"__proto__":{"x":1}}}') as unknown },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'options with constructor.prototype',
      { uuid: UUID, product_id: 7, qty: 1, options: { constructor: { prototype: { x: 1 } } } },
      'options_invalid',
      { uuid: UUID, productId: 7 },
    ],
    [
      'a transaction with a __proto__ key of its own',
      JSON.parse(`{"uuid":"${UUID}","product_id":7,"qty":1,"__proto__":{"qty":2}}`) as unknown,
      'transaction_invalid',
      { uuid: UUID, productId: 7 },
    ],
  ])('refuses %s, naming what it could read', (_, raw, code, named) => {
    expect(readSyncTransaction(raw)).toEqual({ ok: false, code, ...named });
  });

  it('accepts options with characters outside the BMP (a surrogate pair) and a plain constructor key', () => {
    const options = { note: '🐕 \ud83d\udc08', constructor: 'x' };
    expect(readSyncTransaction({ product_id: 7, qty: 1, options })).toMatchObject({
      ok: true,
      transaction: { options },
    });
  });

  it('accepts options at the depth limit', () => {
    expect(readSyncTransaction({ product_id: 7, qty: 1, options: nested(MAX_OPTIONS_DEPTH) }).ok).toBe(true);
  });
});
