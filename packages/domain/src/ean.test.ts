import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isCnkCode, isValidEan13, looksLikeProductCode } from './ean';

describe('ean13CheckDigit', () => {
  it.each([
    ['400638133393', 1],
    ['590123412345', 7],
    ['541234567890', 8],
    ['000000000000', 0],
  ])('%s → %i', (first12, expected) => {
    expect(ean13CheckDigit(first12)).toBe(expected);
  });

  it.each(['12345', '40063813339a', '4006381333931'])('rejects %j', (input) => {
    expect(() => ean13CheckDigit(input)).toThrow(RangeError);
  });
});

describe('isValidEan13', () => {
  it.each([
    ['4006381333931', true],
    ['5901234123457', true],
    ['5901234123458', false],
    ['590123412345', false],
    ['590123412345a', false],
    [' 5901234123457', false],
  ])('%j → %s', (code, expected) => {
    expect(isValidEan13(code)).toBe(expected);
  });
});

describe('isCnkCode', () => {
  it.each([
    ['1234567', true],
    [' 1234567 ', true],
    ['123456', false],
    ['12345678', false],
    ['12a4567', false],
  ])('%j → %s', (s, expected) => {
    expect(isCnkCode(s)).toBe(expected);
  });
});

describe('looksLikeProductCode', () => {
  it.each([
    ['5901234123457', 'ean13'],
    ['5 901234 123457', 'ean13'],
    ['5901234123458', null], // wrong check digit: a typo, not a barcode
    ['1234567', 'cnk'],
    ['123-4567', 'cnk'],
    ['milbemax', null],
    ['12345', null],
    ['', null],
  ])('%j → %s', (q, expected) => {
    expect(looksLikeProductCode(q)).toBe(expected);
  });
});
