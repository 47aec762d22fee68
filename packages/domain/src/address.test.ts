import { describe, expect, it } from 'vitest';
import {
  areCartAddressesValid,
  isAddressValid,
  isSameAddress,
  normalizeForSearch,
  type AddressLike,
} from './address';

const full: AddressLike = {
  id: 1,
  name: 'Clinique du Parc',
  street: 'Rue Haute 1',
  zip: '4000',
  city: 'Liège',
};

describe('isAddressValid', () => {
  it.each<[string, AddressLike | null | undefined, boolean]>([
    ['complete address', full, true],
    ['missing name', { ...full, name: null }, false],
    ['blank street', { ...full, street: '   ' }, false],
    ['empty zip', { ...full, zip: '' }, false],
    ['missing city', { ...full, city: undefined }, false],
    ['drop-off site without fields', { isDropoffSite: true }, true],
    ['drop-off flag false needs fields', { isDropoffSite: false, name: 'x' }, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, address, expected) => {
    expect(isAddressValid(address)).toBe(expected);
  });
});

describe('areCartAddressesValid', () => {
  it.each<[AddressLike | null, AddressLike | null, boolean]>([
    [full, full, true],
    [full, { isDropoffSite: true }, true],
    [full, null, false],
    [null, full, false],
    [{ ...full, city: ' ' }, full, false],
  ])('%j / %j → %s', (invoicing, delivery, expected) => {
    expect(areCartAddressesValid(invoicing, delivery)).toBe(expected);
  });
});

describe('isSameAddress', () => {
  it.each<[AddressLike | null | undefined, AddressLike | null | undefined, boolean]>([
    [{ id: 3 }, { id: 3, city: 'other' }, true],
    [{ id: 3 }, { id: 4 }, false],
    [{ id: null }, { id: null }, false],
    [{}, {}, false],
    [null, null, false],
    [{ id: 3 }, null, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(isSameAddress(a, b)).toBe(expected);
  });
});

describe('normalizeForSearch', () => {
  it.each([
    ['Liège', 'liege'],
    ['ÉCAUSSINNES', 'ecaussinnes'],
    ['Bruxelles-Ville Çà', 'bruxelles-ville ca'],
    ['Sint-Genesius-Rode', 'sint-genesius-rode'],
    ['Cœur Æ Straße', 'coeur ae strasse'],
    ['Ñandú Ü', 'nandu u'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes accented and plain queries match', () => {
    expect(
      normalizeForSearch('Rue de la Régence, Liège').includes(normalizeForSearch('REGENCE, liege')),
    ).toBe(true);
  });
});
