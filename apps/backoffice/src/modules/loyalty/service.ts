import type { LoyaltyCard, LoyaltyCardItem, LoyaltyCards, YearEndRebateBody } from '@vetshop/contract';
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
  const rows = await repo.currentCards(db, customerId, today, 'rfa');
  return rows.find((r) => isLoyaltyCardValid(r, today)) ?? null;
}

type RuleRow = Awaited<ReturnType<typeof repo.rulesOfPrograms>>[number];

/** A card and its programme as the contract shows them, in the caller's language (rules by sequence). */
function cardView(
  card: repo.CardRow,
  program: repo.ProgramRow,
  rules: readonly RuleRow[],
  locale: Locale,
): Omit<LoyaltyCardItem, 'year_end_rebate'> {
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
      rules: rules
        .filter((r) => r.programId === program.id)
        .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
        .map((r) => ({
          id: r.id,
          name: r.name[locale],
          program_id: r.programId,
          sequence: r.sequence,
          color: r.color,
        })),
    },
  };
}

/** A year-end rebate programme's rebate now (nothing pending: outside a cart). */
async function rebateNow(ctx: AppContext, customerId: number, program: repo.ProgramRow) {
  const [tiers, acquired] = await Promise.all([
    repo.programTiers(ctx.db, program.id),
    repo.purchasesCents(ctx.db, customerId, program.timeFrameGte, program.timeFrameLte),
  ]);
  return rebateBody(tiers, acquired, 0);
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
  const [rules, rebate] = await Promise.all([
    repo.rulesOfPrograms(ctx.db, [program.id]),
    rebateNow(ctx, customerId, program),
  ]);
  return {
    ...cardView(card, program, rules, locale),
    year_end_rebate: rebate,
    computed_at: ctx.now().toISOString(),
  };
}

/**
 * GET loyalty/cards/current: every card of the customer valid today, whatever its programme's type (spec doc 1
 * §3 Loyalty; §5: a programme or card counts only within its dates), each with its programme and its rules by
 * sequence; a year-end rebate's card with its rebate computed now. An empty list when none is valid.
 */
export async function currentCards(
  ctx: AppContext,
  customerId: number,
  locale: Locale,
): Promise<LoyaltyCards> {
  const today = ctx.today();
  const valid = (await repo.currentCards(ctx.db, customerId, today)).filter((r) =>
    isLoyaltyCardValid(r, today),
  );
  const [rules, rebates] = await Promise.all([
    repo.rulesOfPrograms(
      ctx.db,
      valid.map((r) => r.program.id),
    ),
    Promise.all(
      valid.map((r) => (r.program.programType === 'rfa' ? rebateNow(ctx, customerId, r.program) : null)),
    ),
  ]);
  return {
    items: valid.map((r, i) => ({
      ...cardView(r.card, r.program, rules, locale),
      year_end_rebate: rebates[i] ?? null,
    })),
    computed_at: ctx.now().toISOString(),
  };
}

/** What the cart's `year_end_rebate` is computed from, apart from the cart itself: the valid card's tiers and purchases. */
export interface CartRebateBasis {
  tiers: RebateTier[];
  acquiredCents: Cents;
}

/**
 * The basis of the cart's `year_end_rebate` (null without a valid card today). `db` is the caller's executor
 * (the cart is built inside its transaction); the carts module keeps it per customer, day and sales version.
 */
export async function cartRebateBasis(
  ctx: AppContext,
  db: Executor,
  customerId: number,
): Promise<CartRebateBasis | null> {
  const found = await validCard(ctx, db, customerId);
  if (!found) return null;
  const { program } = found;
  const tiers = await repo.programTiers(db, program.id);
  const acquiredCents = await repo.purchasesCents(db, customerId, program.timeFrameGte, program.timeFrameLte);
  return { tiers, acquiredCents };
}

/** The cart's `year_end_rebate`: the card's rebate with the cart's goods excl. VAT as the pending order. */
export function cartRebate(basis: CartRebateBasis | null, pendingCents: Cents): YearEndRebateBody | null {
  return basis && rebateBody(basis.tiers, basis.acquiredCents, pendingCents);
}
