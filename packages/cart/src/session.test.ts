/** Rules 10, 11 and the 401 of rule 6: who the cart belongs to. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, deferred, disposeEngines, settle, setupEngine as setup } from './engine.fixtures';
import { memoryStorage } from './memory';
import type { SyncResponse } from './types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  disposeEngines();
  vi.useRealTimers();
});

describe('rule 10: logout', () => {
  it("clears the user's pending transactions, uuid and cart, and stops syncing", async () => {
    const { engine, storage, requests } = setup({ steps: [answer([[1, 1]]), { status: 503 }] });
    await settle();
    engine.add(2);
    await settle();
    expect(engine.getState()).toMatchObject({ hasPendingTransactions: true, erpNotAvailable: true });

    engine.logout();
    expect(storage.get('vetshop.cart.u1')).toBeNull();
    expect(engine.getState()).toMatchObject({ uuid: null, serverCart: null, pending: [], userKey: null });
    expect(engine.getState().cart.lines).toEqual([]);
    await settle(10 * 60_000);
    expect(requests).toHaveLength(2); // no retry after logout
  });

  it('an answer arriving after logout is not written back', async () => {
    const late = deferred<SyncResponse>();
    const { engine, storage } = setup({ steps: [() => late.promise] });
    engine.logout();
    late.resolve(answer([[1, 1]]));
    await settle();
    expect(storage.get('vetshop.cart.u1')).toBeNull();
    expect(engine.getState().serverCart).toBeNull();
  });
});

describe('rule 11: sync only for a logged-in user; the guest queue moves at login', () => {
  it('queues as a guest, then moves the queue to the user (after theirs) and syncs it', async () => {
    const storage = memoryStorage();
    storage.set(
      'vetshop.cart.u1',
      JSON.stringify({
        v: 1,
        uuid: 'cart-1',
        pending: [{ uuid: 'old', productId: 9, qty: 1, options: null }],
      }),
    );
    const { engine, requests, stored } = setup({
      userKey: null,
      storage,
      steps: [
        answer([
          [9, 1],
          [1, 2],
        ]),
      ],
    });
    engine.add(1, 2);
    await settle(60_000);
    expect(requests).toEqual([]);

    await engine.login('u1');
    expect(storage.get('vetshop.cart')).toBeNull();
    expect(requests).toEqual([
      {
        uuid: 'cart-1',
        transactions: [
          { uuid: 'old', product_id: 9, qty: 1, options: null },
          { uuid: 'tx-1', product_id: 1, qty: 2, options: null },
        ],
      },
    ]);
    expect(stored().pending).toEqual([]);
    expect(engine.getState().userKey).toBe('u1');
  });

  it('a page that starts logged in (login through the identity provider reloads) adopts the guest queue', async () => {
    const storage = memoryStorage();
    const guest = setup({ userKey: null, storage });
    guest.engine.add(4, 3);
    guest.engine.dispose();

    const user = setup({ storage, steps: [answer([[4, 3]])] });
    expect(storage.get('vetshop.cart')).toBeNull();
    expect(user.engine.getState().pending).toMatchObject([{ productId: 4, qty: 3 }]);
    await settle();
    expect(user.requests[0]?.transactions).toMatchObject([{ product_id: 4, qty: 3 }]);
    expect(user.engine.getState().hasPendingTransactions).toBe(false);
  });
});

describe('rule 6: 401', () => {
  it('stops, keeps the queue and says unauthenticated until login', async () => {
    const { engine, requests } = setup({
      steps: [
        answer(),
        { status: 401 },
        answer([
          [1, 1],
          [2, 1],
        ]),
      ],
    });
    await settle();
    engine.add(1);
    await settle();
    expect(engine.getState()).toMatchObject({
      unauthenticated: true,
      offline: false,
      hasPendingTransactions: true,
    });
    engine.add(2);
    await engine.sync({ force: true });
    await settle(10 * 60_000);
    expect(requests).toHaveLength(2);

    await engine.login('u1');
    expect(requests[2]?.transactions.map((t) => t.uuid)).toEqual(['tx-1', 'tx-2']);
    expect(engine.getState()).toMatchObject({ unauthenticated: false, hasPendingTransactions: false });
  });

  it('a reload after a 401 (the buyer signed in again) syncs again', async () => {
    const storage = memoryStorage();
    const before = setup({ storage, steps: [answer(), { status: 401 }] });
    await settle();
    before.engine.add(1);
    await settle();
    expect(before.engine.getState().unauthenticated).toBe(true);
    before.engine.dispose();

    const after = setup({ storage, steps: [answer([[1, 1]])] });
    await settle();
    expect(after.requests[0]?.transactions).toMatchObject([{ product_id: 1 }]);
    expect(after.engine.getState()).toMatchObject({ unauthenticated: false, hasPendingTransactions: false });
  });
});
