import { describe, expect, it } from 'vitest';
import {
  countryName,
  euros,
  formatDate,
  formatDay,
  formatDiscount,
  lineDiscount,
  formatEuros,
  formatInteger,
  formatPercent,
  percent,
} from './format';

// Intl separates the amount and the sign with a no-break space (U+00A0 or U+202F): compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('catalogue formatting', () => {
  it('formats euros per locale, through cents', () => {
    expect(plain(formatEuros(13.05, 'fr'))).toBe('13,05 €');
    expect(plain(formatEuros(1890, 'nl'))).toMatch(/^€ 1\.890,00$/);
    expect(formatEuros(0.1 + 0.2, 'en')).toBe('€0.30');
  });

  it('formats percentages', () => {
    expect(plain(formatPercent(10, 'fr'))).toBe('10 %');
    expect(formatPercent(4.02, 'en')).toBe('4.02%');
    expect(plain(formatPercent(12.5, 'nl'))).toBe('12,5%');
  });

  it('shows a discount without useless decimals, keeping those the cents need', () => {
    expect(plain(formatDiscount(3.98, 'fr'))).toBe('4 %');
    expect(plain(formatDiscount(3.96, 'fr', { gross: 10.05, net: 9.65 }))).toBe('4 %');
    expect(plain(formatDiscount(3.98, 'fr', { gross: 100, net: 96.02 }))).toBe('3,98 %');
    expect(formatDiscount(12.5, 'en')).toBe('12.5%');
    expect(formatDiscount(12.5, 'en', { gross: 20, net: 17.5 })).toBe('12.5%');
    expect(plain(formatDiscount(10, 'nl', { gross: 8, net: 7.2 }))).toBe('10%');
  });

  it("shows a line's discount from its prices, or a dash when it has none", () => {
    expect(plain(lineDiscount({ discount: 3.96, unit_price: 10.05, net_price: 9.65 }, 'fr'))).toBe('4 %');
    expect(lineDiscount({ discount: 0, unit_price: 10.05, net_price: 10.05 }, 'en')).toBe('—');
  });

  it("names countries in the buyer's language, not by their code", () => {
    expect(countryName('BE', 'fr')).toBe('Belgique');
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('lu', 'en')).toBe('Luxembourg');
    expect(countryName('??', 'en')).toBe('??');
  });

  it('formats a calendar day without shifting it', () => {
    expect(formatDay('2026-12-23', 'fr')).toBe('23 décembre 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatDay('2026-03-05', 'nl')).toBe('5 maart 2026');
    expect(formatDay('soon', 'fr')).toBe('soon');
  });

  it('formats integers', () => {
    expect(plain(formatInteger(100000, 'fr'))).toBe('100 000');
    expect(formatInteger(100000, 'en')).toBe('100,000');
  });
});

describe('formatting', () => {
  it('formats euros through cents, in the buyer’s language', () => {
    expect(euros(12.5, 'en')).toBe('€12.50');
    expect(euros(0.1 + 0.2, 'en')).toBe('€0.30');
    expect(euros(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
  it('formats percentages and dates in the shop’s time zone', () => {
    expect(percent(12.5, 'en')).toBe('12.5%');
    expect(formatDate('2026-10-20T23:30:00.000Z', 'en')).toBe('Oct 21, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
