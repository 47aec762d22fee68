import { describe, expect, it } from 'vitest';
import {
  dueReorders,
  isReorderDue,
  reorderLeadDays,
  reorderRhythm,
  type ReorderHistory,
} from './reorder-rhythm';

/** Order days `gaps` apart, the last one `lastAgo` days before 2026-06-30. */
function history(productId: number, gaps: number[], lastAgo: number): ReorderHistory {
  const end = Date.parse('2026-06-30T00:00:00Z') - lastAgo * 86_400_000;
  const offsets = [0];
  for (const g of [...gaps].reverse()) offsets.push(offsets[offsets.length - 1]! + g);
  return {
    productId,
    days: offsets.reverse().map((o) => new Date(end - o * 86_400_000).toISOString().slice(0, 10)),
  };
}
const TODAY = '2026-06-30';

describe('reorderRhythm', () => {
  it('needs three distinct order days: two orders on one day count once', () => {
    expect(reorderRhythm({ productId: 1, days: ['2026-01-01', '2026-02-01'] })).toBeNull();
    expect(reorderRhythm({ productId: 1, days: ['2026-01-01', '2026-02-01', '2026-02-01'] })).toBeNull();
    expect(reorderRhythm({ productId: 1, days: ['2026-01-01', '2026-02-01', '2026-03-01'] })).not.toBeNull();
  });

  it('takes the median gap as the interval and the scaled MAD as the spread, in any order of days', () => {
    const r = reorderRhythm({
      productId: 7,
      days: ['2026-03-26', '2026-01-01', '2026-01-29', '2026-02-26'],
    });
    // gaps 28, 28, 28
    expect(r).toEqual({
      productId: 7,
      orders: 4,
      intervalDays: 28,
      spreadDays: 0,
      regular: true,
      lastOrdered: '2026-03-26',
      nextExpected: '2026-04-23',
    });
  });

  it('is robust: one very late order does not move the interval nor make the product irregular', () => {
    const r = reorderRhythm(history(1, [28, 30, 26, 90, 28], 0))!;
    // The mean gap would be 40 days.
    expect(r.intervalDays).toBe(28);
    expect(r.regular).toBe(true);
  });

  it('calls a product with scattered gaps irregular', () => {
    const r = reorderRhythm(history(1, [10, 90, 35, 150], 0))!;
    expect(r.regular).toBe(false);
  });
});

describe('isReorderDue', () => {
  const rhythm = (lastAgo: number, gaps = [28, 28, 28]) => reorderRhythm(history(1, gaps, lastAgo))!;

  it('is due from the lead before the expected day until one interval after it', () => {
    expect(reorderLeadDays(28)).toBe(7);
    expect(reorderLeadDays(7)).toBe(3);
    expect(isReorderDue(rhythm(20), TODAY)).toBe(false);
    expect(isReorderDue(rhythm(21), TODAY)).toBe(true);
    expect(isReorderDue(rhythm(26), TODAY)).toBe(true);
    expect(isReorderDue(rhythm(56), TODAY)).toBe(true);
    expect(isReorderDue(rhythm(57), TODAY)).toBe(false);
  });

  it('never reminds an irregular product', () => {
    expect(isReorderDue(rhythm(40, [10, 90, 35, 150]), TODAY)).toBe(false);
  });
});

describe('dueReorders', () => {
  it('lists due products closest to their expected day first (in intervals), then the most ordered', () => {
    const due = dueReorders(
      [
        history(1, [28, 28], 26), // 2 days early of 28
        history(2, [7, 7, 7], 7), // on time
        history(3, [28, 28, 28, 28], 30), // 2 days late of 28, more orders than 1
        history(4, [28, 28], 10), // not due yet
        history(5, [5, 80, 200], 60), // irregular
      ],
      TODAY,
    );
    expect(due.map((d) => d.productId)).toEqual([2, 3, 1]);
    expect(due[2]).toMatchObject({ intervalDays: 28, daysSince: 26, nextExpected: '2026-07-02' });
  });

  it('leaves out a product dismissed since its last order, brings it back once ordered again', () => {
    const h = history(1, [28, 28], 26);
    expect(dueReorders([{ ...h, dismissedOn: '2026-06-20' }], TODAY)).toEqual([]);
    expect(dueReorders([{ ...h, dismissedOn: h.days[h.days.length - 1]! }], TODAY)).toEqual([]);
    expect(dueReorders([{ ...h, dismissedOn: '2026-05-01' }], TODAY)).toHaveLength(1);
  });

  it('keeps at most `limit` products', () => {
    const many = Array.from({ length: 15 }, (_, i) => history(i + 1, [14, 14], 14));
    expect(dueReorders(many, TODAY)).toHaveLength(10);
    expect(dueReorders(many, TODAY, 3).map((d) => d.productId)).toEqual([1, 2, 3]);
  });
});
