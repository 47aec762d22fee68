import { deviceStorage } from '../../lib/device-storage';
import {
  infoKey,
  mergeProductInfo,
  parseProductInfo,
  PRODUCT_INFO_KEY,
  serializeProductInfo,
  type ProductInfo,
  type ProductInfoMap,
} from './product-info';

/** The device's product names and pictures for cart lines (see product-info.ts), observable. */
export interface ProductInfoStore {
  get(locale: string, productId: number): ProductInfo | null;
  merge(locale: string, entries: Iterable<[number, ProductInfo]>): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever an entry changes (a snapshot for useSyncExternalStore). */
  snapshot(): ProductInfoMap;
}

export function createProductInfoStore(): ProductInfoStore {
  const storage = deviceStorage();
  let map: ProductInfoMap = parseProductInfo(storage?.getItem(PRODUCT_INFO_KEY) ?? null);
  const listeners = new Set<() => void>();
  return {
    get: (locale, productId) => map[infoKey(locale, productId)] ?? null,
    merge(locale, entries) {
      const keyed = function* () {
        for (const [id, info] of entries) yield [infoKey(locale, id), info] as [string, ProductInfo];
      };
      const next = mergeProductInfo(map, keyed());
      if (next === map) return;
      map = next;
      try {
        storage?.setItem(PRODUCT_INFO_KEY, serializeProductInfo(map));
      } catch {
        // Storage full: the names stay in memory for this page.
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => map,
  };
}
