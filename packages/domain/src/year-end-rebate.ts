import type { Bp, Cents } from './money';
import { percentOf } from './money';

/**
 * One step of a year-end rebate programme (RFA): from `fromCents` of purchases excl. VAT in the programme's
 * time frame, the rebate is `rateBp` of all those purchases (not only of the part above the threshold: that is
 * how the provider's contracts read, and why a buyer just under a threshold wants to know it).
 */
export interface RebateTier {
  fromCents: Cents;
  rateBp: Bp;
}

export interface YearEndRebate {
  /** The order being prepared (the cart's goods excl. VAT), 0 outside the cart. */
  pendingOrderCents: Cents;
  /** Purchases excl. VAT already ordered in the time frame (cancelled orders excluded). */
  totalAcquiredCents: Cents;
  /** Purchases from which a rebate is earned (the lowest tier), null when the programme has no tier. */
  minCents: Cents | null;
  /** Purchases from which the highest rate applies (the highest tier). */
  maxCents: Cents | null;
  /** Rebate earned on the purchases so far. */
  accruedCents: Cents;
  /** Rebate once the pending order is placed too. */
  potentialCents: Cents;
  /** Rate reached by the purchases so far (0 below the lowest tier). */
  rateBp: Bp;
  /** The next tier above the purchases so far and what is missing to reach it; null at the top. */
  next: { fromCents: Cents; rateBp: Bp; missingCents: Cents } | null;
}

/** The tiers by threshold, ignoring a tier that does not raise the rate (a data entry slip). */
export function sortedTiers(tiers: readonly RebateTier[]): RebateTier[] {
  const sorted = [...tiers]
    .filter((t) => t.fromCents >= 0 && t.rateBp > 0)
    .sort((a, b) => a.fromCents - b.fromCents);
  const out: RebateTier[] = [];
  for (const tier of sorted) {
    const last = out.at(-1);
    if (last && last.fromCents === tier.fromCents)
      out[out.length - 1] = tier.rateBp > last.rateBp ? tier : last;
    else if (!last || tier.rateBp > last.rateBp) out.push(tier);
  }
  return out;
}

/** The rate earned by an amount of purchases: the highest tier it reaches, 0 below all. */
export function rebateRate(tiers: readonly RebateTier[], amountCents: Cents): Bp {
  let rate = 0;
  for (const tier of sortedTiers(tiers)) if (amountCents >= tier.fromCents) rate = tier.rateBp;
  return rate;
}

/**
 * Spec doc 1 §3 "Year-end rebate": what the buyer has earned this year and what the order being prepared
 * would add. Negative inputs (a credit larger than the purchases) count as 0.
 */
export function yearEndRebate(
  tiers: readonly RebateTier[],
  acquiredCents: Cents,
  pendingOrderCents: Cents = 0,
): YearEndRebate {
  const ordered = sortedTiers(tiers);
  const acquired = Math.max(0, acquiredCents);
  const pending = Math.max(0, pendingOrderCents);
  const rateBp = rebateRate(ordered, acquired);
  const withPending = acquired + pending;
  const next = ordered.find((t) => t.fromCents > acquired);
  return {
    pendingOrderCents: pending,
    totalAcquiredCents: acquired,
    minCents: ordered[0]?.fromCents ?? null,
    maxCents: ordered.at(-1)?.fromCents ?? null,
    accruedCents: percentOf(acquired, rateBp),
    potentialCents: percentOf(withPending, rebateRate(ordered, withPending)),
    rateBp,
    next: next
      ? { fromCents: next.fromCents, rateBp: next.rateBp, missingCents: next.fromCents - acquired }
      : null,
  };
}
