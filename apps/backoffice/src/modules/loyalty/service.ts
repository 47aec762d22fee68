import type { LoyaltyCard, YearEndRebateBody } from '@vetshop/contract';
import {
  centsToEuros,
  isLoyaltyCardValid,
  sortedTiers,
  yearEndRebate,
  type Cents,
  type Locale,
  type RebateTier,
} from '@vetshop/domain';
import type { Executor } from '@vetshop/db';
import type { AppContext } from '../../context';
import * as repo from './repository';

function rebateBody(tiers: RebateTier[], acquired: Cents, pending: Cents): YearEndRebateBody {
  const r = yearEndRebate(tiers, acquired, pending);
  const euros = (c: Cents | null) => (c === null ? null : centsToEuros(c));
  return {
    pending_order_amount: centsToEuros(r.pendingOrderCents),
    total_acquired: centsToEuros(r.totalAcquiredCents),
    min: euros(r.minCents),
    max: euros(r.maxCents),
    accrued: centsToEuros(r.accruedCents),
    potential: centsToEuros(r.potentialCents),
    rate_bp: r.rateBp,
    next_tier: r.next
      ? {
          from: centsToEuros(r.next.fromCents),
          rate_bp: r.next.rateBp,
          missing: centsToEuros(r.next.missingCents),
        }
      : null,
    tiers: sortedTiers(tiers).map((t) => ({ from: centsToEuros(t.fromCents), rate_bp: t.rateBp })),
  };
}

/** The customer's year-end rebate card valid today, or null (spec doc 1 §5: valid only within its dates). */
async function validCard(ctx: AppContext, db: Executor, customerId: number) {
  const today = ctx.today();
  const rows = await repo.currentRebateCards(db, customerId, today);
  return rows.find((r) => isLoyaltyCardValid(r, today)) ?? null;
}

/**
 * GET loyalty/card/rfa/current: the valid card with its programme (rules by sequence) and its year-end rebate
 * computed now from the orders of the programme's time frame; null (204) when no card is valid today.
 */
export async function currentRebateCard(
  ctx: AppContext,
  customerId: number,
  locale: Locale,
): Promise<LoyaltyCard | null> {
  const found = await validCard(ctx, ctx.db, customerId);
  if (!found) return null;
  const { card, program } = found;
  const [rules, tiers, acquired] = await Promise.all([
    repo.programRules(ctx.db, program.id),
    repo.programTiers(ctx.db, program.id),
    repo.purchasesCents(ctx.db, customerId, program.timeFrameGte, program.timeFrameLte),
  ]);
  return {
    id: card.id,
    points: card.points,
    accrued_points: card.accruedPoints,
    max_points: card.maxPoints,
    max_accrued_points: card.maxAccruedPoints,
    date_from: card.dateFrom,
    date_to: card.dateTo,
    program: {
      id: program.id,
      name: program.name[locale],
      program_type: program.programType,
      date_from: program.dateFrom,
      date_to: program.dateTo,
      time_frame: { gte: program.timeFrameGte, lte: program.timeFrameLte },
      rules: rules.map((r) => ({
        id: r.id,
        name: r.name[locale],
        program_id: r.programId,
        sequence: r.sequence,
        color: r.color,
      })),
    },
    year_end_rebate: rebateBody(tiers, acquired, 0),
    computed_at: ctx.now().toISOString(),
  };
}

/**
 * The cart's `year_end_rebate`: the valid card's rebate with the cart's goods excl. VAT as the pending order;
 * null without a valid card. `db` is the caller's executor (the cart is built inside its transaction).
 */
export async function cartYearEndRebate(
  ctx: AppContext,
  db: Executor,
  customerId: number,
  pendingCents: Cents,
): Promise<YearEndRebateBody | null> {
  const found = await validCard(ctx, db, customerId);
  if (!found) return null;
  const { program } = found;
  const tiers = await repo.programTiers(db, program.id);
  const acquired = await repo.purchasesCents(db, customerId, program.timeFrameGte, program.timeFrameLte);
  return rebateBody(tiers, acquired, pendingCents);
}
