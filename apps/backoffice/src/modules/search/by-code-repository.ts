import { anyOf, products, variants, type Executor } from '@vetshop/db';
import type { ScanCodeCandidates } from '@vetshop/domain';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';

/**
 * The active variants a scanned code's candidates name, best first: a barcode match before a CNK one before a
 * SKU (a GTIN names one trade item; a CNK may be shared by a product's variants), then the main variant. Who may
 * see them is the search engine's to say (variantsByIds), not this query's.
 */
export async function variantIdsByCode(db: Executor, candidates: ScanCodeCandidates): Promise<number[]> {
  const matches: SQL[] = [];
  if (candidates.barcodes.length) matches.push(anyOf(variants.barcode, candidates.barcodes, 'text'));
  if (candidates.cnks.length) matches.push(anyOf(variants.cnkCode, candidates.cnks, 'text'));
  if (candidates.skus.length) matches.push(anyOf(sql`upper(${variants.sku})`, candidates.skus, 'text'));
  if (matches.length === 0) return [];
  const rank = sql`CASE WHEN ${
    candidates.barcodes.length ? anyOf(variants.barcode, candidates.barcodes, 'text') : sql`false`
  } THEN 0 WHEN ${candidates.cnks.length ? anyOf(variants.cnkCode, candidates.cnks, 'text') : sql`false`} THEN 1 ELSE 2 END`;
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.active, true), eq(products.active, true), or(...matches)))
    .orderBy(rank, desc(variants.main), asc(variants.sequence), asc(variants.id))
    .limit(20);
  return rows.map((r) => r.id);
}
