import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  addViewedProduct,
  loadRecentSearches,
  loadViewedProducts,
  parseViewedProducts,
  rememberSearch,
  rememberViewedProduct,
  type ViewedProduct,
} from './recent';

const product = (id: number): ViewedProduct => ({ id, urlKey: `p-${id}`, name: `P ${id}`, image: null });

describe('recent searches', () => {
  it('puts the newest first, once (case-insensitive), at most 8', () => {
    let list: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) list = addRecentSearch(list, q);
    expect(list).toEqual(['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b']);
    expect(addRecentSearch(['Amoxi', 'otic'], '  amoxi ')).toEqual(['amoxi', 'otic']);
    expect(addRecentSearch(['x'], '   ')).toEqual(['x']);
  });
});

describe('recently viewed products', () => {
  it('keeps the last 10 distinct products', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 12; id++) list = addViewedProduct(list, product(id));
    list = addViewedProduct(list, product(5));
    expect(list.map((p) => p.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('ignores malformed stored entries', () => {
    expect(parseViewedProducts('nope')).toEqual([]);
    expect(parseViewedProducts([{ id: 'x' }, null, { id: 1, urlKey: 'a', name: 'A', image: 3 }])).toEqual([
      { id: 1, urlKey: 'a', name: 'A', image: null },
    ]);
  });
});

describe('storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const consent = (cookie: string) => vi.stubGlobal('document', { cookie });
  const memory = () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
    return store;
  };

  it('keeps nothing, and reads nothing, before the buyer accepts optional cookies or after a refusal', () => {
    for (const cookie of ['', 'vetshop_consent=necessary; vetshop_locale=fr', 'vetshop_consent=maybe']) {
      consent(cookie);
      const store = memory();
      rememberSearch('otic');
      rememberViewedProduct(product(3));
      expect(store.size, cookie).toBe(0);
      store.set('vetshop.recent-searches', '["kept before the banner"]');
      expect(loadRecentSearches(), cookie).toEqual([]);
    }
  });

  it('stores and reads back through localStorage', () => {
    consent('vetshop_locale=fr; vetshop_consent=all');
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
    rememberSearch('otic');
    rememberSearch('amoxi');
    rememberViewedProduct(product(3));
    expect(loadRecentSearches()).toEqual(['amoxi', 'otic']);
    expect(loadViewedProducts()).toEqual([product(3)]);
  });

  it('never throws when storage is unavailable or broken', () => {
    consent('vetshop_consent=all');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => rememberSearch('x')).not.toThrow();
    expect(loadRecentSearches()).toEqual([]);
    vi.stubGlobal('localStorage', { getItem: () => '{not json', setItem: () => undefined });
    expect(loadViewedProducts()).toEqual([]);
  });
});
