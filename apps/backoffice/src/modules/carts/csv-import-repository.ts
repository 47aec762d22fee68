import { anyOf, products, variants, type Executor } from '@vetshop/db';
import type { ImportVariant } from '@vetshop/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';

/** A variant's codes and what decides whether a buyer may order it (domain ImportVariant, flattened). */
export const IMPORT_VARIANT_COLUMNS = {
  id: variants.id,
  sku: variants.sku,
  cnkCode: variants.cnkCode,
  barcode: variants.barcode,
  variantActive: variants.active,
  productActive: products.active,
  notSoldOnWebsite: products.notSoldOnWebsite,
  veterinaryOnly: products.veterinaryOnly,
  orderMode: products.orderMode,
};

/**
 * The variants a CSV order import's codes may name, in one query: by SKU (compared upper case, as the domain
 * normalises it), by CNK code or by barcode. Inactive ones are returned too: the planner says "no longer sold".
 */
export async function variantsByCodes(
  db: Executor,
  codes: { skus: string[]; cnks: string[]; barcodes: string[] },
): Promise<ImportVariant[]> {
  const where: SQL[] = [];
  if (codes.skus.length > 0) where.push(anyOf(sql`upper(${variants.sku})`, codes.skus, 'text'));
  if (codes.cnks.length > 0) where.push(anyOf(variants.cnkCode, codes.cnks, 'text'));
  if (codes.barcodes.length > 0) where.push(anyOf(variants.barcode, codes.barcodes, 'text'));
  if (where.length === 0) return [];
  const rows = await db
    .select(IMPORT_VARIANT_COLUMNS)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(or(...where));
  return rows.map(({ id, sku, cnkCode, barcode, ...facts }) => ({ id, sku, cnkCode, barcode, facts }));
}
