import { customers, users, veterinaryGroups, type Executor } from '@vetshop/db';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';

/**
 * Veterinary groups of the demo (spec doc 1 §3). The 'RFA' ones exist as in the ERP but buyers never see
 * them (domain `visibleVetGroups`); the demo vet belongs to two visible groups and one RFA group, so the
 * profile page shows the rule at work.
 */
export const DEMO_VET_GROUPS = [
  { name: 'Vet Efficiency', color: '#0C4E99', sequence: 10, isAlcyonnaire: false },
  { name: 'Alcyonnaire', color: '#6a1b9a', sequence: 20, isAlcyonnaire: true },
  { name: 'Equi Vet Group', color: '#2e7d32', sequence: 30, isAlcyonnaire: false },
  { name: 'RFA Vet Efficiency', color: '#b71c1c', sequence: 5, isAlcyonnaire: false },
] as const;

/** Which groups (by index in DEMO_VET_GROUPS) the n-th veterinary customer belongs to. */
function groupsOf(n: number, login: string | undefined): number[] {
  if (login === 'vet@demo.test') return [2, 0, 3];
  return n % 3 === 0 ? [0, 3] : n % 3 === 1 ? [1] : [];
}

export async function insertVetGroups(db: Executor): Promise<number> {
  const groups = await db
    .insert(veterinaryGroups)
    .values([...DEMO_VET_GROUPS])
    .returning();
  const vets = await db
    .select({ id: customers.id, login: users.login })
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .where(inArray(customers.role, ['veterinary']))
    .orderBy(asc(customers.id));
  // The groups' offers, from the catalogue's own data (no draw): Vet Efficiency (and its RFA twin, which buyers never
  // see) a quarter of the medicines and food, Alcyonnaire a fifth of the equipment, Equi Vet Group the horse products.
  const offers: [number, SQL][] = [
    [0, sql`(p.is_meds OR p.is_food) AND p.id % 4 = 0`],
    [1, sql`p.is_equipment AND p.id % 5 = 0`],
    [2, sql`'horse' = ANY(p.species)`],
    [3, sql`(p.is_meds OR p.is_food) AND p.id % 4 = 0`],
  ];
  for (const [index, condition] of offers)
    await db.execute(sql`INSERT INTO product_vet_groups (product_id, vet_group_id)
      SELECT p.id, ${groups[index]!.id}::int FROM products p WHERE p.active AND ${condition}`);
  let n = 0;
  for (const vet of vets) {
    const ids = groupsOf(n++, vet.login ?? undefined).map((i) => groups[i]!.id);
    if (ids.length > 0) await db.update(customers).set({ vetGroupIds: ids }).where(eq(customers.id, vet.id));
  }
  return groups.length;
}
