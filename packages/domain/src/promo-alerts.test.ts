import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  currentPromotions,
  endsWithinAlertWindow,
  promoAlertKey,
  type PromotionalRule,
} from './promo-alerts';

const rule = (over: Partial<PromotionalRule> & { id: number }): PromotionalRule => ({
  kind: 'supplier_promotion',
  veterinary: false,
  ratioMain: 3,
  ratioPromo: 1,
  dateStart: '2026-11-01',
  dateEnd: '2026-11-30',
  ...over,
});

describe('currentPromotions', () => {
  const day = { date: '2026-11-24', isVeterinary: false };

  it('keeps the promotions and specials valid on the day, soonest end first', () => {
    const got = currentPromotions(
      [
        rule({ id: 1, dateEnd: '2026-12-15' }),
        rule({ id: 2, kind: 'special', ratioMain: null, ratioPromo: null, dateEnd: '2026-11-27' }),
        rule({ id: 3, dateStart: '2026-12-01', dateEnd: '2026-12-31' }),
        rule({ id: 4, dateEnd: '2026-11-23' }),
      ],
      day,
    );
    expect(got).toEqual([
      { ruleId: 2, kind: 'special', ratioMain: null, ratioPromo: null, dateEnd: '2026-11-27' },
      { ruleId: 1, kind: 'supplier_promotion', ratioMain: 3, ratioPromo: 1, dateEnd: '2026-12-15' },
    ]);
  });

  it('puts a promotion without end last and ignores one without both ratios', () => {
    const got = currentPromotions(
      [rule({ id: 1, dateEnd: null }), rule({ id: 2 }), rule({ id: 3, ratioPromo: 0 })],
      day,
    );
    expect(got.map((p) => p.ruleId)).toEqual([2, 1]);
  });

  it('gives vets their veterinary promotion instead of the regular one, and never to others', () => {
    const rules = [rule({ id: 1 }), rule({ id: 2, veterinary: true, ratioMain: 2 })];
    expect(currentPromotions(rules, { ...day, isVeterinary: true }).map((p) => p.ruleId)).toEqual([2]);
    expect(currentPromotions(rules, day).map((p) => p.ruleId)).toEqual([1]);
  });

  it('keeps the regular promotion for a vet when no veterinary one is valid', () => {
    const rules = [rule({ id: 1 }), rule({ id: 2, veterinary: true, dateEnd: '2026-11-01' })];
    expect(currentPromotions(rules, { ...day, isVeterinary: true }).map((p) => p.ruleId)).toEqual([1]);
  });

  it('reads a day bound written with a time as that day', () => {
    const got = currentPromotions([rule({ id: 1, dateEnd: '2026-11-24 23:59:59' })], day);
    expect(got[0]?.dateEnd).toBe('2026-11-24');
  });
});

describe('endsWithinAlertWindow', () => {
  it.each([
    ['2026-11-24', true, 'ends today'],
    ['2026-11-27', true, 'ends in 3 days'],
    ['2026-12-01', true, 'ends on the last day of the window'],
    ['2026-12-02', false, 'ends the day after the window'],
    ['2026-12-24', false, 'ends in 30 days'],
    ['2026-11-23', false, 'ended yesterday'],
    [null, false, 'has no end'],
  ] as const)('%s → %s (%s)', (end, expected, _why) => {
    expect(endsWithinAlertWindow(end, '2026-11-24', 7)).toBe(expected);
  });
});

describe('addDaysIso', () => {
  it('crosses months, years and leap days', () => {
    expect(addDaysIso('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('promoAlertKey', () => {
  it('names the rule, its end and the user', () => {
    expect(promoAlertKey(12, '2026-11-27', 5)).toBe('promo-end:12:2026-11-27:5');
  });
});
