/** Rule 12: several tabs share one queue and one view, and a transaction is never sent twice. */
import type { CartSyncBody } from '@vetshop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartEngine } from './engine';
import { deferred, fakeBackOffice, sequence, settle } from './engine.fixtures';
import { memoryLock, memoryStorageHub } from './memory';
import type { CartEngine, CartTransport, SyncResponse } from './types';

const engines: CartEngine[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const engine of engines.splice(0)) engine.dispose();
  vi.useRealTimers();
});

/** Two tabs over one storage (events wired both ways), one lock, one back office. */
function twoTabs(
  options: {
    userKey?: string | null;
    transport?: CartTransport;
    eventDelayMs?: number;
    propagationDelayMs?: number;
  } = {},
) {
  const hub = memoryStorageHub({
    eventDelayMs: options.eventDelayMs,
    propagationDelayMs: options.propagationDelayMs,
  });
  const lock = memoryLock();
  const office = fakeBackOffice();
  const open = (name: string) => {
    const engine = createCartEngine({
      storage: hub.tab(),
      lock,
      transport: options.transport ?? office.transport,
      userKey: options.userKey === undefined ? 'u1' : options.userKey,
      newUuid: sequence(name),
      random: () => 0.5,
    });
    engines.push(engine);
    return engine;
  };
  return { hub, office, a: open('a'), b: open('b'), open };
}

const shown = (engine: CartEngine) => engine.getState().cart.lines.map((l) => [l.productId, l.qty]);

/** Every transaction uuid the back office received, with how many times. */
const sentCounts = (requests: CartSyncBody[]) => {
  const counts: Record<string, number> = {};
  for (const r of requests) for (const t of r.transactions) counts[t.uuid] = (counts[t.uuid] ?? 0) + 1;
  return counts;
};

describe('rule 12: several tabs', () => {
  it('two tabs adding the same product once each: two distinct transactions, each sent once; both show 2', async () => {
    const { a, b, office } = twoTabs();
    await settle();
    a.add(7);
    b.add(7); // same tick: both tabs want to sync at once
    await settle();
    expect(Object.fromEntries(office.received)).toEqual({ 'a-1': 1, 'b-1': 1 });
    expect(shown(a)).toEqual([[7, 2]]);
    expect(shown(b)).toEqual([[7, 2]]);
    expect(a.getState().hasPendingTransactions || b.getState().hasPendingTransactions).toBe(false);
  });

  it("a tab's change is visible in the other before any sync (guest queue)", async () => {
    const { a, b } = twoTabs({ userKey: null });
    const heard = vi.fn();
    b.subscribe(heard);
    a.add(3, 2);
    expect(shown(b)).toEqual([]); // the storage event is asynchronous, as in the browser
    await settle();
    expect(shown(b)).toEqual([[3, 2]]);
    expect(b.getState().cart.lines[0]?.pending).toBe(true);
    expect(heard).toHaveBeenCalled();
    b.setQuantity(b.getState().cart.lines[0]!, 5);
    await settle();
    expect(shown(a)).toEqual([[3, 5]]);
  });

  it('the tab that gets the lock next re-reads the queue: what the first tab sent is not sent again', async () => {
    const office = fakeBackOffice();
    const gate = deferred<void>();
    const sent: CartSyncBody[] = [];
    let held = false;
    const slow: CartTransport = {
      async sync(body) {
        sent.push(structuredClone(body));
        if (body.transactions.length > 0 && !held) {
          held = true;
          await gate.promise; // the first batch stays in flight until the test opens the gate
        }
        return office.transport.sync(body);
      },
    };
    // Storage events come late (as a browser task may): B gets the lock before it hears that a-1 was sent.
    const { a, b } = twoTabs({ transport: slow, eventDelayMs: 50 });
    await settle(100);

    a.add(1); // A sends a-1 and waits for the answer while holding the lock
    await settle(100);
    expect(b.getState().hasPendingTransactions).toBe(true); // B saw a-1 and queued a sync behind the lock
    b.add(2); // queued while A's request is in flight
    await settle(1000);
    expect(sent.filter((r) => r.transactions.length > 0)).toHaveLength(1);

    gate.resolve();
    await settle(100);
    expect(sentCounts(sent)).toEqual({ 'a-1': 1, 'b-1': 1 });
    expect(shown(a)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(shown(b)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('a queue built by many changes in both tabs is sent exactly once per transaction', async () => {
    const { a, b, office } = twoTabs();
    await settle();
    for (let i = 0; i < 5; i += 1) {
      a.add(1);
      b.add(2, 2);
      if (i % 2 === 0) await settle();
    }
    await settle();
    expect(Object.values(sentCounts(office.requests))).toEqual(Array(10).fill(1));
    expect(shown(a)).toEqual([
      [1, 5],
      [2, 10],
    ]);
    expect(shown(b)).toEqual(shown(a));
  });

  it('tabs share the backoff: while one waits to retry, the other does not hammer the back office', async () => {
    const { a, b, office } = twoTabs();
    await settle();
    office.down = true;
    a.add(1);
    await settle();
    expect(b.getState()).toMatchObject({ erpNotAvailable: true, offline: true }); // one view
    const failedAt = office.requests.length;
    b.add(2);
    await settle(499); // retry due 500 ms after the failure (random 0.5, n = 0)
    expect(office.requests).toHaveLength(failedAt);
    office.down = false;
    await settle(1);
    expect(office.requests).toHaveLength(failedAt + 1);
    expect(sentCounts(office.requests.slice(failedAt))).toEqual({ 'a-1': 1, 'b-1': 1 });
    expect(b.getState()).toMatchObject({ offline: false, hasPendingTransactions: false });
  });

  it('a 401 in one tab stops the others too', async () => {
    let unauthorized = false;
    const office = fakeBackOffice();
    const transport: CartTransport = {
      sync: (body): Promise<SyncResponse> =>
        unauthorized ? Promise.resolve({ status: 401 }) : office.transport.sync(body),
    };
    const { a, b } = twoTabs({ transport });
    await settle();
    unauthorized = true;
    a.add(1);
    await settle();
    const count = office.requests.length;
    expect(b.getState().unauthenticated).toBe(true);
    b.add(2);
    await settle(10 * 60_000);
    expect(office.requests).toHaveLength(count);
  });

  it('notices are shared: told in every tab, dismissed in one, gone in all', async () => {
    const { a, b, office } = twoTabs();
    await settle();
    office.unknownProducts.add(666);
    a.add(666);
    await settle();
    expect(b.getState().notices).toEqual([expect.objectContaining({ kind: 'rejected', productId: 666 })]);
    b.dismissNotice(b.getState().notices[0]!.id);
    await settle();
    expect(a.getState().notices).toEqual([]);
  });

  it('logout in one tab empties the view of the others', async () => {
    const { a, b } = twoTabs();
    await settle();
    a.add(4);
    await settle();
    expect(shown(b)).toEqual([[4, 1]]);
    a.logout();
    await settle();
    expect(shown(b)).toEqual([]);
    expect(b.getState().uuid).toBeNull();
  });

  it('a reload (new engine over the same storage) shows what the other tab queued', async () => {
    const { a, hub, office, open } = twoTabs();
    await settle();
    office.down = true;
    a.add(9, 3);
    await settle();
    const reloaded = open('c');
    expect(shown(reloaded)).toEqual([[9, 3]]);
    expect(hub.data.has('vetshop.cart.u1')).toBe(true);
  });
});

/**
 * Tabs in different browser processes: each reads its own copy of localStorage, and sees the other's writes
 * a little later. A queue rewritten by both would lose a change; the queue is one key per batch instead.
 */
describe('rule 12: tabs that see each other late', () => {
  const LAG = 50;
  const applied = (office: ReturnType<typeof fakeBackOffice>) =>
    office.requests.length === 0
      ? []
      : office.requests
          .flatMap((r) => r.transactions.map((t) => t.uuid))
          .filter((u, i, all) => all.indexOf(u) === i);

  it('two tabs add the same product in the same instant: both changes reach the back office; both show 2', async () => {
    const { a, b, office } = twoTabs({ propagationDelayMs: LAG });
    await settle();
    a.add(7);
    b.add(7);
    await settle(LAG * 10);
    expect(applied(office).sort()).toEqual(['a-1', 'b-1']);
    expect(shown(a)).toEqual([[7, 2]]);
    expect(shown(b)).toEqual([[7, 2]]);
    expect(a.getState().hasPendingTransactions || b.getState().hasPendingTransactions).toBe(false);
  });

  it('two tabs add while the back office is down: after it returns, both changes are sent, each once', async () => {
    const { a, b, office } = twoTabs({ propagationDelayMs: LAG });
    await settle(LAG * 2);
    office.down = true;
    a.add(7);
    b.add(7);
    await settle(LAG * 4); // both writes have reached both tabs, and both syncs failed
    expect(shown(a)).toEqual([[7, 2]]);
    expect(shown(b)).toEqual([[7, 2]]);
    office.down = false;
    await a.sync({ force: true });
    await settle(LAG * 10);
    expect(Object.fromEntries(office.received)).toEqual({ 'a-1': 1, 'b-1': 1 });
    expect(shown(a)).toEqual([[7, 2]]);
    expect(shown(b)).toEqual([[7, 2]]);
  });

  it('a change made while the other tab stores its sync result is kept and sent', async () => {
    const { a, b, office } = twoTabs({ propagationDelayMs: LAG });
    await settle(LAG * 2);
    a.add(1, 2);
    await settle(); // a has synced and stored the server cart; b does not see it yet
    b.add(2, 3);
    await settle(LAG * 10);
    expect(applied(office).sort()).toEqual(['a-1', 'b-1']);
    expect(shown(a)).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(shown(b)).toEqual(shown(a));
    // Every change reached the back office, and none was applied twice (it counts each uuid once).
    expect(office.transport.sync).toHaveBeenCalled();
    const last = await office.transport.sync({ uuid: a.getState().uuid, transactions: [] });
    expect('cart' in last && last.cart.lines.map((l) => [l.product_id, l.qty])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('a notice dismissed in a tab that has not seen the last sync yet brings nothing back twice', async () => {
    const { a, b, office } = twoTabs({ propagationDelayMs: LAG });
    office.unknownProducts.add(66);
    await settle(LAG * 2);
    a.add(66); // refused: a notice for both tabs
    await settle(LAG * 2);
    expect(b.getState().notices).toHaveLength(1);
    a.add(5, 4);
    await settle(); // a synced 5 × 4
    b.dismissNotice(b.getState().notices[0]!.id); // b rewrites the record from its older copy
    await settle(LAG * 10);
    expect(shown(a)).toEqual([[5, 4]]);
    expect(shown(b)).toEqual([[5, 4]]);
    expect(a.getState().hasPendingTransactions || b.getState().hasPendingTransactions).toBe(false);
  });
});
