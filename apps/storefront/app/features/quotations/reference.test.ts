import { describe, expect, it } from 'vitest';
import { normalizeReference, referenceTaken } from './reference';

const known = [
  { id: 1, ref: 'Clinique Nord — mars' },
  { id: 2, ref: null },
  { id: 3, ref: 'PO-2026-14' },
];

describe('quotation reference uniqueness (checked on the client)', () => {
  it('finds a reference another quotation has, whatever the case and spacing', () => {
    expect(referenceTaken('PO-2026-14', known)).toBe(true);
    expect(referenceTaken('  po-2026-14 ', known)).toBe(true);
    expect(referenceTaken('clinique   nord — MARS', known)).toBe(true);
  });

  it('lets a new reference, an empty one, and a quotation its own reference through', () => {
    expect(referenceTaken('PO-2026-15', known)).toBe(false);
    expect(referenceTaken('   ', known)).toBe(false);
    expect(referenceTaken('PO-2026-14', known, 3)).toBe(false);
    expect(referenceTaken('po-2026-14', known, 1)).toBe(true);
  });

  it('normalises spacing and case only', () => {
    expect(normalizeReference('  A  b\tC ')).toBe('a b c');
  });
});
