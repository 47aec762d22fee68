import { dueReorders, reorderRhythm, todayIso, type ReorderHistory } from '@vetshop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoDataset } from '../types';
import { buildDemoDataset } from './dataset';
import { CLINIC_STAPLES } from './rhythm-orders';

const TODAY = '2026-03-15';
let small: DemoDataset;
let medium: DemoDataset;

beforeAll(() => {
  small = buildDemoDataset({ size: 'small', seed: 7, today: TODAY });
  medium = buildDemoDataset({ size: 'medium', seed: 7, today: TODAY });
});

/** Each customer's order days per SKU (product lines), as the back office reads them. */
function histories(d: DemoDataset): Map<string, ReorderHistory[]> {
  const days = new Map<string, Map<string, IsoDays>>();
  for (const o of d.orders) {
    const mine = days.get(o.customerRef) ?? new Map<string, IsoDays>();
    days.set(o.customerRef, mine);
    for (const l of o.lines)
      if (l.kind === 'product' && l.sku)
        mine.set(l.sku, [...(mine.get(l.sku) ?? []), todayIso(o.dateOrder as Date)]);
  }
  const ids = new Map(d.variants.map((v, i) => [v.sku, i + 1]));
  return new Map(
    [...days].map(([ref, bySku]) => [
      ref,
      [...bySku].map(([sku, list]) => ({ productId: ids.get(sku)!, days: list })),
    ]),
  );
}
type IsoDays = string[];

describe('rhythm orders', () => {
  it('give clinic@demo.test its staples: three due today, the irregular product never', () => {
    const clinic = small.customers.find((c) => c.email === 'clinic@demo.test')!;
    const mine = histories(small).get(clinic.ref)!;
    const due = dueReorders(mine, TODAY);
    expect(due.map((d) => [d.daysSince, d.orders])).toEqual(
      expect.arrayContaining([
        [26, 9],
        [12, 12],
        [38, 6],
      ]),
    );
    expect(due).toHaveLength(3);
    const rhythms = mine.map(reorderRhythm).filter((r) => r !== null);
    expect(rhythms.filter((r) => r.regular)).toHaveLength(CLINIC_STAPLES.length);
    expect(rhythms.filter((r) => !r.regular)).toHaveLength(1);
  });

  it('give the demo size regular buyers (due products) and irregular ones (repeated, never regular)', () => {
    let regular = 0;
    let irregular = 0;
    for (const list of histories(medium).values()) {
      const rhythms = list.map(reorderRhythm).filter((r) => r !== null);
      if (rhythms.some((r) => r.regular)) regular += 1;
      else if (rhythms.length > 0) irregular += 1;
    }
    expect(regular).toBeGreaterThanOrEqual(15);
    expect(irregular).toBeGreaterThanOrEqual(8);
    expect(medium.orders.length).toBeGreaterThan(1000);
  });
});
