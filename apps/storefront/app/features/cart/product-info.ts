import type { CartLine, VariantLookup } from '@vetshop/contract';

/**
 * What the cart needs to show a line the back office has not priced yet (added offline, or still pending):
 * name, link, SKU and picture. Kept on the device per language so that a reload offline still names the
 * products of pending lines.
 */
export interface ProductInfo {
  name: string;
  urlKey: string | null;
  sku: string | null;
  image: { src: string; alt: string } | null;
}

export type ProductInfoMap = Record<string, ProductInfo>;

export const PRODUCT_INFO_KEY = 'vetshop.products';
/** Enough for a big cart and its history; the oldest entries go first. */
export const PRODUCT_INFO_MAX = 400;

export const infoKey = (locale: string, productId: number): string => `${locale}:${productId}`;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const stringOrNull = (x: unknown): string | null => (typeof x === 'string' ? x : null);

function toInfo(x: unknown): ProductInfo | null {
  if (!isObject(x) || typeof x.name !== 'string' || x.name === '') return null;
  const image = isObject(x.image) && typeof x.image.src === 'string' ? x.image : null;
  return {
    name: x.name,
    urlKey: stringOrNull(x.urlKey),
    sku: stringOrNull(x.sku),
    image: image ? { src: String(image.src), alt: typeof image.alt === 'string' ? image.alt : '' } : null,
  };
}

/** Never throws: anything unreadable is an empty map; one odd entry is dropped alone. */
export function parseProductInfo(raw: string | null): ProductInfoMap {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObject(data) || data.v !== 1 || !isObject(data.items)) return {};
  const out: ProductInfoMap = {};
  for (const [key, value] of Object.entries(data.items)) {
    const info = toInfo(value);
    if (info && /^[a-z]{2}:\d+$/.test(key)) out[key] = info;
  }
  return out;
}

export function serializeProductInfo(map: ProductInfoMap): string {
  return JSON.stringify({ v: 1, items: map });
}

/**
 * Adds or refreshes entries (the newest last, so that trimming drops the oldest). Returns the same object
 * when nothing changed, so that callers can skip a storage write.
 */
export function mergeProductInfo(
  map: ProductInfoMap,
  entries: Iterable<[string, ProductInfo]>,
  max = PRODUCT_INFO_MAX,
): ProductInfoMap {
  let next: ProductInfoMap | null = null;
  for (const [key, info] of entries) {
    const current = (next ?? map)[key];
    // An entry without a picture does not erase a known picture (cart lines carry none).
    const merged: ProductInfo = current ? { ...info, image: info.image ?? current.image } : info;
    if (current && JSON.stringify(current) === JSON.stringify(merged)) continue;
    next ??= { ...map };
    delete next[key];
    next[key] = merged;
  }
  if (!next) return map;
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) delete next[key];
  return next;
}

export function infoFromCartLine(line: CartLine): ProductInfo {
  return { name: line.name, urlKey: line.url_key, sku: line.sku, image: null };
}

export function infoFromVariant(v: VariantLookup): ProductInfo {
  const picture = v.product.image?.small ?? null;
  return {
    name: v.name,
    urlKey: v.product.url_key,
    sku: v.sku,
    image: picture ? { src: picture.src, alt: picture.alt } : null,
  };
}
