import { brands, categories, products, type Executor } from '@vetshop/db';
import { eq } from 'drizzle-orm';

/** The product's names (for a picture's initials), null when the code is unknown. */
export async function productNames(db: Executor, code: string) {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.code, code))
    .limit(1);
  return row ?? null;
}

/** What a product's notice or sheet shows, null when the code is unknown. */
export async function productDocumentFacts(db: Executor, code: string) {
  const [row] = await db
    .select({ name: products.name, activePrinciple: products.activePrinciple })
    .from(products)
    .where(eq(products.code, code))
    .limit(1);
  return row ?? null;
}

/** Whether a category or a brand with this code exists. */
export async function referenceCodeExists(
  db: Executor,
  kind: 'categories' | 'brands',
  code: string,
): Promise<boolean> {
  const table = kind === 'categories' ? categories : brands;
  const [row] = await db.select({ code: table.code }).from(table).where(eq(table.code, code)).limit(1);
  return row !== undefined;
}
