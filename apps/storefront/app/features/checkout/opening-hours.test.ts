import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './opening-hours';

const week = (from: number, to: number, opens: string, closes: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, opens, closes }));

describe('openingHoursLines', () => {
  it('groups the days with the same hours and leaves closed days out', () => {
    const hours = [...week(1, 5, '08:30', '18:00'), { day: 6, opens: '09:00', closes: '12:30' }];
    expect(openingHoursLines(hours, 'en')).toEqual(['Mon–Fri 08:30–18:00', 'Sat 09:00–12:30']);
    expect(openingHoursLines(hours, 'fr')).toEqual(['lun.–ven. 08:30–18:00', 'sam. 09:00–12:30']);
    expect(openingHoursLines(hours, 'nl')).toEqual(['ma–vr 08:30–18:00', 'za 09:00–12:30']);
  });

  it('joins two periods of a day, in order, and does not group across a closed day', () => {
    const hours = [
      { day: 3, opens: '13:00', closes: '17:00' },
      { day: 3, opens: '08:00', closes: '12:00' },
      { day: 1, opens: '08:00', closes: '12:00' },
      { day: 1, opens: '13:00', closes: '17:00' },
    ];
    expect(openingHoursLines(hours, 'en')).toEqual([
      'Mon 08:00–12:00, 13:00–17:00',
      'Wed 08:00–12:00, 13:00–17:00',
    ]);
  });

  it('says nothing for a point without hours', () => {
    expect(openingHoursLines([], 'fr')).toEqual([]);
  });
});
