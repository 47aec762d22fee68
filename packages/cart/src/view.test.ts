import { describe, expect, it } from 'vitest';
import { makeCart } from './engine.fixtures';
import { emptyRecord, type CartRecord } from './record';
import type { CartState, PendingTransaction } from './types';
import { buildState, canCheckout, displayedCart } from './view';

let n = 0;
const tx = (
  productId: number,
  qty: number,
  options: PendingTransaction['options'] = null,
): PendingTransaction => ({
  uuid: `t${(n += 1)}`,
  productId,
  qty,
  options,
});
const summary = (lines: readonly { productId: number; qty: number; pending: boolean }[]) =>
  lines.map((l) => [l.productId, l.qty, l.pending]);

describe('rule 8: displayed cart = server cart + pending transactions', () => {
  const server = makeCart('cart-1', [
    [1, 2],
    [2, 1, { size: 'L', colour: 'red' }],
    [3, 4],
  ]);

  it('adds up on the same product with deep-equal options; else appends a new pending line', () => {
    const cart = displayedCart(server, [
      tx(2, 3, { colour: 'red', size: 'L' }), // same options, other key order
      tx(2, 1, { size: 'M' }), // other options: a new line
      tx(9, 5),
    ]);
    expect(cart.lines.map((l) => [l.productId, l.qty, l.options, l.pending])).toEqual([
      [1, 2, null, false],
      [2, 4, { size: 'L', colour: 'red' }, true],
      [3, 4, null, false],
      [2, 1, { size: 'M' }, true],
      [9, 5, null, true],
    ]);
  });

  it('new lines have no server line (no price); changed lines keep theirs', () => {
    const cart = displayedCart(server, [tx(1, 1), tx(9, 1)]);
    expect(cart.lines[0]?.server?.unit_price).toBe(10);
    expect(cart.lines.at(-1)?.server).toBeNull();
  });

  it('drops lines reaching 0 or less, and a reduction with nothing to reduce shows nothing', () => {
    const cart = displayedCart(server, [tx(1, -2), tx(3, -10), tx(8, -1)]);
    expect(summary(cart.lines)).toEqual([[2, 1, false]]);
  });

  it('treats null, absent and {} options as the same line', () => {
    const cart = displayedCart(makeCart('c', [[1, 1, {}]]), [tx(1, 1, null), tx(1, 1, {})]);
    expect(summary(cart.lines)).toEqual([[1, 3, true]]);
    expect(cart.lines[0]?.key).toBe('1|');
  });

  it('a line back at its server quantity is not pending', () => {
    const cart = displayedCart(server, [tx(1, 3), tx(1, -3)]);
    expect(cart.lines[0]).toMatchObject({ qty: 2, pending: false });
  });

  it('without a server cart, shows the queue alone (a guest, or a reload while offline)', () => {
    const cart = displayedCart(null, [tx(5, 2), tx(5, 1), tx(6, 1)]);
    expect(cart.uuid).toBeNull();
    expect(summary(cart.lines)).toEqual([
      [5, 3, true],
      [6, 1, true],
    ]);
  });

  it('the state counts articles over the displayed lines', () => {
    const record: CartRecord = { ...emptyRecord(), serverCart: server, pending: [tx(1, 1), tx(9, 2)] };
    const state = buildState(record, { userKey: 'u', status: 'idle', browserOffline: false });
    expect(state.countArticles).toBe(3 + 1 + 4 + 2);
    expect(state.hasPendingTransactions).toBe(true);
  });
});

describe('rule 7 / 14: offline and the checkout guard', () => {
  const base = (
    change: Partial<CartRecord['health']> = {},
    pending: PendingTransaction[] = [],
  ): CartRecord => ({
    ...emptyRecord(),
    pending,
    health: { ...emptyRecord().health, ...change },
  });
  const state = (record: CartRecord, local: Partial<Parameters<typeof buildState>[1]> = {}): CartState =>
    buildState(record, { userKey: 'u', status: 'idle', browserOffline: false, ...local });

  it.each([
    ['a sync error', base({ syncError: true }), false],
    ['the back office unavailable', base({ erpNotAvailable: true }), false],
    ['the browser offline', base(), true],
  ])('offline when %s', (_, record, browserOffline) => {
    expect(state(record, { browserOffline }).offline).toBe(true);
  });

  it('online otherwise, and 401 alone is not offline', () => {
    expect(state(base({ unauthenticated: true })).offline).toBe(false);
  });

  it.each<[string, CartState, ReturnType<typeof canCheckout>]>([
    ['nothing pending, online, idle', state(base()), { ok: true }],
    ['pending transactions', state(base({}, [tx(1, 1)])), { ok: false, reason: 'pending' }],
    ['a sync running', state(base(), { status: 'synchronizing' }), { ok: false, reason: 'syncing' }],
    ['offline', state(base({ erpNotAvailable: true })), { ok: false, reason: 'offline' }],
    [
      'offline with pending (offline explains why)',
      state(base({ syncError: true }, [tx(1, 1)])),
      { ok: false, reason: 'offline' },
    ],
    ['a guest', state(base(), { userKey: null }), { ok: false, reason: 'unauthenticated' }],
    ['a 401', state(base({ unauthenticated: true })), { ok: false, reason: 'unauthenticated' }],
  ])('%s → %j', (_, s, expected) => {
    expect(canCheckout(s)).toEqual(expected);
  });
});
