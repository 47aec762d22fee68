import type { IsoDate } from './dates';

/**
 * Reorder reminders (issue 23 §2, decision 043): a buyer's own rhythm per product, from the days it was ordered
 * (every channel alike: web, phone, fax, mail). The interval is the median of the gaps between consecutive order
 * days, its spread the scaled median absolute deviation (MAD × 1.4826, the standard deviation's robust stand-in),
 * so one late or doubled order does not move the rhythm. A product is "due soon" from a few days before the next
 * expected day until it is so late that the buyer has plainly stopped; irregular products (a wide spread) never
 * are, so a buyer who orders by whim does not get a flood of reminders.
 */

/** Orders (distinct days) a product needs before it has a rhythm: two intervals at least. */
export const REORDER_MIN_ORDERS = 3;
/** Largest spread / interval ratio of a regular product (robust coefficient of variation). */
export const REORDER_MAX_SPREAD_RATIO = 0.5;
/** Due this many days before the expected day at least… */
export const REORDER_MIN_LEAD_DAYS = 3;
/** …or this share of the interval when larger (a weekly product is due 3 days ahead, a quarterly one 3 weeks). */
export const REORDER_LEAD_RATIO = 0.25;
/** Past the expected day by more than this many intervals, the product has lapsed: no longer reminded. */
export const REORDER_LAPSE_INTERVALS = 1;
/** Due products listed at most. */
export const REORDER_DUE_MAX = 10;

/** Scales the MAD to the standard deviation of a normal distribution. */
const MAD_SCALE = 1.4826;
const DAY_MS = 86_400_000;

/** One product's order history for one buyer. */
export interface ReorderHistory {
  productId: number;
  /** The days it was ordered on, any order; duplicates count once. */
  days: readonly IsoDate[];
  /** When the buyer last dismissed its reminder, if ever (a day). */
  dismissedOn?: IsoDate | null;
}

export interface ReorderRhythm {
  productId: number;
  /** Distinct order days. */
  orders: number;
  /** The usual interval: median gap between order days, in whole days. */
  intervalDays: number;
  /** Scaled MAD of the gaps, in days. */
  spreadDays: number;
  /** spreadDays / intervalDays ≤ REORDER_MAX_SPREAD_RATIO. */
  regular: boolean;
  lastOrdered: IsoDate;
  nextExpected: IsoDate;
}

export interface ReorderDue extends ReorderRhythm {
  /** Days from the last order to today. */
  daysSince: number;
}

const dayNumber = (d: IsoDate): number => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS);
const isoOf = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ascending = (a: number, b: number) => a - b;

/** The product's rhythm, or null when it was ordered on fewer than REORDER_MIN_ORDERS days. */
export function reorderRhythm(history: ReorderHistory): ReorderRhythm | null {
  const days = [...new Set(history.days.map(dayNumber))].sort(ascending);
  if (days.length < REORDER_MIN_ORDERS) return null;
  const gaps = days.slice(1).map((d, i) => d - days[i]!);
  const interval = median([...gaps].sort(ascending));
  const spread = MAD_SCALE * median(gaps.map((g) => Math.abs(g - interval)).sort(ascending));
  const intervalDays = Math.max(1, Math.round(interval));
  const last = days[days.length - 1]!;
  return {
    productId: history.productId,
    orders: days.length,
    intervalDays,
    spreadDays: Math.round(spread * 10) / 10,
    regular: spread / intervalDays <= REORDER_MAX_SPREAD_RATIO,
    lastOrdered: isoOf(last),
    nextExpected: isoOf(last + intervalDays),
  };
}

/** Days before the expected day a product becomes due. */
export const reorderLeadDays = (intervalDays: number): number =>
  Math.max(REORDER_MIN_LEAD_DAYS, Math.round(intervalDays * REORDER_LEAD_RATIO));

/** Whether a rhythm is due on `today`: regular, within its lead before the expected day, not lapsed. */
export function isReorderDue(rhythm: ReorderRhythm, today: IsoDate): boolean {
  if (!rhythm.regular) return false;
  const early = dayNumber(rhythm.nextExpected) - dayNumber(today);
  return (
    early <= reorderLeadDays(rhythm.intervalDays) && -early <= rhythm.intervalDays * REORDER_LAPSE_INTERVALS
  );
}

/**
 * The buyer's due products on `today`, closest to their expected day first (lateness measured in intervals, so a
 * weekly product three days late ranks after a monthly one three days late), then the more often ordered, then
 * by id; a product dismissed since its last order is left out. At most `limit`.
 */
export function dueReorders(
  histories: readonly ReorderHistory[],
  today: IsoDate,
  limit: number = REORDER_DUE_MAX,
): ReorderDue[] {
  const now = dayNumber(today);
  const due: { item: ReorderDue; distance: number }[] = [];
  for (const h of histories) {
    const rhythm = reorderRhythm(h);
    if (!rhythm || !isReorderDue(rhythm, today)) continue;
    const last = dayNumber(rhythm.lastOrdered);
    if (h.dismissedOn && dayNumber(h.dismissedOn) >= last) continue;
    const daysSince = now - last;
    due.push({
      item: { ...rhythm, daysSince },
      distance: Math.abs(daysSince - rhythm.intervalDays) / rhythm.intervalDays,
    });
  }
  return due
    .sort(
      (a, b) =>
        a.distance - b.distance || b.item.orders - a.item.orders || a.item.productId - b.item.productId,
    )
    .slice(0, limit)
    .map((d) => d.item);
}
