import { describe, expect, it } from 'vitest';
import { parseFormId, parseQuantity, parseQuotationFields } from './quotation-forms';

function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
}

describe('quotation form parsing', () => {
  it('trims the reference and keeps the note as typed', () => {
    expect(
      parseQuotationFields(form({ client_order_ref: '  PO   12 ', note: 'Livrer\r\nle matin' })),
    ).toEqual({
      ref: 'PO 12',
      note: 'Livrer\nle matin',
      problems: [],
    });
    expect(parseQuotationFields(new FormData())).toEqual({ ref: '', note: '', problems: [] });
  });

  it('says which field is too long, keeping what was typed', () => {
    const result = parseQuotationFields(form({ client_order_ref: 'x'.repeat(61), note: 'n'.repeat(2_001) }));
    expect(result.problems).toEqual(['reference_long', 'note_long']);
    expect(result.ref).toHaveLength(61);
  });

  it.each([
    ['3', { ok: true, quantity: 3 }],
    [' 03 ', { ok: true, quantity: 3 }],
    ['100000', { ok: true, quantity: 100_000 }],
    ['0', { ok: false, value: '0' }],
    ['2.5', { ok: false, value: '2.5' }],
    ['-1', { ok: false, value: '-1' }],
    ['100001', { ok: false, value: '100001' }],
    ['', { ok: false, value: '' }],
  ])('reads the quantity %j', (raw, expected) => {
    expect(parseQuantity(raw)).toEqual(expected);
  });

  it('gives a new line the spec’s default quantity of 1 when none is typed (doc 1 §9)', () => {
    expect(parseQuantity('', true)).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity(null, true)).toEqual({ ok: true, quantity: 1 });
  });

  it('reads ids sent by a form', () => {
    expect(parseFormId('42')).toBe(42);
    expect(parseFormId('0')).toBeNull();
    expect(parseFormId('4e2')).toBeNull();
    expect(parseFormId('99999999999')).toBeNull();
    expect(parseFormId(null)).toBeNull();
  });
});
