import { addDays } from '../dates';
import type { Rng } from '../random';
import type { GenOrder } from '../types';
import type { CustomerBundle } from './customers';
import { buildOrder, poolOf, type OrderEnv, type Sellable } from './orders';

/**
 * Order histories with a rhythm (issue 23 §2, decision 043), so reorder reminders and their measurement
 * (bench/reorder-reminders.ts) mean something: regular buyers reorder a few staples at steady intervals with some
 * noise (and now and then a missed order), irregular buyers order the same products again at random. Drawn from
 * their own random stream, after the rest of the history, so the other orders stay what they were.
 */

/** A product reordered every `every` days ± `jitter`, `orders` times, the last `lastAgo` days before today. */
export interface Staple {
  every: number;
  jitter: number;
  lastAgo: number;
  orders: number;
  /** Chance that an order of the series was skipped (the gap doubles). */
  skip?: number;
}

/**
 * clinic@demo.test's staples, each a different product: three due today (every 4 weeks last ordered 26 days
 * ago, every 2 weeks 12 days ago, every 6 weeks 38 days ago) and two not due (ordered recently for their rhythm),
 * besides one product ordered at random (irregular: never reminded).
 */
export const CLINIC_STAPLES: readonly Staple[] = [
  { every: 28, jitter: 2, lastAgo: 26, orders: 9 },
  { every: 14, jitter: 1, lastAgo: 12, orders: 12 },
  { every: 42, jitter: 3, lastAgo: 38, orders: 6 },
  { every: 56, jitter: 3, lastAgo: 20, orders: 5 },
  { every: 30, jitter: 2, lastAgo: 4, orders: 8 },
];
/** Days ago of clinic@demo.test's irregular product: gaps of 9, 95, 21 and 150 days. */
export const CLINIC_IRREGULAR_DAYS_AGO: readonly number[] = [290, 140, 119, 24, 15];

/** How long ago each order of a staple was, oldest first. */
export function stapleDaysAgo(rng: Rng, staple: Staple): number[] {
  const out = [staple.lastAgo];
  while (out.length < staple.orders) {
    const skipped = staple.skip !== undefined && rng.chance(staple.skip) ? 2 : 1;
    out.push(out[out.length - 1]! + staple.every * skipped + rng.int(-staple.jitter, staple.jitter));
  }
  return out.reverse();
}

/** A product and the days ago it was ordered. */
interface Series {
  sellable: Sellable;
  daysAgo: readonly number[];
}

/** The orders of `series` (those of one day together, with 0–2 other products each). */
function ordersOf(rng: Rng, env: OrderEnv, bundle: CustomerBundle, series: readonly Series[]): GenOrder[] {
  const byDay = new Map<number, Sellable[]>();
  for (const s of series)
    for (const ago of s.daysAgo) byDay.set(ago, [...(byDay.get(ago) ?? []), s.sellable]);
  const pool = poolOf(env, bundle);
  return [...byDay.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([ago, staples]) => {
      const queue = [...staples];
      return buildOrder(rng, env, bundle, addDays(env.today, -ago), {
        undelivered: false,
        cleanDelivered: true,
        pick: () => queue.shift() ?? rng.pick(pool),
        lineCount: staples.length + rng.int(0, 2),
      });
    });
}

/** clinic@demo.test's history: its staples and its irregular product, distinct products of its pool. */
export function clinicOrders(rng: Rng, env: OrderEnv, bundle: CustomerBundle): GenOrder[] {
  const products = rng.sample(poolOf(env, bundle), CLINIC_STAPLES.length + 1);
  const series: Series[] = CLINIC_STAPLES.map((staple, i) => ({
    sellable: products[i]!,
    daysAgo: stapleDaysAgo(rng, staple),
  }));
  series.push({ sellable: products[CLINIC_STAPLES.length]!, daysAgo: CLINIC_IRREGULAR_DAYS_AGO });
  return ordersOf(rng, env, bundle, series);
}

/** The usual intervals of regular buyers' staples, in days. */
const INTERVALS = [7, 14, 14, 21, 28, 28, 30, 42, 56, 60, 90] as const;
/** Gaps between an irregular buyer's orders of one product, in days. */
const IRREGULAR_GAPS = [2, 5, 12, 45, 120, 240] as const;
/** The span of the generated customers' history, as their other orders (dataset.ts). */
const SPAN_DAYS = 720;

/**
 * Rhythm orders of the generated customers: about 45 % regular buyers (2–5 staples each), 30 % irregular ones
 * (2–4 products ordered 3–6 times, in bursts and long pauses), the rest without.
 */
export function generatedRhythmOrders(
  rng: Rng,
  env: OrderEnv,
  bundles: readonly CustomerBundle[],
): GenOrder[] {
  const orders: GenOrder[] = [];
  for (const bundle of bundles) {
    const kind = rng.weighted({ regular: 45, irregular: 30, none: 25 });
    if (kind === 'none') continue;
    const pool = poolOf(env, bundle);
    const series: Series[] = [];
    if (kind === 'regular') {
      for (const sellable of rng.sample(pool, rng.int(2, 5))) {
        const every = rng.pick(INTERVALS);
        const staple: Staple = {
          every,
          jitter: Math.max(1, Math.round(every * rng.pick([0.05, 0.1, 0.15]))),
          lastAgo: rng.int(0, Math.round(every * 1.5)),
          orders: Math.max(3, Math.min(Math.floor(SPAN_DAYS / every), rng.int(4, 16))),
          skip: 0.08,
        };
        series.push({ sellable, daysAgo: stapleDaysAgo(rng, staple) });
      }
    } else {
      for (const sellable of rng.sample(pool, rng.int(2, 4))) {
        // Bursts and long pauses: each gap of a different length (no two within a factor of 2), so no steady
        // interval shows.
        const daysAgo = [rng.int(0, 60)];
        for (const gap of rng.sample(IRREGULAR_GAPS, rng.int(2, 5)))
          daysAgo.push(daysAgo[daysAgo.length - 1]! + gap + rng.int(0, Math.round(gap / 5)));
        series.push({ sellable, daysAgo: daysAgo.reverse() });
      }
    }
    orders.push(...ordersOf(rng, env, bundle, series));
  }
  return orders;
}
