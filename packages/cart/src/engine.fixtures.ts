/** Test doubles for the engine's tests: server carts, a scripted transport, a fake back office. */
import type { Cart, CartLine, CartSyncBody, SyncReport } from '@vetshop/contract';
import { applyTransactions, type LineOptions } from '@vetshop/domain';
import { vi } from 'vitest';
import { createCartEngine } from './engine';
import { memoryStorage } from './memory';
import { createRecordStore, storageKey } from './record';
import type { CartEngine, CartLock, CartStorage, CartTransport, SyncResponse } from './types';

export type LineSpec = [productId: number, qty: number, options?: LineOptions];

export function cartLine(
  productId: number,
  qty: number,
  options: LineOptions = null,
  id = productId,
): CartLine {
  return {
    id,
    product_id: productId,
    name: `Product ${productId}`,
    sku: `SKU-${productId}`,
    url_key: null,
    qty,
    options,
    unit_price: 10,
    net_price: 9,
    discount: 10,
    amount: {
      untaxed: 9 * qty,
      tax: 0,
      total: 9 * qty,
      discount_total: qty,
      total_without_discount: 10 * qty,
    },
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

export function makeCart(uuid: string, lines: LineSpec[] = [], sync?: Partial<SyncReport>): Cart {
  const cartLines = lines.map(([productId, qty, options], i) =>
    cartLine(productId, qty, options ?? null, i + 1),
  );
  const total = cartLines.reduce((sum, l) => sum + l.qty, 0);
  const zero = { total: 0, untaxed: 0, tax: 0, discount_total: 0, total_without_discount: 0 };
  return {
    id: 1,
    uuid,
    name: 'C000001',
    date: '2026-11-23T09:12:00.000Z',
    state: 'open',
    version: 1,
    lines: cartLines,
    count_articles: total,
    count_lines: cartLines.length,
    amount: zero,
    amount_goods: 0,
    delivery: {
      address: null,
      selected_carrier: null,
      pickup: null,
      fees: { delivery: 0, low_order_fee: 0 },
      low_order_fee: { applies: false, amount: 0, threshold: 150, missing: 0 },
    },
    invoicing: { address: null },
    payment_mode: null,
    note: null,
    client_order_ref: null,
    suite_name: null,
    addresses_valid: true,
    can_order: true,
    coupon: null,
    year_end_rebate: null,
    ...(sync
      ? {
          sync: {
            applied: [],
            duplicates: [],
            rejected: [],
            not_deduplicated: [],
            previous_uuid: null,
            previous_order_name: null,
            ...sync,
          },
        }
      : {}),
  };
}

export const ok = (cart: Cart): SyncResponse => ({ status: 200, cart });

/** The back office's answer with the cart `cart-1` holding `specs`. */
export const answer = (specs: LineSpec[] = []): SyncResponse => ok(makeCart('cart-1', specs));

/** Deterministic ids: `tx-1`, `tx-2`… */
export function sequence(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
}

type Step = SyncResponse | Error | ((body: CartSyncBody) => SyncResponse | Promise<SyncResponse>);

/** A transport that answers from a script, one step per request, and records every request body. */
export function scriptedTransport(...steps: Step[]) {
  const script = [...steps];
  const requests: CartSyncBody[] = [];
  const transport: CartTransport = {
    sync: vi.fn(async (body: CartSyncBody) => {
      requests.push(structuredClone(body));
      const step = script.shift();
      if (step === undefined) throw new Error(`unscripted request #${requests.length}`);
      if (step instanceof Error) throw step;
      return typeof step === 'function' ? step(body) : step;
    }),
  };
  return { transport, requests, script, push: (...more: Step[]) => script.push(...more) };
}

/** A promise the test resolves by hand: a response that arrives when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface ServerLine {
  productId: number;
  qty: number;
  options: LineOptions;
}

/**
 * A small back office: applies each transaction uuid once (like decision 006), answers the cart with its
 * sync report, and counts how often each uuid was received. `down` makes it answer 503; transactions on
 * `unknownProducts` are rejected.
 */
export function fakeBackOffice(cartUuid = 'cart-1') {
  let lines: ServerLine[] = [];
  const seen = new Set<string>();
  const received = new Map<string, number>();
  const requests: CartSyncBody[] = [];
  const office = {
    down: false,
    unknownProducts: new Set<number>(),
    requests,
    received,
    transport: {
      sync: vi.fn(async (body: CartSyncBody): Promise<SyncResponse> => {
        requests.push(structuredClone(body));
        if (office.down) return { status: 503 };
        const applied: string[] = [];
        const duplicates: string[] = [];
        const rejected: SyncReport['rejected'] = [];
        const fresh = [];
        for (const [index, t] of body.transactions.entries()) {
          received.set(t.uuid, (received.get(t.uuid) ?? 0) + 1);
          if (seen.has(t.uuid)) duplicates.push(t.uuid);
          else if (office.unknownProducts.has(t.product_id)) {
            seen.add(t.uuid);
            rejected.push({
              index,
              uuid: t.uuid,
              product_id: t.product_id,
              code: 'product_unknown',
              message: 'Produit inconnu',
            });
          } else {
            seen.add(t.uuid);
            applied.push(t.uuid);
            fresh.push({ productId: t.product_id, qty: t.qty, options: t.options ?? null });
          }
        }
        lines = applyTransactions(lines, fresh, (tx) => ({
          productId: tx.productId,
          qty: tx.qty,
          options: tx.options ?? null,
        }));
        const specs = lines.map((l): LineSpec => [l.productId, l.qty, l.options]);
        return ok(makeCart(cartUuid, specs, { applied, duplicates, rejected }));
      }),
    } satisfies CartTransport,
  };
  return office;
}

/** Lets queued microtasks and due (fake) timers run. */
export async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

const engines: CartEngine[] = [];

/** Disposes the engines made by setupEngine (call in afterEach: no timers left running). */
export function disposeEngines(): void {
  for (const engine of engines.splice(0)) engine.dispose();
}

/** One engine (user `u1` unless told) over a scripted transport; uuids tx-1, tx-2…; random 0.5. */
export function setupEngine(
  options: {
    userKey?: string | null;
    steps?: Parameters<typeof scriptedTransport>;
    storage?: CartStorage;
    lock?: CartLock;
  } = {},
) {
  const script = scriptedTransport(...(options.steps ?? []));
  const storage = options.storage ?? memoryStorage();
  const engine = createCartEngine({
    storage,
    transport: script.transport,
    lock: options.lock,
    userKey: options.userKey === undefined ? 'u1' : options.userKey,
    newUuid: sequence('tx'),
    random: () => 0.5,
  });
  engines.push(engine);
  /** The record and its queue as any tab would read them from storage. */
  const stored = (userKey: string | null = 'u1') => createRecordStore(storage).read(storageKey(userKey));
  return { engine, storage, stored, ...script };
}

export const shownLines = (engine: CartEngine) =>
  engine.getState().cart.lines.map((l) => [l.productId, l.qty]);
