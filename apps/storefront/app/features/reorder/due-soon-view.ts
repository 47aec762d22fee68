import type { PriceView, ReorderDueItem } from '@vetshop/contract';
import { infoFromVariant, type ProductInfo } from '../cart';

/**
 * A due product as the "due soon" section renders it (issue 23 §2): its name, link, small picture, the buyer's
 * price, whether one click may add it, the cart line that click puts in the cart, and its rhythm.
 */
export interface DueSoonItemView {
  id: number;
  name: string;
  url_key: string;
  /** The 120 px picture, shown 64 px wide. */
  image: string | null;
  price: PriceView | null;
  /** Ordered straight from a list: neither made to order (the buyer ticks a box) nor on quotation. */
  direct: boolean;
  info: ProductInfo;
  intervalDays: number;
  daysSince: number;
  lastOrdered: string;
  nextExpected: string;
}

export function dueSoonItemView(item: ReorderDueItem): DueSoonItemView {
  const v = item.product;
  return {
    id: v.id,
    name: v.name,
    url_key: v.product.url_key,
    image: v.product.image?.small.src ?? null,
    price: v.price,
    direct: v.product.flags.order_mode === 'direct' && !v.product.flags.is_mto,
    info: infoFromVariant(v),
    intervalDays: item.interval_days,
    daysSince: item.days_since,
    lastOrdered: item.last_ordered,
    nextExpected: item.next_expected,
  };
}

export type RhythmUnit = 'day' | 'week' | 'month';

/**
 * How a buyer says an interval: in days under two weeks ("every 10 days"), in weeks under two months ("every 4
 * weeks" for 26 to 31 days), in months beyond ("every 3 months").
 */
export function rhythmWords(intervalDays: number): { unit: RhythmUnit; count: number } {
  if (intervalDays < 14) return { unit: 'day', count: Math.max(1, intervalDays) };
  if (intervalDays < 60) return { unit: 'week', count: Math.round(intervalDays / 7) };
  return { unit: 'month', count: Math.round(intervalDays / 30.4) };
}

/** The query flag the dismiss action sets on the page it returns to: the dismissed product, for its undo. */
export const DISMISSED_FLAG = 'reorder_dismissed';
