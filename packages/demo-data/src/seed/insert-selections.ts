import { type Executor } from '@vetshop/db';
import { ROLES } from '@vetshop/domain';
import { sql } from 'drizzle-orm';

/**
 * The provider's selection for each role (spec doc 1 §2 "/selection"), from the catalogue's own data (no draw):
 * every twelfth product sold online, a different twelfth per role, veterinary-only products for the veterinary
 * role only, in the order of their ids.
 */
export async function insertSelections(db: Executor): Promise<void> {
  for (const [i, role] of ROLES.entries())
    await db.execute(sql`INSERT INTO product_selections (role, product_id, sequence)
      SELECT ${role}::text, p.id, (row_number() OVER (ORDER BY p.id))::int * 10 FROM products p
      WHERE p.active AND NOT p.not_sold_on_website AND p.id % 12 = ${i * 3}::int
        AND (${role}::text = 'veterinary' OR NOT p.veterinary_only)`);
}
