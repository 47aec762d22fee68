import type { Cart, ErrorCode, Locale } from '@vetshop/contract';
import { BackofficeError, BackofficeUnavailable, type BackofficeClient } from '../../lib/backoffice.server';
import { infoFromVariant, type ProductInfo } from './product-info';

/** The buyer's current cart (POST sync with no transaction), or null when they have none (204). */
export function currentCart(bo: BackofficeClient): Promise<Cart | null> {
  // The client sends it to the deployment's configured cart sync path.
  return bo.call('carts.sync', { body: { uuid: null, transactions: [] } });
}

export type Optional<T> =
  | { ok: true; value: T }
  | { ok: false; unavailable: boolean; status: number; code: ErrorCode | null; message: string | null };

/**
 * A back-office call whose failure only degrades the page (a section says so) instead of failing it.
 * Redirects (the session ended) and programming errors still propagate.
 */
export async function optional<T>(call: Promise<T>): Promise<Optional<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof BackofficeError)
      return {
        ok: false,
        unavailable: error instanceof BackofficeUnavailable,
        status: error.status,
        code: error.code,
        message: error.body?.message ?? null,
      };
    throw error;
  }
}

export const valueOr = <T, F>(result: Optional<T>, fallback: F): T | F =>
  result.ok ? result.value : fallback;

/** The back office looks up at most this many variants per request. */
const LOOKUP_MAX = 100;

/** Pictures and names of cart lines (search API, in the buyer's language), keyed by variant id. */
export async function lineProducts(
  bo: BackofficeClient,
  productIds: readonly number[],
  locale: Locale,
): Promise<Record<number, ProductInfo>> {
  const ids = [...new Set(productIds)];
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += LOOKUP_MAX) chunks.push(ids.slice(i, i + LOOKUP_MAX));
  // Pictures and links only: a chunk the back office cannot answer leaves its lines with their names.
  const results = await Promise.all(
    chunks.map((chunk) => optional(bo.call('catalogue.variantsByIds', { query: { ids: chunk, locale } }))),
  );
  const out: Record<number, ProductInfo> = {};
  for (const result of results)
    if (result.ok) for (const item of result.value.items) out[item.id] = infoFromVariant(item);
  return out;
}
