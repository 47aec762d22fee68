import { describe, expect, it } from 'vitest';
import { belgianVat, cnkCode, ean13 } from './codes';
import { Rng } from './random';
import { slugify } from './text';
import { isValidEan13 } from '@vetshop/domain';

describe('slugify', () => {
  it('drops accents and punctuation, lower-cases, joins with single hyphens', () => {
    expect(slugify('Sérum physiologique 0,9 % solution injectable')).toBe(
      'serum-physiologique-0-9-solution-injectable',
    );
    expect(slugify('Table d’examen électrique – 120 × 60 cm')).toBe('table-d-examen-electrique-120-60-cm');
    expect(slugify('  Bœuf & co. ')).toBe('boeuf-co');
  });
});

describe('codes', () => {
  it('gives distinct 7-digit CNKs and valid EAN-13 for consecutive indexes', () => {
    const cnks = new Set(Array.from({ length: 5000 }, (_, i) => cnkCode(i)));
    expect(cnks.size).toBe(5000);
    for (let i = 0; i < 1000; i += 1) expect(isValidEan13(ean13(i))).toBe(true);
  });

  it('gives Belgian VAT numbers with a valid mod-97 check', () => {
    for (let n = 1; n < 200; n += 1) {
      const vat = belgianVat(n);
      expect(vat).toMatch(/^BE0\d{9}$/);
      const digits = vat.slice(2);
      expect(97 - (Number(digits.slice(0, 8)) % 97)).toBe(Number(digits.slice(8)));
    }
  });
});

describe('Rng', () => {
  it('repeats its sequence for a seed and area', () => {
    const a = Rng.derive(42, 'x');
    const b = Rng.derive(42, 'x');
    expect(Array.from({ length: 20 }, () => a.int(0, 1000))).toEqual(
      Array.from({ length: 20 }, () => b.int(0, 1000)),
    );
    expect(Rng.derive(42, 'y').float()).not.toBe(Rng.derive(42, 'x').float());
  });

  it('makes version-4-shaped uuids', () => {
    expect(new Rng(1).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
