import type { Database } from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import type { SearchEngine } from '@vetshop/search';
import { allProductIds } from './repository';

/**
 * Re-prices the search index for a new day while the shop keeps serving: products are refreshed in
 * small batches, each its own short transaction, instead of one full rebuild that would hold the embedded
 * database (PGlite runs one transaction at a time) for a minute on a large catalogue.
 */
export async function rollingRefresh(
  db: Database,
  search: SearchEngine,
  today: IsoDate,
  batchSize = 250,
): Promise<{ products: number; ms: number }> {
  const started = Date.now();
  const ids = await allProductIds(db);
  for (let i = 0; i < ids.length; i += batchSize) {
    await search.refresh({ productIds: ids.slice(i, i + batchSize), today });
    // Let waiting requests through between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { products: ids.length, ms: Date.now() - started };
}
