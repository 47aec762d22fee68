import { anyOf, products, variants, type Executor } from '@vetshop/db';
import type { ImportVariant } from '@vetshop/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { IMPORT_VARIANT_COLUMNS } from './csv-import-repository';

/**
 * The variant a product picked by name on the quick-order pad stands for: its main variant, else its first by
 * sequence (the same every time), with what decides whether the buyer may order it. Inactive ones are returned
 * too: the planner then says the code is unknown, as for a typed code.
 */
export async function mainVariantsOf(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, ImportVariant>> {
  const found = new Map<number, ImportVariant>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ ...IMPORT_VARIANT_COLUMNS, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(anyOf(variants.productId, [...productIds], 'int'))
    .orderBy(desc(variants.active), desc(variants.main), asc(variants.sequence), asc(variants.id));
  for (const { productId, id, sku, cnkCode, barcode, ...facts } of rows)
    if (!found.has(productId)) found.set(productId, { id, sku, cnkCode, barcode, facts });
  return found;
}
