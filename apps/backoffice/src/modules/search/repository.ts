import { products, type Executor } from '@vetshop/db';
import { asc } from 'drizzle-orm';

/** Every product id, in order (the batches of a rolling refresh). */
export async function allProductIds(db: Executor): Promise<number[]> {
  return (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((r) => r.id);
}
