import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartEngine } from './engine';
import { makeCart, ok, scriptedTransport, sequence, settle } from './engine.fixtures';
import { memoryStorage, memoryStorageHub } from './memory';
import {
  RECORD_VERSION,
  createRecordStore,
  emptyRecord,
  parseRecord,
  serializeRecord,
  storageKey,
  type CartRecord,
} from './record';
import type { CartStorage } from './types';

const pendingA = { uuid: 'a', productId: 1, qty: 2, options: { size: 'L' } };

describe('rule 1: storage keys and format', () => {
  it('namespaces by user key; the guest key cannot collide with a user', () => {
    expect(storageKey('u42')).toBe('vetshop.cart.u42');
    expect(storageKey(null)).toBe('vetshop.cart');
    expect(storageKey('')).not.toBe(storageKey(null));
  });

  it('round-trips a record as versioned JSON', () => {
    const record: CartRecord = {
      ...emptyRecord(),
      uuid: 'cart-1',
      pending: [pendingA],
      serverCart: makeCart('cart-1', [[1, 3]]),
      lastSyncAt: 5,
    };
    const raw = serializeRecord(record);
    expect(JSON.parse(raw)).toMatchObject({ v: RECORD_VERSION, uuid: 'cart-1' });
    expect(parseRecord(raw)).toEqual(record);
  });

  it.each([
    ['nothing stored', null],
    ['unreadable JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, uuid: 'x', pending: [pendingA] })],
    ['no version', JSON.stringify({ uuid: 'x', pending: [pendingA] })],
    ['foreign data', JSON.stringify(['a', 'b'])],
    ['a bare string', JSON.stringify('hello')],
    ['a queue that is not a list', JSON.stringify({ v: 1, pending: 'a' })],
  ])('ignores %s: an empty record, no crash', (_, raw) => {
    expect(parseRecord(raw)).toEqual(emptyRecord());
  });

  it('inside a valid record, drops only what is malformed', () => {
    const raw = JSON.stringify({
      v: 1,
      uuid: 7,
      pending: [
        pendingA,
        { uuid: 'b', productId: 'x', qty: 1 },
        { productId: 2, qty: 1 },
        { uuid: 'c', productId: 2, qty: 1.5 },
      ],
      serverCart: { uuid: 'cart-1', lines: 'none' },
      notices: [
        { id: 'n', at: 1, kind: 'mystery' },
        { id: 'm', at: 1, kind: 'cart_replaced', previousUuid: 'p', orderName: null },
      ],
      lastSyncAt: 'yesterday',
      health: { syncError: 'yes', failures: -3, retryAt: 10, retryKind: 'never' },
    });
    const record = parseRecord(raw);
    expect(record.uuid).toBeNull();
    expect(record.pending).toEqual([pendingA]);
    expect(record.serverCart).toBeNull();
    expect(record.notices.map((n) => n.id)).toEqual(['m']);
    expect(record.lastSyncAt).toBeNull();
    expect(record.health).toMatchObject({ syncError: false, failures: 0, retryAt: 10, retryKind: null });
  });
});

describe('rule 1: a storage that fails', () => {
  const broken = (): CartStorage => ({
    get: () => {
      throw new Error('SecurityError');
    },
    set: () => {
      throw new Error('QuotaExceededError');
    },
    remove: () => {
      throw new Error('SecurityError');
    },
    keys: () => {
      throw new Error('SecurityError');
    },
  });

  it('reads as empty and keeps what could not be written in memory', () => {
    const store = createRecordStore(broken());
    expect(store.read('k')).toEqual(emptyRecord());
    store.write('k', { ...emptyRecord(), pending: [pendingA] });
    expect(store.read('k').pending).toEqual([pendingA]);
    expect(() => store.remove('k')).not.toThrow();
    expect(store.read('k')).toEqual(emptyRecord());
  });

  it('a record too big for the quota: what the server applied is not queued again from its stored batch', async () => {
    vi.useFakeTimers();
    try {
      const inner = memoryStorage();
      // The queue's small keys fit; the record with a large server cart does not.
      const full: CartStorage = {
        ...inner,
        set(key, value) {
          if (key === 'vetshop.cart.u1' && value.length > 1_000) throw new Error('QuotaExceededError');
          inner.set(key, value);
        },
      };
      const { transport, requests } = scriptedTransport(
        ok(makeCart('cart-1')),
        ok(
          makeCart('cart-1', [
            [7, 2],
            [8, 1],
            [9, 1],
          ]),
        ),
        ok(
          makeCart('cart-1', [
            [7, 2],
            [8, 1],
            [9, 1],
          ]),
        ),
      );
      const engine = createCartEngine({ storage: full, transport, userKey: 'u1', newUuid: sequence('tx') });
      await settle();
      engine.add(7, 2);
      await settle();
      await engine.sync({ force: true }); // reads the queue again
      expect(requests.map((r) => r.transactions.map((t) => t.uuid))).toEqual([[], ['tx-1'], []]);
      expect(engine.getState().hasPendingTransactions).toBe(false);
      expect(engine.getState().cart.lines.map((l) => [l.productId, l.qty])).toEqual([
        [7, 2],
        [8, 1],
        [9, 1],
      ]);
      engine.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an engine keeps working over it', () => {
    const engine = createCartEngine({
      storage: broken(),
      transport: scriptedTransport().transport,
      userKey: null,
    });
    engine.add(5, 2);
    expect(engine.getState().cart.lines.map((l) => [l.productId, l.qty])).toEqual([[5, 2]]);
  });
});

describe('rule 1: the engine in storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores queue, uuid and last server cart under the user key, and a new engine finds them', async () => {
    const hub = memoryStorageHub();
    const { transport } = scriptedTransport(ok(makeCart('cart-1', [[1, 1]])), new Error('offline'));
    const first = createCartEngine({ storage: hub.tab(), transport, userKey: 'u1', newUuid: sequence('tx') });
    await settle();
    first.add(2, 3);
    await settle();
    first.dispose();

    const stored = JSON.parse(hub.data.get('vetshop.cart.u1') ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ v: 1, uuid: 'cart-1' });
    expect(stored.serverCart).toMatchObject({ uuid: 'cart-1' });
    // The queue sits beside the record, one key per batch of changes.
    expect([...hub.data.keys()]).toEqual(['vetshop.cart.u1', 'vetshop.cart-q.u1|tx-1']);
    expect(JSON.parse(hub.data.get('vetshop.cart-q.u1|tx-1')!)).toMatchObject({
      transactions: [{ uuid: 'tx-1', productId: 2, qty: 3 }],
    });
  });

  it('starts empty over corrupt data, and queues the first change beside it', () => {
    const storage = memoryStorage();
    storage.set('vetshop.cart', '<<<not json>>>');
    const engine = createCartEngine({ storage, transport: scriptedTransport().transport, userKey: null });
    expect(engine.getState().cart.lines).toEqual([]);
    engine.add(1);
    expect(createRecordStore(storage).read('vetshop.cart').pending).toHaveLength(1);
  });
});
