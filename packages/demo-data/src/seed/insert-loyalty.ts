import { loyaltyCards, loyaltyPrograms, loyaltyRebateTiers, loyaltyRules, type Executor } from '@vetshop/db';
import { sql, type SQL } from 'drizzle-orm';
import type { GenLoyaltyProgram, RuleProducts } from '../generator/loyalty';

/** Loyalty programmes with their rules, tiers and cards (the demo has a handful: one insert each). */
export async function insertLoyalty(
  db: Executor,
  programs: readonly GenLoyaltyProgram[],
  customerIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const { rules, tiers, cards, ...program } of programs) {
    const [row] = await db.insert(loyaltyPrograms).values(program).returning({ id: loyaltyPrograms.id });
    if (!row) throw new Error('loyalty programme not inserted');
    const programId = row.id;
    for (const { products, ...rule } of rules) {
      const [inserted] = await db
        .insert(loyaltyRules)
        .values({ ...rule, programId })
        .returning({ id: loyaltyRules.id });
      await db.execute(sql`INSERT INTO product_loyalty_rules (product_id, loyalty_rule_id)
        SELECT p.id, ${inserted!.id}::int FROM products p WHERE ${sql.join(ruleConditions(products), sql` AND `)}`);
    }
    if (tiers.length > 0) await db.insert(loyaltyRebateTiers).values(tiers.map((t) => ({ ...t, programId })));
    const withCustomer = cards.flatMap(({ customerRef, ...c }) => {
      const customerId = customerIds.get(customerRef);
      return customerId === undefined ? [] : [{ ...c, programId, customerId }];
    });
    if (withCustomer.length > 0) await db.insert(loyaltyCards).values(withCustomer);
  }
}

/** The catalogue's products a rule counts, as conditions on `products p` (from the catalogue's own data). */
function ruleConditions(products: RuleProducts): SQL[] {
  const conditions: SQL[] = [sql`p.active`];
  if (products.family === 'meds') conditions.push(sql`p.is_meds`);
  if (products.family === 'food') conditions.push(sql`p.is_food`);
  if (products.family === 'equipment') conditions.push(sql`p.is_equipment`);
  if (products.presentation) conditions.push(sql`p.attributes->>'presentation' = ${products.presentation}`);
  if (products.indication)
    conditions.push(
      sql`jsonb_exists(coalesce(p.attributes->'indication', '[]'::jsonb), ${products.indication})`,
    );
  if (products.foodRanges)
    conditions.push(sql`p.attributes->>'foodRange' = ANY(${`{${products.foodRanges.join(',')}}`}::text[])`);
  if (products.categoryCode)
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id AND c.code = ${products.categoryCode})`);
  return conditions;
}
