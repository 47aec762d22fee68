import { isValidOn, type IsoDate } from './dates';

/**
 * Promotion-end alerts (issue 10 §3): which of a product's price rules are "a promotion or special" a buyer
 * has today, and when a subscriber is told that one ends. The kinds are the two the product page badges:
 * supplier promotions (free goods, "3+1") and specials. Discounts are prices, not promotions: they are not
 * alerted (the search's "promotions" filter makes the same split).
 */
export const PROMOTIONAL_RULE_KINDS = ['supplier_promotion', 'special'] as const;
export type PromotionalRuleKind = (typeof PROMOTIONAL_RULE_KINDS)[number];

/** One promotional `price_rules` row, already limited to the buyer's pricelist (or every pricelist). */
export interface PromotionalRule {
  id: number;
  kind: PromotionalRuleKind;
  /** A supplier promotion for vets only (it replaces the regular ones for a vet when one applies). */
  veterinary: boolean;
  ratioMain: number | null;
  ratioPromo: number | null;
  dateStart: IsoDate | null;
  dateEnd: IsoDate | null;
}

/** A promotion the buyer has today, as the alert list and the mail show it. */
export interface CurrentPromotion {
  ruleId: number;
  kind: PromotionalRuleKind;
  /** Free goods: `ratioMain` bought, `ratioPromo` free (null for a special). */
  ratioMain: number | null;
  ratioPromo: number | null;
  /** Its last day (inclusive); null = no announced end, never alerted. */
  dateEnd: IsoDate | null;
}

function isUsable(rule: PromotionalRule): boolean {
  return rule.kind === 'special' || ((rule.ratioMain ?? 0) > 0 && (rule.ratioPromo ?? 0) > 0);
}

/**
 * The promotions and specials valid on `date` for a buyer, soonest end first. As in the prices
 * (`resolvePrice`): a veterinary supplier promotion is for vets only and, when one applies, replaces the
 * regular ones; an unusable promotion (a ratio missing) is none.
 */
export function currentPromotions(
  rules: readonly PromotionalRule[],
  ctx: { date: IsoDate; isVeterinary: boolean },
): CurrentPromotion[] {
  const valid = rules.filter((r) => isUsable(r) && isValidOn(r, ctx.date));
  const vetPromotions = ctx.isVeterinary
    ? valid.filter((r) => r.kind === 'supplier_promotion' && r.veterinary)
    : [];
  const promotions =
    vetPromotions.length > 0
      ? vetPromotions
      : valid.filter((r) => r.kind === 'supplier_promotion' && !r.veterinary);
  const specials = valid.filter((r) => r.kind === 'special');
  return [...promotions, ...specials]
    .map((r) => ({
      ruleId: r.id,
      kind: r.kind,
      ratioMain: r.kind === 'special' ? null : r.ratioMain,
      ratioPromo: r.kind === 'special' ? null : r.ratioPromo,
      dateEnd: r.dateEnd ? r.dateEnd.slice(0, 10) : null,
    }))
    .sort(
      (a, b) => (a.dateEnd ?? '9999-12-31').localeCompare(b.dateEnd ?? '9999-12-31') || a.ruleId - b.ruleId,
    );
}

/** The calendar day `days` after `day` (negative: before). */
export function addDaysIso(day: IsoDate, days: number): IsoDate {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Whether a promotion ending on `dateEnd` is alerted `today`: its last day is today or within the next
 * `days` days (a promotion without end, or already over, is not).
 */
export function endsWithinAlertWindow(dateEnd: IsoDate | null, today: IsoDate, days: number): boolean {
  if (!dateEnd) return false;
  const end = dateEnd.slice(0, 10);
  return end >= today && end <= addDaysIso(today, Math.floor(days));
}

/**
 * The outbox's dedupe key of one alert: once per promotion (rule and its end: a promotion extended to a new
 * end is a new one) and subscriber, ever.
 */
export function promoAlertKey(ruleId: number, dateEnd: IsoDate, userId: number): string {
  return `promo-end:${ruleId}:${dateEnd.slice(0, 10)}:${userId}`;
}
