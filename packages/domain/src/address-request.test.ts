import { describe, expect, it } from 'vitest';
import { isAddressValid } from './address';
import {
  ADDRESS_REQUEST_STATES,
  canMoveAddressRequest,
  mayRequestAddressDeletion,
  missingAddressFields,
} from './address-request';

describe('address request transitions', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'refused', true],
    ['pending', 'pending', false],
    ['approved', 'refused', false],
    ['refused', 'approved', false],
    ['approved', 'pending', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(canMoveAddressRequest(from, to)).toBe(expected);
  });

  it('a decided request is final', () => {
    for (const to of ADDRESS_REQUEST_STATES) {
      expect(canMoveAddressRequest('approved', to)).toBe(false);
      expect(canMoveAddressRequest('refused', to)).toBe(false);
    }
  });
});

describe('missingAddressFields', () => {
  const full = { name: 'Clinique', street: 'Rue Haute 1', zip: '4000', city: 'Liège' };
  it.each([
    [full, []],
    [{ ...full, name: '  ' }, ['name']],
    [{ ...full, street: null, city: '' }, ['street', 'city']],
    [{}, ['name', 'street', 'zip', 'city']],
    [{ isDropoffSite: true }, []],
  ])('%j → %j', (address, expected) => {
    expect(missingAddressFields(address)).toEqual(expected);
    expect(isAddressValid(address)).toBe(expected.length === 0);
  });
});

describe('mayRequestAddressDeletion', () => {
  it.each([
    [{ main: false }, true],
    [{ main: true }, false],
    [{ main: true, access: { delete: true } }, true],
    [{ main: false, access: { delete: false } }, false],
  ])('%j → %s', (address, expected) => {
    expect(mayRequestAddressDeletion(address)).toBe(expected);
  });
});
