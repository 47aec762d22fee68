import { describe, expect, it } from 'vitest';
import { appliedSort, codeCandidates } from './search-products';

describe('codeCandidates', () => {
  it('takes the query as a SKU, upper-cased', () => {
    expect(codeCandidates(' vs-000123-2 ')).toEqual(['VS-000123-2', 'vs-000123-2']);
    expect(codeCandidates('VS-000123-2')).toEqual(['VS-000123-2']);
  });

  it('adds the compact form of an EAN-13 or a CNK typed with separators', () => {
    expect(codeCandidates('5 412345 678908')).toEqual(['5412345678908']);
    expect(codeCandidates('123-4567')).toEqual(['123-4567', '1234567']);
    expect(codeCandidates('1234567')).toEqual(['1234567']);
  });

  it('ignores free text: words without digits, spaces, empty queries', () => {
    expect(codeCandidates('amoxicilline chien')).toEqual([]);
    expect(codeCandidates('amoxicilline')).toEqual([]);
    expect(codeCandidates('250 mg')).toEqual([]);
    expect(codeCandidates('')).toEqual([]);
  });
});

describe('appliedSort', () => {
  it('falls back to relevance for price sorts without a role', () => {
    expect(appliedSort('price_asc', false)).toBe('relevance');
    expect(appliedSort('price_desc', false)).toBe('relevance');
    expect(appliedSort('name_desc', false)).toBe('name_desc');
    expect(appliedSort('price_asc', true)).toBe('price_asc');
    expect(appliedSort('indicated_price_desc', false)).toBe('relevance');
    expect(appliedSort('indicated_price_desc', true)).toBe('indicated_price_desc');
  });
});
