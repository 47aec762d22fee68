import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from './ean';
import { cnkCheckDigit, gs1CheckDigit, isValidGtin, scanCodeCandidates } from './scan-code';

describe('gs1CheckDigit', () => {
  it('agrees with the EAN-13 check digit and computes GTIN-8 and GTIN-14 ones', () => {
    expect(gs1CheckDigit('541234567890')).toBe(ean13CheckDigit('541234567890'));
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074 (GS1's example)
    expect(gs1CheckDigit('1054123456789')).toBe(3); // by hand: 117 → 3
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('96385075')).toBe(false);
  });
});

describe('cnkCheckDigit', () => {
  it("is MSI's modulo 10 (Luhn) over the seven digits", () => {
    expect(cnkCheckDigit('1234567')).toBe(4);
    expect(cnkCheckDigit('0000000')).toBe(0);
  });
});

describe('scanCodeCandidates', () => {
  it('reads a CNK as scanned, with its leading zeros dropped, and with its check digit', () => {
    expect(scanCodeCandidates('1234567')).toEqual({ barcodes: [], cnks: ['1234567'], skus: [] });
    expect(scanCodeCandidates('23456')?.cnks).toEqual(['0023456']);
    expect(scanCodeCandidates('12345674')?.cnks).toEqual(['1234567']);
    expect(scanCodeCandidates('123-4567')?.cnks).toEqual(['1234567']);
  });

  it('refuses a CNK whose check digit is wrong', () => {
    expect(scanCodeCandidates('12345675')).toBeNull();
  });

  it('matches an EAN-13 in every length its leading zeros allow, spaces ignored', () => {
    expect(scanCodeCandidates('5 412345 678908')).toEqual({
      barcodes: ['05412345678908', '5412345678908'],
      cnks: [],
      skus: [],
    });
    // A UPC-A read as an EAN-13 with its leading zero, or as 12 digits, finds the same barcodes.
    const asEan = scanCodeCandidates('0036000291452')!.barcodes;
    expect(asEan).toEqual(['00036000291452', '0036000291452', '036000291452']);
    expect(scanCodeCandidates('036000291452')!.barcodes).toEqual(asEan);
  });

  it('reads a GTIN-14 with leading zeros and the GTIN of a GS1 element string', () => {
    expect(scanCodeCandidates('05412345678908')?.barcodes).toContain('5412345678908');
    expect(scanCodeCandidates('(01)05412345678908(17)261231(10)AB12')?.barcodes).toContain('5412345678908');
    expect(scanCodeCandidates('010541234567890817261231')?.barcodes).toContain('5412345678908');
    // An outer case (indicator digit 1) is another trade item: only its own GTIN-14.
    expect(scanCodeCandidates('15412345678905')?.barcodes).toEqual(['15412345678905']);
  });

  it('matches an EAN-8 as a barcode, and as a CNK only when its eighth digit is also the CNK check digit', () => {
    expect(scanCodeCandidates('96385074')).toEqual({
      barcodes: ['00000096385074', '0000096385074', '000096385074', '96385074'],
      cnks: [],
      skus: [],
    });
  });

  it('refuses a GTIN-length number with a wrong check digit, and what is empty or too long', () => {
    expect(scanCodeCandidates('5412345678909')).toBeNull();
    expect(scanCodeCandidates('036000291453')).toBeNull();
    expect(scanCodeCandidates('   ')).toBeNull();
    expect(scanCodeCandidates('1'.repeat(65))).toBeNull();
  });

  it('reads a typed code with a letter as a SKU', () => {
    expect(scanCodeCandidates(' vs-000123-1 ')).toEqual({ barcodes: [], cnks: [], skus: ['VS-000123-1'] });
    expect(scanCodeCandidates('two words')).toBeNull();
  });
});
