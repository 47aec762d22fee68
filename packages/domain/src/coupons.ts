import { percentOf, sumCents, type Bp, type Cents } from './money';

/**
 * Promotion codes (issue 22 §4, decision 040): what a code gives, when it may be used, and how its discount is
 * spread over the cart's VAT rates. Pure rules: the back office reads the code and its uses, then asks here.
 */

export const COUPON_KINDS = ['percent', 'amount', 'free_product'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Longest code a buyer may type (and staff may create). */
export const COUPON_CODE_MAX = 32;
/** What a code may contain once normalised: letters, digits, dash and underscore. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export interface CouponTerms {
  kind: CouponKind;
  /** percent: the discount in basis points (10 % = 1000). */
  percentBp: Bp | null;
  /** amount: the discount excl. VAT. */
  amountCents: Cents | null;
  /** free_product: the variant given, and how many. */
  freeVariantId: number | null;
  freeQty: number;
  /** Goods excl. VAT (before the code) the cart must reach. */
  minOrderCents: Cents;
  /** First and last day of use (ISO dates, inclusive); null = no bound. */
  startsOn: string | null;
  endsOn: string | null;
  /** Uses per customer (1 = once per customer); null = no limit. */
  perCustomerLimit: number | null;
  /** Uses in total, all customers; null = no limit. */
  totalLimit: number | null;
  usedCount: number;
  /** Staff ended the code: as expired from then on. */
  ended: boolean;
}

/** Why a code cannot be used on a cart: each has its own message. */
export type CouponRefusal =
  | 'coupon_unknown'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_min_order'
  | 'coupon_already_used'
  | 'coupon_used_up'
  | 'coupon_not_applicable';

/** A code as typed: spaces around it and letter case do not matter ("  spring10 " is SPRING10). */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export interface CouponUse {
  /** Today in the shop's time zone (ISO date). */
  today: string;
  /** The cart's goods excl. VAT, before the code. */
  goodsCents: Cents;
  /** Orders of this customer that already used the code. */
  customerUses: number;
  /** free_product: the variant given can be ordered (exists, sold, priced). */
  freeProductAvailable?: boolean;
}

/**
 * Why the code cannot be used now, or null when it can. In the order a buyer can act on: a code that is over is
 * said before a minimum they could still reach.
 */
export function couponRefusal(terms: CouponTerms, use: CouponUse): CouponRefusal | null {
  if (terms.ended || (terms.endsOn !== null && use.today > terms.endsOn)) return 'coupon_expired';
  if (terms.startsOn !== null && use.today < terms.startsOn) return 'coupon_not_started';
  if (terms.totalLimit !== null && terms.usedCount >= terms.totalLimit) return 'coupon_used_up';
  if (terms.perCustomerLimit !== null && use.customerUses >= terms.perCustomerLimit)
    return 'coupon_already_used';
  if (use.goodsCents <= 0) return 'coupon_not_applicable';
  if (terms.kind === 'free_product' && (terms.freeVariantId === null || !use.freeProductAvailable))
    return 'coupon_not_applicable';
  if (use.goodsCents < terms.minOrderCents) return 'coupon_min_order';
  return null;
}

export interface CouponGoodsLine {
  amountCents: Cents;
  vatRateBp: Bp;
}

/** The discount at one VAT rate: its amount excl. VAT (positive) and the VAT it takes off. */
export interface CouponShare {
  vatRateBp: Bp;
  cents: Cents;
  taxCents: Cents;
}

/**
 * The discount of a percent or amount code, excl. VAT, spread over the goods' VAT rates in proportion to the
 * goods at each rate (a discount lowers the taxable amount of what it applies to). Percent: rounded per rate,
 * half away from zero. Amount: never more than the goods (a cart never goes below zero); the cents are shared
 * out by largest remainder so the shares add up to the amount exactly. Rates in ascending order; none for a
 * free product (its line costs nothing).
 */
export function couponShares(terms: CouponTerms, lines: readonly CouponGoodsLine[]): CouponShare[] {
  const byRate = new Map<Bp, Cents>();
  for (const l of lines) byRate.set(l.vatRateBp, (byRate.get(l.vatRateBp) ?? 0) + l.amountCents);
  const rates = [...byRate.entries()].filter(([, cents]) => cents > 0).sort(([a], [b]) => a - b);
  const goods = sumCents(rates.map(([, cents]) => cents));
  if (goods <= 0) return [];
  let shares: [Bp, Cents][];
  if (terms.kind === 'percent' && terms.percentBp) {
    const bp = terms.percentBp;
    shares = rates.map(([rate, cents]) => [rate, percentOf(cents, bp)]);
  } else if (terms.kind === 'amount' && terms.amountCents) {
    const amount = Math.min(terms.amountCents, goods);
    const exact = rates.map(([rate, cents]) => ({ rate, share: (amount * cents) / goods }));
    const floors = exact.map((e) => Math.floor(e.share));
    let left = amount - sumCents(floors);
    const order = exact
      .map((e, i) => ({ i, rest: e.share - Math.floor(e.share) }))
      .sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (const { i } of order) {
      if (left <= 0) break;
      floors[i] = floors[i]! + 1;
      left--;
    }
    shares = exact.map((e, i) => [e.rate, floors[i]!]);
  } else return [];
  return shares
    .filter(([, cents]) => cents > 0)
    .map(([vatRateBp, cents]) => ({ vatRateBp, cents, taxCents: percentOf(cents, vatRateBp) }));
}
