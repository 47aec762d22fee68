import { CART_OFFLINE_RETRY_MS } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { makeCart, ok, sequence } from './engine.fixtures';
import { applySyncResponse, toWireBody, type SentBatch } from './outcome';
import { emptyRecord, type CartRecord } from './record';
import type { PendingTransaction, SyncResponse } from './types';

const tx = (uuid: string, productId: number, qty = 1): PendingTransaction => ({
  uuid,
  productId,
  qty,
  options: null,
});
const NOW = 1_000_000;
const ctx = (random = () => 0.5) => ({ now: NOW, random, newId: sequence('n') });

function recordWith(pending: PendingTransaction[], uuid: string | null = 'cart-1'): CartRecord {
  return { ...emptyRecord(), uuid, pending };
}

const a = tx('a', 1);
const b = tx('b', 2);
const c = tx('c', 3);
const sentAB: SentBatch = { uuid: 'cart-1', transactions: [a, b] };

describe('toWireBody', () => {
  it('sends the stored uuid and every transaction in the contract shape', () => {
    expect(toWireBody({ uuid: 'cart-1', transactions: [{ ...a, options: { size: 'L' } }, b] })).toEqual({
      uuid: 'cart-1',
      transactions: [
        { uuid: 'a', product_id: 1, qty: 1, options: { size: 'L' } },
        { uuid: 'b', product_id: 2, qty: 1, options: null },
      ],
    });
  });
});

describe('rule 5: success', () => {
  it('200 removes the sent transactions only, stores uuid and cart, clears the error flags', () => {
    const failing: CartRecord = {
      ...recordWith([a, b, c]),
      health: {
        ...emptyRecord().health,
        syncError: true,
        failures: 4,
        retryAt: NOW + 5,
        retryKind: 'backoff',
      },
    };
    const { record, result } = applySyncResponse(failing, sentAB, ok(makeCart('cart-1', [[1, 1]])), ctx());
    expect(result).toBe('ok');
    expect(record.pending).toEqual([c]);
    expect(record.uuid).toBe('cart-1');
    expect(record.serverCart?.lines.map((l) => l.product_id)).toEqual([1]);
    expect(record.health).toEqual(emptyRecord().health);
    expect(record.lastSyncAt).toBe(NOW);
  });

  it('does not keep the sync report in the stored cart (it would replay its notices)', () => {
    const cart = makeCart('cart-1', [], { applied: ['a', 'b'] });
    const { record } = applySyncResponse(recordWith([a, b]), sentAB, ok(cart), ctx());
    expect(record.serverCart).not.toHaveProperty('sync');
  });

  it.each<[string, SyncResponse]>([
    ['204', { status: 204 }],
    ['an empty object', { status: 200, cart: {} as never }],
  ])('%s means no cart: serverCart and uuid null, sent transactions removed', (_, response) => {
    const before: CartRecord = { ...recordWith([a, b, c]), serverCart: makeCart('cart-1', [[9, 1]]) };
    const { record, result } = applySyncResponse(before, sentAB, response, ctx());
    expect(result).toBe('ok');
    expect(record.serverCart).toBeNull();
    expect(record.uuid).toBeNull();
    expect(record.pending).toEqual([c]);
  });

  it('a 200 it cannot read is a sync error and keeps the queue', () => {
    const { record, result } = applySyncResponse(
      recordWith([a]),
      sentAB,
      { status: 200, cart: { x: 1 } as never },
      ctx(),
    );
    expect(result).toBe('failed');
    expect(record.pending).toEqual([a]);
    expect(record.health.syncError).toBe(true);
  });
});

describe('rule 13: rejected transactions become notices', () => {
  const rejected = [
    { index: 1, uuid: 'b', product_id: 2, code: 'product_unknown', message: 'Produit inconnu' },
    { index: 0, uuid: 'zz', product_id: 7, code: 'product_unknown', message: 'not ours' },
  ];

  it('one notice per rejected transaction that was sent, and the transaction leaves the queue', () => {
    const cart = makeCart('cart-1', [[1, 1]], { applied: ['a'], rejected });
    const { record } = applySyncResponse(recordWith([a, b]), sentAB, ok(cart), ctx());
    expect(record.pending).toEqual([]);
    expect(record.notices).toEqual([
      {
        id: 'n-1',
        at: NOW,
        kind: 'rejected',
        uuid: 'b',
        productId: 2,
        code: 'product_unknown',
        message: 'Produit inconnu',
      },
    ]);
  });

  it('a refusal named by its position (the back office could not read its uuid) is told, not dropped', () => {
    const unreadable = [
      { index: 1, uuid: null, product_id: null, code: 'uuid_invalid', message: 'Illisible' },
    ];
    const cart = makeCart('cart-1', [[1, 1]], { applied: ['a'], rejected: unreadable });
    const { record } = applySyncResponse(recordWith([a, b]), sentAB, ok(cart), ctx());
    expect(record.pending).toEqual([]);
    expect(record.notices).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        uuid: 'b',
        productId: 2,
        code: 'uuid_invalid',
        message: 'Illisible',
      }),
    ]);
  });

  it('a refusal whose uuid the back office wrote in lower case is told, not dropped', () => {
    const upper = tx('B-UPPER', 2);
    const lower = [
      { index: 0, uuid: 'b-upper', product_id: 2, code: 'product_unknown', message: 'Produit inconnu' },
    ];
    const cart = makeCart('cart-1', [], { duplicates: ['b-upper'], rejected: lower });
    const sent = { uuid: 'cart-1', transactions: [upper] };
    const { record } = applySyncResponse(recordWith([upper]), sent, ok(cart), ctx());
    expect(record.pending).toEqual([]);
    expect(record.notices).toEqual([
      expect.objectContaining({ kind: 'rejected', uuid: 'B-UPPER', productId: 2 }),
    ]);
  });

  it('a replayed refusal (lost response, retried) is told once', () => {
    const cart = makeCart('cart-1', [], { duplicates: ['b'], rejected });
    const first = applySyncResponse(recordWith([b]), { uuid: 'cart-1', transactions: [b] }, ok(cart), ctx());
    const replay = applySyncResponse(
      { ...first.record, pending: [b] },
      { uuid: 'cart-1', transactions: [b] },
      ok(cart),
      ctx(),
    );
    expect(replay.record.notices.filter((n) => n.kind === 'rejected')).toHaveLength(1);
  });
});

describe('rule 9: uuid change', () => {
  it('with sync.previous_uuid: what was sent was applied, the queue is kept, cart_replaced is told', () => {
    const cart = makeCart('cart-2', [[1, 1]], {
      applied: ['a', 'b'],
      previous_uuid: 'cart-1',
      previous_order_name: 'S2026-000042',
    });
    const { record } = applySyncResponse(recordWith([a, b, c]), sentAB, ok(cart), ctx());
    expect(record.uuid).toBe('cart-2');
    expect(record.pending).toEqual([c]);
    expect(record.notices).toEqual([
      { id: 'n-1', at: NOW, kind: 'cart_replaced', previousUuid: 'cart-1', orderName: 'S2026-000042' },
    ]);
  });

  it('a device that had nothing to move (nothing sent, nothing queued) learns of the new cart without a notice', () => {
    const cart = makeCart('cart-2', [[1, 3]], {
      previous_uuid: 'cart-1',
      previous_order_name: 'S2026-000042',
    });
    const { record } = applySyncResponse(
      recordWith([]),
      { uuid: 'cart-1', transactions: [] },
      ok(cart),
      ctx(),
    );
    expect(record.uuid).toBe('cart-2');
    expect(record.serverCart?.lines.map((l) => l.qty)).toEqual([3]);
    expect(record.notices).toEqual([]);
  });

  it('changes the old cart already had (duplicates: they are in the order) did not move: no notice', () => {
    const cart = makeCart('cart-2', [], { duplicates: ['a', 'b'], previous_uuid: 'cart-1' });
    const { record } = applySyncResponse(recordWith([a, b]), sentAB, ok(cart), ctx());
    expect(record.pending).toEqual([]);
    expect(record.notices).toEqual([]);
  });

  it('changes still queued follow to the new cart: told, even when the batch sent held none of them', () => {
    const cart = makeCart('cart-2', [], { previous_uuid: 'cart-1', previous_order_name: null });
    const { record } = applySyncResponse(
      recordWith([c]),
      { uuid: 'cart-1', transactions: [] },
      ok(cart),
      ctx(),
    );
    expect(record.pending).toEqual([c]);
    expect(record.notices).toEqual([
      { id: 'n-1', at: NOW, kind: 'cart_replaced', previousUuid: 'cart-1', orderName: null },
    ]);
  });

  it('without it: the old pending transactions are emptied into a discarded notice, never silently', () => {
    const cart = makeCart('cart-9', [], { applied: ['a', 'b'] });
    const { record } = applySyncResponse(recordWith([a, b, c]), sentAB, ok(cart), ctx());
    expect(record.uuid).toBe('cart-9');
    expect(record.pending).toEqual([]);
    expect(record.notices).toEqual([{ id: 'n-1', at: NOW, kind: 'discarded', transactions: [c] }]);
  });

  it('a first cart (no uuid before) is not a change', () => {
    const sent: SentBatch = { uuid: null, transactions: [a] };
    const { record } = applySyncResponse(
      recordWith([a, b], null),
      sent,
      ok(makeCart('cart-1', [[1, 1]])),
      ctx(),
    );
    expect(record.pending).toEqual([b]);
    expect(record.notices).toEqual([]);
  });
});

describe('rule 6: failures', () => {
  it('503 sets erpNotAvailable (not syncError) and schedules a backoff retry; the queue is kept', () => {
    const { record, result } = applySyncResponse(
      recordWith([a, b]),
      sentAB,
      { status: 503 },
      ctx(() => 0.5),
    );
    expect(result).toBe('failed');
    expect(record.pending).toEqual([a, b]);
    expect(record.health).toMatchObject({ erpNotAvailable: true, syncError: false, failures: 1 });
    expect(record.health).toMatchObject({ retryAt: NOW + 500, retryKind: 'backoff' }); // 0.5 × 1000 (n = 0)
  });

  it.each<[string, SyncResponse | null]>([
    ['a thrown error', null],
    ['a 500', { status: 500, error: 'internal_error' }],
    ['a 404', { status: 404 }],
  ])('%s sets syncError (not erpNotAvailable)', (_, response) => {
    const { record } = applySyncResponse(recordWith([a]), sentAB, response, ctx());
    expect(record.health).toMatchObject({ erpNotAvailable: false, syncError: true });
  });

  it('n is the number of consecutive failures: the bound doubles', () => {
    let record = recordWith([a]);
    const retries: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      record = applySyncResponse(
        record,
        sentAB,
        null,
        ctx(() => 0.999999),
      ).record;
      retries.push((record.health.retryAt ?? 0) - NOW);
    }
    expect(retries).toEqual([999, 1999, 3999, 7999]);
  });

  it('with nothing queued, the next try is the 60 s offline retry, not the backoff', () => {
    const { record } = applySyncResponse(recordWith([]), { uuid: 'cart-1', transactions: [] }, null, ctx());
    expect(record.health).toMatchObject({ retryAt: NOW + CART_OFFLINE_RETRY_MS, retryKind: 'offline' });
  });

  it('401 keeps the queue and says unauthenticated, without marking the cart offline', () => {
    const { record, result } = applySyncResponse(recordWith([a, b]), sentAB, { status: 401 }, ctx());
    expect(result).toBe('unauthenticated');
    expect(record.pending).toEqual([a, b]);
    expect(record.health).toMatchObject({ unauthenticated: true, syncError: false, erpNotAvailable: false });
  });
});

describe('rule 6: a 400 never blocks the queue', () => {
  const sent: SentBatch = { uuid: 'cart-1', transactions: [a, b, c] };

  it('drops the transactions named by the error fields into a notice and keeps the rest', () => {
    const response: SyncResponse = {
      status: 400,
      error: 'validation_failed',
      message: 'Requête invalide',
      fields: [
        { path: 'body.transactions.1.qty', message: 'trop grand' },
        { path: 'body.transactions.1.product_id', message: 'x' },
        { path: 'body.transactions.7.qty', message: 'not in the batch' },
      ],
    };
    const { record, result } = applySyncResponse(recordWith([a, b, c]), sent, response, ctx());
    expect(result).toBe('dropped');
    expect(record.pending).toEqual([a, c]);
    expect(record.notices).toEqual([
      { id: 'n-1', at: NOW, kind: 'invalid', transactions: [b], message: 'Requête invalide' },
    ]);
    expect(record.health.syncError).toBe(false);
  });

  it.each<[string, SyncResponse]>([
    ['no fields', { status: 400, error: 'invalid_json' }],
    ['fields that name no transaction', { status: 400, fields: [{ path: 'body.uuid', message: 'x' }] }],
  ])('with %s, moves the whole batch to a notice', (_, response) => {
    const { record } = applySyncResponse(recordWith([a, b, c, tx('d', 4)]), sent, response, ctx());
    expect(record.pending.map((t) => t.uuid)).toEqual(['d']);
    expect(record.notices[0]).toMatchObject({ kind: 'invalid', transactions: [a, b, c] });
  });

  it('a 400 on an empty batch is an ordinary sync error', () => {
    const { result, record } = applySyncResponse(
      recordWith([]),
      { uuid: null, transactions: [] },
      { status: 400 },
      ctx(),
    );
    expect(result).toBe('failed');
    expect(record.notices).toEqual([]);
  });
});
