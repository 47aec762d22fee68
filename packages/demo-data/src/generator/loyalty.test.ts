import { isLoyaltyCardValid } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { customerRef } from '../codes';
import { buildLoyalty } from './loyalty';

const today = '2026-05-20';
const validFor = (ref: string) =>
  buildLoyalty(today)
    .filter((p) =>
      p.cards.some((c) => c.customerRef === ref && isLoyaltyCardValid({ program: p, card: c }, today)),
    )
    .map((p) => p.name.en);

describe('demo loyalty', () => {
  it("gives the vet and the pharmacist a year-end rebate card valid today; the student's and last year's are expired", () => {
    const valid = buildLoyalty(today)
      .filter((p) => p.programType === 'rfa')
      .flatMap((p) =>
        p.cards.filter((c) => isLoyaltyCardValid({ program: p, card: c }, today)).map((c) => c.customerRef),
      );
    expect(valid.sort()).toEqual([customerRef(1), customerRef(2)]);
  });

  it('the vet holds three programmes today (rebate, nutrition club, dental campaign), not the one still to come', () => {
    expect(validFor(customerRef(1))).toEqual([
      'Year-end rebate 2026',
      'Nutrition Club',
      'Dental Health Campaign',
    ]);
    expect(validFor(customerRef(2))).toEqual(['Year-end rebate 2026', 'Nutrition Club']);
    expect(validFor(customerRef(3))).toEqual([]);
  });

  it('names every programme and rule in fr, nl and en, and keeps points within their maximum', () => {
    for (const p of buildLoyalty(today)) {
      for (const name of [p.name, ...p.rules.map((r) => r.name)])
        expect(Object.values(name).every((text) => text.trim().length > 0)).toBe(true);
      for (const c of p.cards) {
        expect(c.points).toBeLessThanOrEqual(c.maxPoints);
        expect(c.accruedPoints).toBeLessThanOrEqual(c.maxAccruedPoints);
      }
    }
  });
});
