import { describe, expect, it } from 'vitest';
import { isIsoDate, isSameMonth, isValidOn, todayIso } from './dates';

describe('isValidOn', () => {
  it.each([
    [{ dateStart: '2024-03-01', dateEnd: '2024-03-31' }, '2024-03-01', true], // start inclusive
    [{ dateStart: '2024-03-01', dateEnd: '2024-03-31' }, '2024-03-31', true], // end inclusive
    [{ dateStart: '2024-03-01', dateEnd: '2024-03-31' }, '2024-02-29', false],
    [{ dateStart: '2024-03-01', dateEnd: '2024-03-31' }, '2024-04-01', false],
    [{ dateStart: null, dateEnd: '2024-03-31' }, '1999-01-01', true], // open start
    [{ dateStart: '2024-03-01', dateEnd: null }, '2099-12-31', true], // open end
    [{ dateStart: null, dateEnd: null }, '2024-06-15', true],
    [{ dateStart: '', dateEnd: '' }, '2024-06-15', true], // empty bound = open
    [{ dateStart: '2024-03-10 08:00:00', dateEnd: '2024-03-10 18:00:00' }, '2024-03-10', true], // ERP datetimes
    [{ dateStart: '2024-03-11', dateEnd: '2024-03-10' }, '2024-03-10', false], // inverted range never valid
  ])('%j on %s → %s', (range, day, expected) => {
    expect(isValidOn(range, day)).toBe(expected);
  });
});

describe('todayIso', () => {
  it.each([
    // 23:30 UTC in winter is already the next day in Brussels (UTC+1)
    ['2024-01-31T23:30:00Z', '2024-02-01'],
    ['2024-01-31T22:59:59Z', '2024-01-31'],
    // summer time (UTC+2)
    ['2024-06-30T22:00:00Z', '2024-07-01'],
    ['2024-06-30T21:59:59Z', '2024-06-30'],
    ['2023-12-31T23:00:00Z', '2024-01-01'],
  ])('%s in Brussels → %s', (instant, expected) => {
    expect(todayIso(new Date(instant))).toBe(expected);
  });

  it('honours another time zone', () => {
    expect(todayIso(new Date('2024-01-31T23:30:00Z'), 'UTC')).toBe('2024-01-31');
    expect(todayIso(new Date('2024-02-01T03:00:00Z'), 'America/New_York')).toBe('2024-01-31');
  });

  it('returns a valid ISO day for now', () => {
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe('isSameMonth', () => {
  it.each([
    ['2024-03-01', '2024-03-31', true],
    ['2024-03-31', '2024-04-01', false],
    ['2023-03-15', '2024-03-15', false],
    ['2024-03-15 10:00:00', '2024-03-01', true],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(isSameMonth(a, b)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00:00Z', false],
    [20240101, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
