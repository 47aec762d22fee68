import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes a calendar day in each shop language, with the weekday when asked', () => {
    expect(formatDay('2026-11-27', 'fr')).toBe('27 novembre 2026');
    expect(formatDay('2026-11-27', 'nl')).toBe('27 november 2026');
    expect(formatDay('2026-11-27', 'en')).toBe('November 27, 2026');
    expect(formatDay('2026-11-27', 'fr', { weekday: true })).toBe('vendredi 27 novembre 2026');
  });

  it('reads the date part of a timestamp and never shifts to the day before', () => {
    expect(formatDay('2027-01-01T23:30:00+01:00', 'nl')).toBe('1 januari 2027');
  });
});
