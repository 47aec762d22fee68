/** Rules 6 and 7 with fake timers: backoff, offline retry, connectivity. */
import { CART_BACKOFF_CAP_MS, CART_OFFLINE_RETRY_MS } from '@vetshop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartEngine } from './engine';
import { makeCart, ok, scriptedTransport, sequence, settle } from './engine.fixtures';
import { memoryStorage } from './memory';
import type { CartEngine, Connectivity, SyncResponse } from './types';

const answer = (): SyncResponse => ok(makeCart('cart-1'));
const down = (): Error => new Error('network down');

function fakeConnectivity(online = true) {
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    set(value: boolean) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

function setup(steps: Parameters<typeof scriptedTransport>, random = () => 0.5, online = true) {
  const script = scriptedTransport(...steps);
  const times: number[] = []; // ms since setup
  const start = Date.now();
  const sync = script.transport.sync;
  script.transport.sync = (body) => {
    times.push(Date.now() - start);
    return sync(body);
  };
  const net = fakeConnectivity(online);
  const engine = track(
    createCartEngine({
      storage: memoryStorage(),
      transport: script.transport,
      connectivity: net.connectivity,
      userKey: 'u1',
      newUuid: sequence('tx'),
      random,
    }),
  );
  /** Gaps between consecutive requests, from request `from` on. */
  const gaps = (from = 1) => times.slice(from + 1).map((t, i) => t - times[from + i]!);
  return { engine, times, gaps, net, ...script };
}

const engines: CartEngine[] = [];
const track = (engine: CartEngine) => (engines.push(engine), engine);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const engine of engines.splice(0)) engine.dispose();
  vi.useRealTimers();
});

describe('rule 6: backoff', () => {
  it.each([0.25, 0.5, 0.999_999])(
    'waits floor(random × min(1000·2^n, 300000)) ms before retry n, n = 0..12 (random = %s)',
    async (r) => {
      // the add fails with n = 0, …, the retry after failure n = 12 succeeds
      const { engine, gaps } = setup([answer(), ...Array.from({ length: 13 }, down), answer()], () => r);
      await settle();
      engine.add(1);
      await settle();
      expect(engine.getState()).toMatchObject({
        syncError: true,
        offline: true,
        hasPendingTransactions: true,
      });
      await settle(60 * 60_000);
      const expected = Array.from({ length: 13 }, (_, n) =>
        Math.floor(r * Math.min(1000 * 2 ** n, CART_BACKOFF_CAP_MS)),
      );
      expect(gaps()).toEqual(expected);
      expect(Math.max(...gaps())).toBeLessThan(CART_BACKOFF_CAP_MS);
      expect(engine.getState()).toMatchObject({
        syncError: false,
        offline: false,
        hasPendingTransactions: false,
      });
    },
  );

  it('the next retry time is in the state', async () => {
    const { engine } = setup([answer(), down()], () => 0.25);
    await settle();
    engine.add(1);
    await settle();
    expect(engine.getState().nextRetryAt).toBe(Date.now() + 250);
  });

  it('503: erpNotAvailable, retried with backoff; success clears the flags and resets n', async () => {
    const { engine, gaps } = setup(
      [answer(), { status: 503 }, { status: 503 }, answer(), { status: 503 }, answer()],
      () => 0.999_999,
    );
    await settle();
    engine.add(1);
    await settle();
    expect(engine.getState()).toMatchObject({ erpNotAvailable: true, syncError: false, offline: true });
    await settle(10_000);
    expect(engine.getState()).toMatchObject({
      erpNotAvailable: false,
      offline: false,
      hasPendingTransactions: false,
    });
    engine.add(2);
    await settle(10_000);
    expect(gaps()).toEqual([999, 1999, 7002, 999]); // 7002: until the next add; after success n is 0 again
  });

  it('a change during the backoff wait joins the retry instead of firing a request', async () => {
    const { engine, times, requests } = setup([answer(), down(), answer()], () => 0.5);
    await settle();
    engine.add(1);
    await settle();
    engine.add(2);
    await settle(499);
    expect(times).toHaveLength(2);
    await settle(1);
    expect(requests[2]?.transactions.map((t) => t.uuid)).toEqual(['tx-1', 'tx-2']);
  });

  it('the buyer can force a sync during the wait', async () => {
    const { engine, times } = setup([answer(), down(), answer()], () => 0.999_999);
    await settle();
    engine.add(1);
    await settle();
    await engine.sync({ force: true });
    expect(times).toHaveLength(3);
    expect(engine.getState().offline).toBe(false);
  });
});

describe('rule 7: offline retry every 60 s with nothing pending', () => {
  it('starts when a sync fails with nothing pending and stops when back online', async () => {
    const { engine, gaps, times } = setup([down(), down(), down(), answer()]);
    await settle();
    expect(engine.getState()).toMatchObject({ offline: true, hasPendingTransactions: false });
    await settle(CART_OFFLINE_RETRY_MS - 1);
    expect(times).toHaveLength(1);
    await settle(3 * CART_OFFLINE_RETRY_MS);
    expect(gaps(0)).toEqual([CART_OFFLINE_RETRY_MS, CART_OFFLINE_RETRY_MS, CART_OFFLINE_RETRY_MS]);
    expect(engine.getState().offline).toBe(false);
    await settle(10 * CART_OFFLINE_RETRY_MS);
    expect(times).toHaveLength(4);
  });

  it('stops when transactions are pending: the add syncs at once, then the backoff drives', async () => {
    const { engine, gaps } = setup([down(), down(), down(), answer()], () => 0.5);
    await settle();
    await settle(10_000);
    engine.add(1);
    await settle(10_000);
    // first failure at start (n = 0), the add at +10 s fails with n = 1, retried after 0.5 × 4000 (n = 2)
    expect(gaps(0)).toEqual([10_000, 1000, 2000]);
    expect(engine.getState()).toMatchObject({ offline: false, hasPendingTransactions: false });
  });

  it('the browser going offline starts the 60 s retry; coming back online syncs at once and stops it', async () => {
    const { engine, net, times } = setup([answer(), down(), answer()]);
    await settle();
    net.set(false);
    expect(engine.getState()).toMatchObject({ browserOffline: true, offline: true });
    await settle(CART_OFFLINE_RETRY_MS);
    expect(times).toEqual([0, CART_OFFLINE_RETRY_MS]);
    await settle(30_000);
    net.set(true);
    await settle();
    expect(times).toEqual([0, CART_OFFLINE_RETRY_MS, CART_OFFLINE_RETRY_MS + 30_000]);
    expect(engine.getState()).toMatchObject({ browserOffline: false, offline: false });
    await settle(10 * CART_OFFLINE_RETRY_MS);
    expect(times).toHaveLength(3);
  });

  it('going back online syncs at once, even in the middle of a backoff wait', async () => {
    const { engine, net, times } = setup([answer(), down(), answer()], () => 0.999_999, true);
    await settle();
    net.set(false);
    engine.add(1);
    await settle(100);
    expect(times).toEqual([0, 0]);
    net.set(true);
    await settle();
    expect(times).toEqual([0, 0, 100]);
    expect(engine.getState().hasPendingTransactions).toBe(false);
  });

  it('a reload while offline shows the pending lines and the last server cart', async () => {
    const storage = memoryStorage();
    const transport = scriptedTransport(ok(makeCart('cart-1', [[1, 2]])), down(), down(), down()).transport;
    const before = track(createCartEngine({ storage, transport, userKey: 'u1', newUuid: sequence('a') }));
    await settle();
    before.add(1, 1);
    before.add(2, 5);
    await settle();
    before.dispose();

    const after = track(createCartEngine({ storage, transport, userKey: 'u1', newUuid: sequence('b') }));
    await settle();
    expect(after.getState().cart.lines.map((l) => [l.productId, l.qty, l.pending])).toEqual([
      [1, 3, true],
      [2, 5, true],
    ]);
    expect(after.getState()).toMatchObject({ offline: true, syncError: true, hasPendingTransactions: true });
  });
});
