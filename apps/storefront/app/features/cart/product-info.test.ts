import type { CartNotice } from '@vetshop/cart';
import { describe, expect, it } from 'vitest';
import { describeTransactions, noticeNotification } from './notices';
import {
  infoKey,
  mergeProductInfo,
  parseProductInfo,
  serializeProductInfo,
  type ProductInfo,
} from './product-info';

const amox: ProductInfo = {
  name: 'Amoxivantis',
  urlKey: 'amox',
  sku: 'VS-1',
  image: { src: '/m/1.svg', alt: 'Amox' },
};

describe('product info kept on the device', () => {
  it('round-trips and survives odd storage', () => {
    const map = { [infoKey('fr', 1)]: amox };
    expect(parseProductInfo(serializeProductInfo(map))).toEqual(map);
    expect(parseProductInfo(null)).toEqual({});
    expect(parseProductInfo('{oops')).toEqual({});
    expect(parseProductInfo(JSON.stringify({ v: 2, items: map }))).toEqual({});
    const odd = JSON.stringify({
      v: 1,
      items: { 'fr:1': amox, 'fr:2': { name: '' }, bad: amox, 'nl:3': { name: 'X' } },
    });
    expect(Object.keys(parseProductInfo(odd))).toEqual(['fr:1', 'nl:3']);
  });

  it('merges without losing a known picture, returns the same map when nothing changed, trims the oldest', () => {
    const map = mergeProductInfo({}, [['fr:1', amox]]);
    expect(mergeProductInfo(map, [['fr:1', amox]])).toBe(map);
    const renamed = mergeProductInfo(map, [['fr:1', { ...amox, name: 'Amox 2', image: null }]]);
    expect(renamed['fr:1']).toEqual({ ...amox, name: 'Amox 2' });
    let big = {};
    for (let i = 1; i <= 5; i++) big = mergeProductInfo(big, [[`fr:${i}`, { ...amox, name: `P${i}` }]], 3);
    expect(Object.keys(big)).toEqual(['fr:3', 'fr:4', 'fr:5']);
  });
});

describe('notices → notifications', () => {
  const t = (key: string, params?: Record<string, string | number>) =>
    `${key} ${JSON.stringify(params ?? {})}`;
  const nameOf = (id: number) => (id === 1 ? 'Amoxivantis' : `#${id}`);
  const base = { id: 'n1', at: 0 };

  it('names the product of a refused change, keeps the back office message, and stays', () => {
    const notice: CartNotice = {
      ...base,
      kind: 'rejected',
      uuid: 'u',
      productId: 1,
      code: 'product_unknown',
      message: 'Gone.',
    };
    expect(noticeNotification(notice, t, nameOf, 'fr-BE')).toEqual({
      kind: 'error',
      sticky: true,
      text: 'cart.notice.rejected {"product":"Amoxivantis","message":"Gone."}',
    });
  });

  it('lists the dropped changes', () => {
    const transactions = [
      { uuid: 'a', productId: 1, qty: 3, options: null },
      { uuid: 'b', productId: 2, qty: -1, options: null },
    ];
    expect(describeTransactions(transactions, nameOf, 'en-US')).toBe('Amoxivantis (+3), #2 (-1)');
    const discarded = noticeNotification({ ...base, kind: 'discarded', transactions }, t, nameOf, 'en-US');
    expect(discarded.sticky).toBe(true);
    expect(discarded.text).toContain('"count":2');
    const invalid = noticeNotification(
      { ...base, kind: 'invalid', transactions, message: null },
      t,
      nameOf,
      'en-US',
    );
    expect(invalid.kind).toBe('error');
  });

  it('tells about a cart replaced after an order, with or without its name', () => {
    expect(
      noticeNotification(
        { ...base, kind: 'cart_replaced', previousUuid: 'p', orderName: 'S2026-1' },
        t,
        nameOf,
        'fr',
      ).text,
    ).toBe('cart.notice.replaced {"order":"S2026-1"}');
    expect(
      noticeNotification(
        { ...base, kind: 'cart_replaced', previousUuid: 'p', orderName: null },
        t,
        nameOf,
        'fr',
      ),
    ).toMatchObject({ kind: 'info', sticky: false, text: 'cart.notice.replacedNoOrder {}' });
  });
});
