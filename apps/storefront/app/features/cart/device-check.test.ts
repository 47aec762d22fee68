import { createCartEngine, localStorageAdapter, type CartEngine, type StorageLike } from '@vetshop/cart';
import type { Cart, CartLine } from '@vetshop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_READING_ATTRIBUTE, deviceCheckScript, type PageCartStamp } from './device-check';

/** localStorage as the browser has it (what the engine writes and the inline script reads). */
function fakeLocalStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function line(productId: number, qty: number): CartLine {
  return {
    id: productId,
    product_id: productId,
    name: `P${productId}`,
    sku: `SKU-${productId}`,
    url_key: null,
    qty,
    options: null,
    unit_price: 10,
    net_price: 9,
    discount: 10,
    amount: { untaxed: 9 * qty, tax: 0, total: 9 * qty, discount_total: 0, total_without_discount: 10 * qty },
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

const UUID = '0b9f4b8e-5c1a-4f53-9d55-2f1f2c1f8a11';
const cart = (version: number, lines: CartLine[]): Cart =>
  ({ uuid: UUID, version, lines, count_lines: lines.length }) as unknown as Cart;

const engines: CartEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.dispose();
});

/** A real engine over `storage`: online it receives `server` from its sync; offline it only queues. */
async function engineOn(storage: StorageLike, userKey: string | null, online: boolean, server: Cart | null) {
  const engine = createCartEngine({
    storage: localStorageAdapter(storage, { addEventListener: () => {}, removeEventListener: () => {} }),
    transport: { sync: async () => (server ? { status: 200, cart: server } : { status: 204 }) },
    connectivity: { isOnline: () => online, subscribe: () => () => {} },
    userKey,
  });
  engines.push(engine);
  await engine.sync();
  return engine;
}

/** Runs the page's inline script over `storage`; returns the mark it left on the document, if any. */
function runScript(storage: StorageLike, stamp: PageCartStamp): string | null {
  const attributes = new Map<string, string>();
  const window = { localStorage: storage };
  const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
  new Function('window', 'document', deviceCheckScript(stamp))(window, document);
  return attributes.get(DEVICE_READING_ATTRIBUTE) ?? null;
}

describe('deviceCheckScript (the cart page before hydration)', () => {
  const page = (version: number): PageCartStamp => ({
    userKey: 'vet@demo.test',
    cart: { uuid: UUID, version },
  });

  it('leaves the page alone when the device knows nothing newer than it', async () => {
    const storage = fakeLocalStorage();
    expect(runScript(storage, page(3))).toBeNull();
    await engineOn(storage, 'vet@demo.test', true, cart(3, [line(1, 2)]));
    expect(storage.data.size).toBeGreaterThan(0);
    expect(runScript(storage, page(3))).toBeNull();
    expect(runScript(storage, page(4))).toBeNull();
  });

  it('marks the page while a change of this buyer waits on the device (a reload offline)', async () => {
    const storage = fakeLocalStorage();
    const engine = await engineOn(storage, 'vet@demo.test', true, cart(3, [line(1, 2)]));
    engine.dispose();
    const offline = await engineOn(storage, 'vet@demo.test', false, null);
    offline.setQuantity({ productId: 1, options: null }, 5);
    expect(offline.getState().pending).toHaveLength(1);
    expect(runScript(storage, page(3))).toBe('reading');
    // Another buyer's page on this device is not concerned.
    expect(runScript(storage, { userKey: 'pharma@demo.test', cart: null })).toBeNull();
  });

  it('marks the page for changes queued as a guest (they join the buyer’s cart at sign-in)', async () => {
    const storage = fakeLocalStorage();
    const guest = await engineOn(storage, null, false, null);
    guest.add(7, 1);
    expect(runScript(storage, page(3))).toBe('reading');
  });

  it('marks the page when the device holds a newer state of its cart (saved after the page was)', async () => {
    const storage = fakeLocalStorage();
    await engineOn(storage, 'vet@demo.test', true, cart(5, [line(1, 4)]));
    expect(runScript(storage, page(3))).toBe('reading');
    // A page without a cart, while the device has one with lines: the page will show the device's.
    expect(runScript(storage, { userKey: 'vet@demo.test', cart: null })).toBe('reading');
  });

  it('never fails the page: unreadable storage, or none', () => {
    const storage = fakeLocalStorage();
    storage.setItem('vetshop.cart.vet@demo.test', '{not json');
    expect(runScript(storage, page(3))).toBeNull();
    const throwing = {
      ...storage,
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as StorageLike;
    expect(runScript(throwing, page(3))).toBeNull();
  });

  it('cannot be closed early by what it embeds', () => {
    const script = deviceCheckScript({ userKey: '</script><script>alert(1)//', cart: null });
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<!--');
  });
});
