import { describe, expect, it } from 'vitest';
import { filterAddresses, matchesAddressSearch } from './address-search';

const liege = { name: 'Clinique du Parc', street: 'Rue Féronstrée 12', zip: '4000', city: 'Liège' };
const gent = { name: 'Dierenkliniek Sint-Pieters', street: 'Kouter 3', zip: '9000', city: 'Gent' };

describe('matchesAddressSearch', () => {
  it.each<[string, boolean]>([
    ['liege', true],
    ['LIÈGE', true],
    ['Liège', true],
    ['feronstree', true],
    ['parc liege', true],
    ['4000', true],
    ['  ', true],
    ['gent', false],
    ['parc gent', false],
  ])('%j in the Liège clinic → %s', (query, expected) => {
    expect(matchesAddressSearch(liege, query)).toBe(expected);
  });

  it('ignores missing parts', () => {
    expect(matchesAddressSearch({ name: 'Dépôt', street: null, city: undefined }, 'depot')).toBe(true);
  });
});

describe('filterAddresses', () => {
  it('keeps the matching addresses in their order', () => {
    expect(filterAddresses([liege, gent], 'kliniek')).toEqual([gent]);
    expect(filterAddresses([liege, gent], '')).toEqual([liege, gent]);
  });
});
