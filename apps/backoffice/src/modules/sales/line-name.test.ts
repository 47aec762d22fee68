import { describe, expect, it } from 'vitest';
import { saleLineName, type NamedSaleLine } from './line-name';

const names = {
  productName: { fr: 'Amoxicilline 250', nl: 'Amoxicilline 250 NL', en: 'Amoxicillin 250' },
  variantLabel: { fr: '100 comprimés', nl: '100 tabletten', en: '100 tablets' },
};
const carrier = { fr: 'Standard FR', nl: 'Standaard', en: 'Standard' };

describe('saleLineName', () => {
  it('names a product line in the language asked, whatever it was stored in', () => {
    const line: NamedSaleLine = { kind: 'product', storedName: 'Amoxicilline 250 - 100 comprimés', ...names };
    expect(saleLineName(line, carrier, 'nl')).toBe('Amoxicilline 250 NL - 100 tabletten');
    expect(saleLineName(line, carrier, 'en')).toBe('Amoxicillin 250 - 100 tablets');
  });

  it('names a free-goods line with the ratio the order kept, and one without it plainly', () => {
    const written: NamedSaleLine = {
      kind: 'free_goods',
      // The stored name plays no part: the ratio is a field of the line.
      storedName: 'Amoxicilline 250 - 100 comprimés (gratuit)',
      promoRatio: { main: 10, free: 1 },
      ...names,
    };
    expect(saleLineName(written, carrier, 'en')).toBe(
      'Amoxicillin 250 - 100 tablets (free, promotion 10 + 1)',
    );
    const demo: NamedSaleLine = { ...written, storedName: 'Gratuit : Amoxicilline 250', promoRatio: null };
    expect(saleLineName(demo, carrier, 'nl')).toBe('Amoxicilline 250 NL - 100 tabletten (gratis)');
  });

  it('names delivery by the carrier and the fee in the language asked; a vanished product keeps its stored name', () => {
    const service = { storedName: 'Standard FR', productName: null, variantLabel: null };
    expect(saleLineName({ kind: 'delivery', ...service }, carrier, 'nl')).toBe('Levering: Standaard');
    expect(saleLineName({ kind: 'fee', ...service }, null, 'en')).toBe('Small-order fee');
    expect(saleLineName({ kind: 'product', ...service }, null, 'en')).toBe('Standard FR');
  });
});
