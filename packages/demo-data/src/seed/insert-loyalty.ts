import { loyaltyCards, loyaltyPrograms, loyaltyRebateTiers, loyaltyRules, type Executor } from '@vetshop/db';
import type { GenLoyaltyProgram } from '../generator/loyalty';

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
    if (rules.length > 0) await db.insert(loyaltyRules).values(rules.map((r) => ({ ...r, programId })));
    if (tiers.length > 0) await db.insert(loyaltyRebateTiers).values(tiers.map((t) => ({ ...t, programId })));
    const withCustomer = cards.flatMap(({ customerRef, ...c }) => {
      const customerId = customerIds.get(customerRef);
      return customerId === undefined ? [] : [{ ...c, programId, customerId }];
    });
    if (withCustomer.length > 0) await db.insert(loyaltyCards).values(withCustomer);
  }
}
