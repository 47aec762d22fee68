import { describe, expect, it } from 'vitest';
import { decimalText, parseDay, parseDecimal, parsePricesForm, typedValues } from './prices-form';

function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
}

describe('the staff price form', () => {
  it.each([
    ['12,50', 12.5],
    [' 12.5 ', 12.5],
    ['1 250,00', 1250],
    ['0', 0],
    ['12,505', null],
    ['-3', null],
    ['abc', null],
    ['', null],
  ])('reads the amount %j', (raw, expected) => {
    expect(parseDecimal(raw)).toBe(expected);
  });

  it('reads calendar days only', () => {
    expect(parseDay('2026-12-31')).toBe('2026-12-31');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('31/12/2026')).toBeNull();
  });

  it('gives every line its price and discount (empty discount: none) and the validity date', () => {
    expect(
      parsePricesForm(
        form({
          'price-1': '12,50',
          'discount-1': '',
          'price-2': '8',
          'discount-2': '12,5',
          validity_date: '2026-12-31',
        }),
        [1, 2],
      ),
    ).toEqual({
      ok: true,
      body: {
        lines: [
          { line_id: 1, unit_price: 12.5, discount: 0 },
          { line_id: 2, unit_price: 8, discount: 12.5 },
        ],
        validity_date: '2026-12-31',
      },
    });
    expect(parsePricesForm(form({ 'price-1': '1' }), [1])).toEqual({
      ok: true,
      body: { lines: [{ line_id: 1, unit_price: 1, discount: 0 }], validity_date: null },
    });
  });

  it('says which field of which line is wrong, and keeps what was typed', () => {
    const typed = form({ 'price-1': '', 'discount-1': '120', 'price-2': '3', validity_date: '2026-13-01' });
    expect(parsePricesForm(typed, [1, 2])).toEqual({
      ok: false,
      problems: { 1: ['price', 'discount'] },
      validity: true,
    });
    expect(typedValues(typed, [1, 2])).toEqual({
      validity_date: '2026-13-01',
      'price-1': '',
      'discount-1': '120',
      'price-2': '3',
      'discount-2': '',
    });
  });
});

describe('the prefilled amounts', () => {
  it('are written the way the page’s language reads them, and read back the same', () => {
    expect(decimalText(113.15, 'fr')).toBe('113,15');
    expect(decimalText(10.5, 'nl')).toBe('10,5');
    expect(decimalText(1890, 'en')).toBe('1890');
    expect(parseDecimal(decimalText(113.15, 'fr'))).toBe(113.15);
  });
});
