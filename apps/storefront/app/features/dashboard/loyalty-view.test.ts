import { describe, expect, it } from 'vitest';
import { cardValidity, pointsGauges, rulesBySequence, swatchColor } from './loyalty-view';

const program = (date_from: string | null, date_to: string | null) => ({
  id: 1,
  name: 'Club',
  program_type: 'points' as const,
  date_from,
  date_to,
  time_frame: { gte: '2026-01-01', lte: '2026-12-31' },
  rules: [],
});

describe('cardValidity', () => {
  it("keeps the programme's dates when the card has none of its own", () => {
    expect(
      cardValidity({ date_from: null, date_to: null, program: program('2026-01-01', '2026-12-31') }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('a card that starts later or ends earlier narrows the days it counts', () => {
    expect(
      cardValidity({
        date_from: '2026-03-01',
        date_to: '2026-06-30',
        program: program('2026-01-01', '2026-12-31'),
      }),
    ).toEqual({ from: '2026-03-01', to: '2026-06-30' });
    expect(
      cardValidity({ date_from: '2025-01-01', date_to: null, program: program('2026-01-01', null) }),
    ).toEqual({ from: '2026-01-01', to: null });
  });
});

describe('pointsGauges', () => {
  it('gives the points of the maximum, then the points earned of theirs', () => {
    expect(
      pointsGauges({ points: 340, max_points: 1000, accrued_points: 200, max_accrued_points: 600 }),
    ).toEqual([
      { kind: 'points', value: 340, max: 1000 },
      { kind: 'accrued', value: 200, max: 600 },
    ]);
  });

  it('leaves out a gauge without a maximum (a year-end rebate) and never overflows one', () => {
    expect(pointsGauges({ points: 0, max_points: 0, accrued_points: 0, max_accrued_points: 0 })).toEqual([]);
    expect(
      pointsGauges({ points: 1200, max_points: 1000, accrued_points: -3, max_accrued_points: 600 }),
    ).toEqual([
      { kind: 'points', value: 1000, max: 1000 },
      { kind: 'accrued', value: 0, max: 600 },
    ]);
  });
});

describe('rulesBySequence and swatchColor', () => {
  it('sorts by sequence, then id', () => {
    const rules = [
      { id: 3, sequence: 2 },
      { id: 2, sequence: 1 },
      { id: 1, sequence: 2 },
    ];
    expect(rulesBySequence(rules).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('draws only hexadecimal colours', () => {
    expect(swatchColor('#1d6fa5')).toBe('#1d6fa5');
    expect(swatchColor('url(javascript:alert(1))')).toBe('#767676');
  });
});
