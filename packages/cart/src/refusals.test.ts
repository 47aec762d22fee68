/** Issue 8 §1: a change the back office refused stays on its line for the buyer to see, until it no longer holds. */
import type { CartSyncBody } from '@vetshop/contract';
import { MAX_LINE_QTY } from '@vetshop/domain';
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
  type LineSpec,
} from './engine.fixtures';
import { parseRecord } from './record';
import type { CartEngine, CartStorage, SyncResponse } from './types';
import { lineKey } from './view';

beforeEach(() => {
  vi.useFakeTimers();
});
const reloaded: CartEngine[] = [];
afterEach(() => {
  disposeEngines();
  for (const engine of reloaded.splice(0)) engine.dispose();
  vi.useRealTimers();
});

/**
 * The back office's answer to a batch: the cart `cart-1` holding `specs`, every transaction applied except
 * those `refuse` picks, which are reported in `sync.rejected` with `code` (message: "<code> message").
 */
function refusing(
  specs: LineSpec[],
  code: string,
  refuse: (t: CartSyncBody['transactions'][number]) => boolean,
): (body: CartSyncBody) => SyncResponse {
  return (body) =>
    ok(
      makeCart('cart-1', specs, {
        applied: body.transactions.filter((t) => !refuse(t)).map((t) => t.uuid),
        rejected: body.transactions.flatMap((t, index) =>
          refuse(t)
            ? [{ index, uuid: t.uuid, product_id: t.product_id, code, message: `${code} message` }]
            : [],
        ),
      }),
    );
}

const refusals = (engine: CartEngine) => engine.getState().refusals.map((r) => [r.productId, r.code, r.qty]);

/** Another page load on the same device: an engine whose start sync never answers. */
function reload(storage: CartStorage, userKey = 'u1'): CartEngine {
  const never = deferred<SyncResponse>();
  const engine = createCartEngine({
    storage,
    transport: scriptedTransport(() => never.promise).transport,
    userKey,
    random: () => 0.5,
  });
  reloaded.push(engine);
  return engine;
}

/** Line 1 (qty 5) in the cart; the buyer asked for one more than a line may hold, which was refused. */
async function refusedQuantity(more: Parameters<typeof setup>[0] = {}) {
  const context = setup({
    ...more,
    steps: [
      answer([[1, 5]]),
      refusing([[1, 5]], 'qty_too_large', (t) => t.product_id === 1),
      ...(more.steps ?? []),
    ],
  });
  await settle();
  context.engine.setQuantity({ productId: 1 }, MAX_LINE_QTY + 1);
  await settle();
  return context;
}

describe('a refused change is kept on the line it was for', () => {
  it('a refused add of a product the cart does not hold: its product, options, change, code and message', async () => {
    const { engine } = setup({
      steps: [answer([[1, 2]]), refusing([[1, 2]], 'product_unknown', (t) => t.product_id === 7)],
    });
    await settle();
    engine.add(7, 3, { size: 'L' });
    await settle();
    expect(engine.getState().refusals).toEqual([
      {
        key: lineKey(7, { size: 'L' }),
        productId: 7,
        options: { size: 'L' },
        uuid: 'tx-1',
        qty: 3,
        code: 'product_unknown',
        message: 'product_unknown message',
        at: expect.any(Number) as number,
      },
    ]);
    expect(engine.getState().cart.lines.map((l) => l.productId)).toEqual([1]); // not in the cart
  });

  it('a refused quantity change of a line in the cart, keyed like that line', async () => {
    const { engine } = await refusedQuantity();
    expect(refusals(engine)).toEqual([[1, 'qty_too_large', MAX_LINE_QTY + 1 - 5]]);
    expect(engine.getState().refusals[0]?.key).toBe(engine.getState().cart.lines[0]?.key);
    expect(engine.getState().cart.lines[0]).toMatchObject({ qty: 5, pending: false });
  });

  it('survives a reload: stored with the cart record', async () => {
    const { storage } = await refusedQuantity();
    expect(refusals(reload(storage))).toEqual([[1, 'qty_too_large', MAX_LINE_QTY + 1 - 5]]);
  });

  it('lines the next batch does not touch keep theirs; a newer refusal of the same line replaces the older', async () => {
    const { engine } = await refusedQuantity({
      steps: [
        refusing([[1, 5]], 'product_unknown', (t) => t.product_id === 7),
        refusing([[1, 5]], 'product_veterinary_only', (t) => t.product_id === 7),
      ],
    });
    engine.add(7);
    await settle();
    expect(refusals(engine)).toEqual([
      [1, 'qty_too_large', MAX_LINE_QTY - 4],
      [7, 'product_unknown', 1],
    ]);
    engine.add(7, 2);
    await settle();
    expect(refusals(engine)).toEqual([
      [1, 'qty_too_large', MAX_LINE_QTY - 4],
      [7, 'product_veterinary_only', 2],
    ]);
  });

  it('in one batch, the last change of a line decides: refused then accepted leaves none', async () => {
    const { engine } = setup({
      steps: [answer(), refusing([[7, 2]], 'product_unknown', (t) => t.uuid === 'tx-1')],
    });
    await settle();
    engine.add(7, 1);
    engine.add(7, 2);
    await settle();
    expect(engine.getState().refusals).toEqual([]);
  });
});

describe('a refusal goes when it no longer holds', () => {
  it('the buyer changes that line again: hidden at once, gone once the back office accepts the change', async () => {
    const { engine, storage } = await refusedQuantity({ steps: [answer([[1, 8]])] });
    engine.setQuantity({ productId: 1 }, 8);
    expect(engine.getState().refusals).toEqual([]);
    await settle();
    expect(engine.getState().refusals).toEqual([]);
    expect(refusals(reload(storage))).toEqual([]);
  });

  it('the buyer removes that line', async () => {
    const { engine, storage } = await refusedQuantity({ steps: [answer([])] });
    engine.remove({ productId: 1 });
    expect(engine.getState().refusals).toEqual([]);
    await settle();
    expect(refusals(reload(storage))).toEqual([]);
  });

  it('the buyer dismisses it (a "not added" row closed), also for the other pages of the device', async () => {
    const { engine, storage } = setup({
      steps: [answer([]), refusing([], 'product_unknown', () => true)],
    });
    await settle();
    engine.add(7);
    await settle();
    const [refusal] = engine.getState().refusals;
    engine.dismissRefusal(refusal!.key);
    expect(engine.getState().refusals).toEqual([]);
    expect(refusals(reload(storage))).toEqual([]);
  });

  it('a change pending for another line leaves it shown', async () => {
    const { engine } = await refusedQuantity({ steps: [{ status: 503 }] });
    engine.add(2);
    expect(refusals(engine)).toEqual([[1, 'qty_too_large', MAX_LINE_QTY - 4]]);
    await settle();
    expect(refusals(engine)).toEqual([[1, 'qty_too_large', MAX_LINE_QTY - 4]]);
  });
});

describe('refusals belong to one buyer', () => {
  it('gone at logout, and never shown to another user of the device', async () => {
    const { engine, storage } = await refusedQuantity({ steps: [answer([[3, 1]])] });
    expect(refusals(reload(storage, 'u2'))).toEqual([]);
    engine.logout();
    expect(engine.getState().refusals).toEqual([]);
    expect(refusals(reload(storage))).toEqual([]);
  });
});

describe('storage', () => {
  it('a record stored before refusals were kept reads with none; a malformed refusal is dropped alone', () => {
    const base = { v: 1, uuid: 'cart-1', pending: [], notices: [] };
    expect(parseRecord(JSON.stringify(base)).refusals).toEqual([]);
    const good = {
      key: '7|',
      productId: 7,
      options: null,
      uuid: 'tx-1',
      qty: 1,
      code: 'product_unknown',
      message: 'Inconnu',
      at: 1,
    };
    const record = parseRecord(JSON.stringify({ ...base, refusals: [good, { ...good, productId: 'x' }, 3] }));
    expect(record.refusals).toEqual([good]);
  });
});
