import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { customers, documents, products, saleOrders, variants, type Executor } from '@vetshop/db';
import type { DocumentType } from '@vetshop/contract';

/** The list's filters: a type (null: all), an order (null: every document). */
export interface DocumentFilter {
  type: DocumentType | null;
  saleId: number | null;
}

function listFilter(customerId: number, filter: DocumentFilter): SQL {
  return and(
    eq(documents.customerId, customerId),
    filter.type ? eq(documents.type, filter.type) : undefined,
    filter.saleId ? eq(documents.saleOrderId, filter.saleId) : undefined,
  ) as SQL;
}

export async function countDocuments(db: Executor, customerId: number, filter: DocumentFilter) {
  const [row] = await db.select({ n: count() }).from(documents).where(listFilter(customerId, filter));
  return Number(row?.n ?? 0);
}

/** Newest first; documents of the same day in a stable order. */
export async function listDocuments(
  db: Executor,
  customerId: number,
  filter: DocumentFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({ document: documents, saleName: saleOrders.name })
    .from(documents)
    .leftJoin(saleOrders, eq(saleOrders.id, documents.saleOrderId))
    .where(listFilter(customerId, filter))
    .orderBy(desc(documents.documentDate), desc(documents.id))
    .limit(limit)
    .offset(offset);
}

/** Records that a document exists (its PDF is drawn on download). */
export async function insertDocument(db: Executor, row: typeof documents.$inferInsert) {
  await db.insert(documents).values(row);
}

/** The document if it is this customer's; another customer's document is simply not found. */
export async function findDocument(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** The order confirmation of an order (every order has one). */
export async function findOrderDocument(db: Executor, customerId: number, saleOrderId: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.saleOrderId, saleOrderId),
        eq(documents.customerId, customerId),
        eq(documents.type, 'order'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function customerFacts(db: Executor, customerId: number) {
  const [row] = await db
    .select({ name: customers.name, ref: customers.ref, vat: customers.vat, role: customers.role })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export async function cnkCodes(
  db: Executor,
  variantIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, cnk: variants.cnkCode })
    .from(variants)
    .where(inArray(variants.id, [...new Set(variantIds)]));
  return new Map(rows.map((r) => [r.id, r.cnk]));
}

/** The variants a buyer may order on the website: active, sold online, veterinary-only ones for vets only. */
function pricelistScope(veterinary: boolean): SQL {
  return and(
    eq(variants.active, true),
    eq(products.active, true),
    eq(products.notSoldOnWebsite, false),
    veterinary ? undefined : eq(products.veterinaryOnly, false),
  ) as SQL;
}

export async function countPricelistVariants(db: Executor, veterinary: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(pricelistScope(veterinary));
  return Number(row?.n ?? 0);
}

/**
 * One batch of the pricelist, by SKU after `afterSku` (keyset: each batch is an index range scan, never an
 * offset that reads every row before it).
 */
export async function pricelistBatch(
  db: Executor,
  veterinary: boolean,
  afterSku: string | null,
  limit: number,
) {
  return db
    .select({
      id: variants.id,
      sku: variants.sku,
      cnk: variants.cnkCode,
      productName: products.name,
      variantLabel: variants.variantLabel,
      taxRateBp: products.vatRateBp,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(pricelistScope(veterinary), afterSku === null ? undefined : gt(variants.sku, afterSku)))
    .orderBy(asc(variants.sku))
    .limit(limit);
}
