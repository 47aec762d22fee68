import { describe, expect, it } from 'vitest';
import { isLoyaltyCardValid } from './loyalty';

const year = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };
const open = { dateFrom: null, dateTo: null };

describe('isLoyaltyCardValid', () => {
  it.each([
    ['the first day of the programme', year, open, '2026-01-01', true],
    ['its last day', year, open, '2026-12-31', true],
    ['the day before it starts', year, open, '2025-12-31', false],
    ['the day after it ends', year, open, '2027-01-01', false],
    ['an open-ended programme and card', open, open, '1999-05-05', true],
    [
      'a card that expired in a valid programme',
      year,
      { dateFrom: null, dateTo: '2026-03-31' },
      '2026-04-01',
      false,
    ],
    ['a card not started yet', year, { dateFrom: '2026-07-01', dateTo: null }, '2026-06-30', false],
    [
      'a valid card of an expired programme',
      { dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      open,
      '2026-02-01',
      false,
    ],
  ])('%s', (_, program, card, today, valid) => {
    expect(isLoyaltyCardValid({ program, card }, today)).toBe(valid);
  });
});
