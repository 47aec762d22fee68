import { MAX_TRANSACTIONS_PER_SYNC } from '@vetshop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartEngine } from './engine';
import {
  answer,
  deferred,
  disposeEngines,
  makeCart,
  ok,
  scriptedTransport,
  settle,
  setupEngine as setup,
  shownLines as lines,
} from './engine.fixtures';
import { parseRecord } from './record';
import { MAX_BATCH } from './sync-loop';
import type { CartLock, SyncResponse } from './types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  disposeEngines();
  vi.useRealTimers();
});

describe('start', () => {
  it('a logged-in engine fetches the cart at once (forced sync); a guest sends nothing', async () => {
    const user = setup({ steps: [answer([[1, 2]])] });
    await settle();
    expect(user.requests).toEqual([{ uuid: null, transactions: [] }]);
    expect(lines(user.engine)).toEqual([[1, 2]]);

    const guest = setup({ userKey: null });
    guest.engine.add(1);
    await settle(10 * 60_000);
    expect(guest.requests).toEqual([]);
  });
});

describe('rule 2: adding', () => {
  it('stores the transaction, notifies observers and starts a sync, storing before it returns', async () => {
    const { engine, stored, requests } = setup({ steps: [answer(), answer([[7, 2]])] });
    await settle();
    const seen: number[] = [];
    engine.subscribe((state) => seen.push(state.countArticles));

    const tx = engine.add(7, 2);
    expect(tx).toEqual({ uuid: 'tx-1', productId: 7, qty: 2, options: null });
    expect(stored().pending).toEqual([tx]);
    expect(seen[0]).toBe(2);
    expect(engine.getState().cart.lines[0]).toMatchObject({
      productId: 7,
      qty: 2,
      pending: true,
      server: null,
    });

    await settle();
    expect(requests[1]).toEqual({
      uuid: 'cart-1',
      transactions: [{ uuid: 'tx-1', product_id: 7, qty: 2, options: null }],
    });
    expect(engine.getState()).toMatchObject({ hasPendingTransactions: false, status: 'idle' });
    expect(engine.getState().cart.lines[0]).toMatchObject({ qty: 2, pending: false });
  });

  it('add defaults to 1 and copies the options (later mutation by the caller changes nothing)', () => {
    const { engine } = setup({ userKey: null });
    const options = { engraving: 'Rex' };
    engine.add(3, undefined, options);
    options.engraving = 'Max';
    expect(engine.getState().pending[0]).toMatchObject({ qty: 1, options: { engraving: 'Rex' } });
  });

  it.each([
    ['no product id', () => [undefined, 1]],
    ['a string product id', () => ['12', 1]],
    ['product id 0', () => [0, 1]],
    ['a decimal qty', () => [1, 1.5]],
    ['a NaN qty', () => [1, Number.NaN]],
    ['a string qty', () => [1, '2']],
    ['options that are not an object', () => [1, 1, 'L']],
  ])('throws a TypeError for %s, and stores nothing', (_, args) => {
    const { engine, storage } = setup({ userKey: null });
    const [productId, qty, options] = args() as [number, number, null];
    expect(() => engine.add(productId, qty, options)).toThrow(TypeError);
    expect(storage.get('vetshop.cart')).toBeNull();
  });

  it('qty 0 is a no-op: nothing stored, nothing sent', () => {
    const { engine, storage } = setup({ userKey: null });
    expect(engine.add(1, 0)).toBeNull();
    expect(storage.get('vetshop.cart')).toBeNull();
  });

  it('addMany: one call, one storage write, one request for many transactions; all or nothing', async () => {
    const { engine, storage, requests } = setup({ steps: [answer(), answer()] });
    await settle();
    const set = vi.spyOn(storage, 'set');
    expect(() => engine.addMany([{ productId: 1, qty: 2 }, { productId: 'x' as never }])).toThrow(TypeError);
    expect(set).not.toHaveBeenCalled();

    const txs = engine.addMany([{ productId: 1, qty: 2 }, { productId: 2 }, { productId: 3, qty: -1 }]);
    expect(txs.map((t) => [t.productId, t.qty])).toEqual([
      [1, 2],
      [2, 1],
      [3, -1],
    ]);
    expect(set).toHaveBeenCalledTimes(1);
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.transactions.map((t) => t.uuid)).toEqual(['tx-1', 'tx-2', 'tx-3']);
  });

  it('sends at most the contract batch size per request, the rest in the next round', async () => {
    expect(MAX_BATCH).toBe(MAX_TRANSACTIONS_PER_SYNC);
    const { engine, requests } = setup({ steps: [answer(), answer(), answer()] });
    await settle();
    engine.addMany(Array.from({ length: MAX_BATCH + 1 }, (_, i) => ({ productId: i + 1 })));
    await settle();
    expect(requests.map((r) => r.transactions.length)).toEqual([0, MAX_BATCH, 1]);
    expect(engine.getState().hasPendingTransactions).toBe(false);
  });
});

describe('quantity updates send deltas', () => {
  async function withServerLine() {
    const ctx = setup({ steps: [answer([[4, 2]])] });
    await settle();
    ctx.push(...Array.from({ length: 5 }, () => new Error('offline'))); // keep the changes pending
    return ctx;
  }

  it('setQuantity sends newQty − displayed qty; remove sends −qty', async () => {
    const { engine } = await withServerLine();
    const line = engine.getState().cart.lines[0]!;
    expect(engine.setQuantity(line, 5)).toMatchObject({ productId: 4, qty: 3 });
    // the stale `line` object (qty 2) does not matter: the displayed quantity is now 5
    expect(engine.setQuantity(line, 1)).toMatchObject({ qty: -4 });
    expect(engine.remove(line)).toMatchObject({ qty: -1 });
    expect(lines(engine)).toEqual([]);
    expect(engine.remove(line)).toBeNull();
  });

  it('setting the same quantity stores nothing; a negative or decimal quantity throws', async () => {
    const { engine } = await withServerLine();
    const line = engine.getState().cart.lines[0]!;
    expect(engine.setQuantity(line, 2)).toBeNull();
    expect(() => engine.setQuantity(line, -1)).toThrow(TypeError);
    expect(() => engine.setQuantity(line, 2.5)).toThrow(TypeError);
    expect(engine.getState().pending).toEqual([]);
  });
});

describe('rule 3: one sync at a time', () => {
  it('a sync requested while one runs is not started in parallel; it runs right after', async () => {
    const first = deferred<SyncResponse>();
    const { engine, requests, transport } = setup({ steps: [answer(), () => first.promise, answer()] });
    await settle();
    engine.add(1);
    await settle();
    expect(engine.getState().status).toBe('synchronizing');
    const again = engine.sync({ force: true });
    void engine.sync();
    await settle(5_000);
    expect(transport.sync).toHaveBeenCalledTimes(2);

    first.resolve(answer([[1, 1]]));
    await again;
    expect(requests).toHaveLength(3);
    expect(requests[2]).toEqual({ uuid: 'cart-1', transactions: [] }); // the remembered forced round
    expect(engine.getState().status).toBe('idle');
  });
  it('holds in this tab even with a lock that does not serialise (one loop per tab, not only the lock)', async () => {
    const passThrough: CartLock = { run: (_name, fn) => fn() };
    const first = deferred<SyncResponse>();
    const { engine, transport } = setup({
      lock: passThrough,
      steps: [answer(), () => first.promise, answer()],
    });
    await settle();
    engine.add(1);
    await settle();
    void engine.sync({ force: true });
    engine.add(2);
    await settle(5_000);
    expect(transport.sync).toHaveBeenCalledTimes(2);
    first.resolve(answer([[1, 1]]));
    await settle();
    expect(transport.sync).toHaveBeenCalledTimes(3);
  });
});

describe('rule 4: the sync repeats while forced or while transactions are pending', () => {
  it('transactions added during a sync are sent by the next round, not the running one', async () => {
    const first = deferred<SyncResponse>();
    const { engine, requests } = setup({
      steps: [
        answer(),
        () => first.promise,
        answer([
          [1, 1],
          [2, 1],
        ]),
      ],
    });
    await settle();
    const statuses: string[] = [];
    engine.subscribe((state) => statuses.push(state.status));
    engine.add(1);
    await settle();
    engine.add(2);
    await settle();
    expect(requests).toHaveLength(2);
    first.resolve(answer([[1, 1]]));
    await settle();
    // one sync of two rounds: the buyer never sees "idle" with changes still to send
    expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual(['idle', 'synchronizing', 'idle']);
    expect(requests.map((r) => r.transactions.map((t) => t.uuid))).toEqual([[], ['tx-1'], ['tx-2']]);
    expect(lines(engine)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('with nothing pending, only a forced sync calls the back office', async () => {
    const { engine, requests } = setup({ steps: [answer(), answer([[3, 1]])] });
    await settle();
    await engine.sync();
    expect(requests).toHaveLength(1);
    await engine.sync({ force: true });
    expect(requests).toHaveLength(2);
    expect(lines(engine)).toEqual([[3, 1]]);
  });
});

describe('rule 13: notices', () => {
  it('rejected transactions become notices, kept (in storage) until dismissed', async () => {
    const rejected = [
      {
        index: 0,
        uuid: 'tx-1',
        product_id: 5,
        code: 'product_veterinary_only',
        message: 'Réservé aux vétérinaires',
      },
    ];
    const { engine, storage } = setup({ steps: [answer(), ok(makeCart('cart-1', [], { rejected }))] });
    await settle();
    engine.add(5);
    await settle();
    const [notice] = engine.getState().notices;
    expect(notice).toMatchObject({ kind: 'rejected', productId: 5, message: 'Réservé aux vétérinaires' });
    expect(engine.getState().cart.lines).toEqual([]);

    const reloaded = createCartEngine({ storage, transport: scriptedTransport().transport, userKey: null });
    expect(reloaded.getState().notices).toEqual([]); // another user's (the guest's) notices are separate
    engine.dismissNotice('unknown');
    expect(engine.getState().notices).toHaveLength(1);
    engine.dismissNotice(notice!.id);
    expect(engine.getState().notices).toEqual([]);
    expect(parseRecord(storage.get('vetshop.cart.u1')).notices).toEqual([]);
  });
});

describe('an order placed: cartOrdered', () => {
  it('empties the ordered cart at once, without a request, and keeps its uuid for the next sync', async () => {
    const { engine, stored, requests } = setup({
      steps: [
        answer([
          [1, 2],
          [2, 4],
        ]),
      ],
    });
    await settle();
    expect(engine.getState().countArticles).toBe(6);

    engine.cartOrdered('CART-1'); // the back office's uuids are lower case; an upper-case one is the same cart
    expect(engine.getState().countArticles).toBe(0);
    expect(engine.getState().cart.lines).toEqual([]);
    expect(engine.getState().uuid).toBe('cart-1');
    expect(stored().serverCart).toBeNull();
    await settle(10 * 60_000);
    expect(requests).toHaveLength(1);
  });

  it('another cart than the one this device keeps is left alone (another tab already moved on)', async () => {
    const { engine } = setup({ steps: [ok(makeCart('cart-2', [[1, 3]]))] });
    await settle();
    engine.cartOrdered('cart-1');
    expect(engine.getState().countArticles).toBe(3);
    expect(() => engine.cartOrdered('')).toThrow(TypeError);
  });

  it('a change queued afterwards names the ordered cart: it goes to the new cart, and the buyer is told', async () => {
    const { engine, requests } = setup({
      steps: [
        answer([[1, 2]]),
        ok(
          makeCart('cart-2', [[5, 1]], {
            applied: ['tx-1'],
            previous_uuid: 'cart-1',
            previous_order_name: 'S1',
          }),
        ),
      ],
    });
    await settle();
    engine.cartOrdered('cart-1');
    engine.add(5);
    expect(engine.getState().countArticles).toBe(1);
    await settle();
    expect(requests[1]).toMatchObject({ uuid: 'cart-1' });
    expect(engine.getState()).toMatchObject({ uuid: 'cart-2', countArticles: 1 });
    expect(engine.getState().notices).toEqual([
      expect.objectContaining({ kind: 'cart_replaced', orderName: 'S1' }),
    ]);
  });
});

describe('observable', () => {
  it('getState returns the same object until something changes; unsubscribe stops notifications', async () => {
    const { engine } = setup({ userKey: null });
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    const before = engine.getState();
    expect(engine.getState()).toBe(before);
    engine.add(1);
    expect(engine.getState()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    engine.add(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
