import type { Executor } from '@vetshop/db';
import type { AppContext } from '../../context';
import * as repo from './repository';
import type { VariantFacts } from './repository';

/**
 * What a cart line shows of its product (names, url keys, SKU, VAT rate), kept in memory for a few minutes:
 * every sync answers with the whole cart, and re-reading the product texts of 1,000 lines each time cost
 * more than the change itself. Only the display uses it: whether a product may be ADDED is always checked
 * against the database (repo.variantFacts), so a product withdrawn from sale is refused at once.
 */
const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 50_000;
const caches = new WeakMap<object, Map<number, { at: number; facts: VariantFacts }>>();

/**
 * `known`: facts the caller has just read from the database in this request (a sync reads those of the products
 * it changes to plan the change): they are shown and kept as they are, not read a second time.
 */
export async function displayFacts(
  ctx: AppContext,
  db: Executor,
  variantIds: readonly number[],
  known: ReadonlyMap<number, VariantFacts> = new Map(),
): Promise<Map<number, VariantFacts>> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const now = Date.now();
  const out = new Map<number, VariantFacts>();
  const missing: number[] = [];
  if (known.size > 0 && cache.size + known.size > MAX_ENTRIES) cache.clear();
  for (const [id, facts] of known) cache.set(id, { at: now, facts });
  for (const id of new Set(variantIds)) {
    const fresh = known.get(id);
    if (fresh) {
      out.set(id, fresh);
      continue;
    }
    const hit = cache.get(id);
    if (hit && now - hit.at <= TTL_MS) out.set(id, hit.facts);
    else missing.push(id);
  }
  if (missing.length > 0) {
    if (cache.size + missing.length > MAX_ENTRIES) cache.clear();
    for (const facts of await repo.variantFacts(db, missing)) {
      cache.set(facts.id, { at: now, facts });
      out.set(facts.id, facts);
    }
  }
  return out;
}
