import { describe, expect, it } from 'vitest';
import { checkBelgianVat, formatBelgianVat, isValidBelgianVat, normalizeBelgianVat } from './belgian-vat';

describe('normalizeBelgianVat', () => {
  it.each([
    ['BE0202.239.951', '0202239951'],
    ['BE 0202 239 951', '0202239951'],
    ['be0202-239-951', '0202239951'],
    ['0202239951', '0202239951'],
    ['  0417.497.106 ', '0417497106'],
    ['BE1000.000.021', '1000000021'],
    // Ten digits starting 0 or 1, nothing else.
    ['BE2000.000.000', null],
    ['BE202.239.951', null],
    ['BE02022399511', null],
    ['FR0202239951', null],
    ['BE0202.239.95A', null],
    ['', null],
  ] as const)('%j → %j', (raw, digits) => {
    expect(normalizeBelgianVat(raw)).toBe(digits);
  });
});

describe('isValidBelgianVat / formatBelgianVat', () => {
  it.each([
    ['BE0202.239.951', 'BE0202.239.951'],
    ['0417497106', 'BE0417.497.106'],
    ['be 0403 170 701', 'BE0403.170.701'],
    ['BE0123.456.749', 'BE0123.456.749'],
    ['1000000021', 'BE1000.000.021'],
    // First eight digits a multiple of 97: the check is 97, not 00.
    ['0970000097', 'BE0970.000.097'],
    ['0970000000', null],
    // One digit off, two digits swapped, wrong check digits.
    ['BE0202.239.952', null],
    ['BE0202.293.951', null],
    ['BE0123.456.789', null],
    ['BE1000.000.000', null],
    ['BE0202.239', null],
  ] as const)('%j → %j', (raw, formatted) => {
    expect(isValidBelgianVat(raw)).toBe(formatted !== null);
    expect(formatBelgianVat(raw)).toBe(formatted);
  });
});

describe('checkBelgianVat', () => {
  it.each([
    ['BE 0202 239 951', false, { ok: true, vat: 'BE0202.239.951' }],
    ['', false, { ok: false, problem: 'required' }],
    [null, false, { ok: false, problem: 'required' }],
    ['   ', false, { ok: false, problem: 'required' }],
    ['BE 123', false, { ok: false, problem: 'invalid_format' }],
    ['NL123456789B01', false, { ok: false, problem: 'invalid_format' }],
    ['BE0123.456.789', false, { ok: false, problem: 'invalid_check_digits' }],
    // 'VAT being registered': no number asked for, none kept.
    ['', true, { ok: true, vat: null }],
    [undefined, true, { ok: true, vat: null }],
    ['BE0123.456.789', true, { ok: true, vat: null }],
  ] as const)('%j, being registered %s → %j', (raw, beingRegistered, expected) => {
    expect(checkBelgianVat(raw, beingRegistered)).toEqual(expected);
  });
});
