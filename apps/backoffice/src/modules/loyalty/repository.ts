import {
  loyaltyCards,
  loyaltyPrograms,
  loyaltyRebateTiers,
  loyaltyRules,
  queryRows,
  type Executor,
} from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';

export type CardRow = typeof loyaltyCards.$inferSelect;
export type ProgramRow = typeof loyaltyPrograms.$inferSelect;

/**
 * The customer's cards whose programme and card are valid on `today` (the service checks the dates again with the
 * domain rule): year-end rebates first, then points programmes; newest programme first within a type.
 * `programType` keeps one type.
 */
export function currentCards(
  db: Executor,
  customerId: number,
  today: IsoDate,
  programType?: ProgramRow['programType'],
) {
  return db
    .select({ card: loyaltyCards, program: loyaltyPrograms })
    .from(loyaltyCards)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyCards.programId))
    .where(
      and(
        eq(loyaltyCards.customerId, customerId),
        programType ? eq(loyaltyPrograms.programType, programType) : undefined,
        or(isNull(loyaltyPrograms.dateFrom), lte(loyaltyPrograms.dateFrom, today)),
        or(isNull(loyaltyPrograms.dateTo), gte(loyaltyPrograms.dateTo, today)),
        or(isNull(loyaltyCards.dateFrom), lte(loyaltyCards.dateFrom, today)),
        or(isNull(loyaltyCards.dateTo), gte(loyaltyCards.dateTo, today)),
      ),
    )
    .orderBy(
      sql`${loyaltyPrograms.programType} = 'rfa' DESC`,
      sql`${loyaltyPrograms.dateFrom} DESC NULLS LAST`,
      asc(loyaltyPrograms.id),
      asc(loyaltyCards.id),
    );
}

/** The rules of these programmes, by programme, sequence, id. */
export function rulesOfPrograms(db: Executor, programIds: readonly number[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(loyaltyRules)
    .where(inArray(loyaltyRules.programId, [...programIds]))
    .orderBy(asc(loyaltyRules.programId), asc(loyaltyRules.sequence), asc(loyaltyRules.id));
}

export function programTiers(db: Executor, programId: number) {
  return db
    .select({ fromCents: loyaltyRebateTiers.fromCents, rateBp: loyaltyRebateTiers.rateBp })
    .from(loyaltyRebateTiers)
    .where(eq(loyaltyRebateTiers.programId, programId));
}

/**
 * The customer's purchases excl. VAT in a time frame (the days of Brussels, bounds inclusive): product lines
 * after discounts and cancelled quantities, cancelled orders excluded — the base of the expenses chart too.
 */
export async function purchasesCents(db: Executor, customerId: number, gteDay: IsoDate, lteDay: IsoDate) {
  const [row] = await queryRows<{ cents: string | number | null }>(
    db,
    sql`
        SELECT sum(l.amount_untaxed_cents) AS cents
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        WHERE o.customer_id = ${customerId} AND o.state <> 'cancel' AND l.kind IN ('product', 'free_goods')
          AND (o.date_order AT TIME ZONE 'Europe/Brussels')::date BETWEEN ${gteDay}::date AND ${lteDay}::date`,
  );
  return Number(row?.cents ?? 0);
}
