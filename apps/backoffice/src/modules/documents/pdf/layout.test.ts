import { describe, expect, it } from 'vitest';
import { ALL_LABELS } from './labels';
import { fieldName, money, pageLabel, pagesFor, pdfFileName, pdfText, percent, vatByRate } from './layout';

describe('vatByRate', () => {
  it('sums base and VAT per rate, rates ascending, the VAT being the lines’ own (it adds up to the order’s)', () => {
    expect(
      vatByRate([
        { untaxedCents: 10_000, taxRateBp: 2100, taxCents: 2100 },
        { untaxedCents: 333, taxRateBp: 600, taxCents: 20 },
        { untaxedCents: 333, taxRateBp: 600, taxCents: 20 },
        { untaxedCents: 995, taxRateBp: 2100, taxCents: 209 },
      ]),
    ).toEqual([
      { taxRateBp: 600, baseCents: 666, taxCents: 40 },
      { taxRateBp: 2100, baseCents: 10_995, taxCents: 2309 },
    ]);
  });

  it('leaves out free lines and rates nothing is charged at', () => {
    expect(vatByRate([{ untaxedCents: 0, taxRateBp: 600, taxCents: 0 }])).toEqual([]);
  });
});

describe('page numbering', () => {
  it('says "page N / M" in the buyer’s language', () => {
    expect(pageLabel(2, 5, 'fr')).toBe('page 2 / 5');
    expect(pageLabel(1, 3, 'nl')).toBe('pagina 1 / 3');
    expect(pageLabel(3, 3, 'en')).toBe('page 3 / 3');
  });

  it('counts the pages rows take, fewer on the first page under the letterhead', () => {
    expect(pagesFor(0, 25, 32)).toBe(1);
    expect(pagesFor(25, 25, 32)).toBe(1);
    expect(pagesFor(26, 25, 32)).toBe(2);
    expect(pagesFor(25 + 32, 25, 32)).toBe(2);
    expect(pagesFor(25 + 32 + 1, 25, 32)).toBe(3);
    expect(pagesFor(5000, 25, 32)).toBe(1 + Math.ceil((5000 - 25) / 32));
  });
});

describe('text the standard font can print', () => {
  it('writes money with plain spaces (Intl’s narrow no-break space is not in WinAnsi) and the euro sign', () => {
    expect(money(123_456, 'fr')).toBe('1 234,56 €');
    expect(money(123_456, 'nl')).toBe('€ 1.234,56');
    expect(money(123_456, 'en')).toBe('€1,234.56');
    expect(pdfText('a\u202Fb\u00A0c')).toBe('a b c');
  });

  it('writes rates without decimals that change nothing', () => {
    expect(percent(600, 'fr')).toBe('6 %');
    expect(percent(1250, 'fr')).toBe('12,5 %');
    expect(percent(2100, 'en')).toBe('21%');
    // As the pages write them (Intl's percent style): no space in Dutch.
    expect(percent(1500, 'nl')).toBe('15%');
    expect(percent(1250, 'nl')).toBe('12,5%');
  });

  it('uses only characters of WinAnsi in every label', () => {
    const winAnsiExtras = '€…‘’“”–—·';
    for (const [key, texts] of Object.entries(ALL_LABELS))
      for (const text of Object.values(texts))
        for (const c of text)
          expect(c.charCodeAt(0) <= 0xff || winAnsiExtras.includes(c), `${key}: ${c}`).toBe(true);
  });
});

describe('fieldName', () => {
  it('puts a space before the colon in French only', () => {
    expect(fieldName('Date', 'fr')).toBe('Date :');
    expect(fieldName('Datum', 'nl')).toBe('Datum:');
    expect(fieldName('Date', 'en')).toBe('Date:');
  });
});

describe('pdfFileName', () => {
  it('names the file by title and number, without accents or spaces', () => {
    expect(pdfFileName('Facture', 'F2026-000042')).toBe('facture-F2026-000042.pdf');
    expect(pdfFileName('Note de crédit', 'C2026-000001')).toBe('note-de-credit-C2026-000001.pdf');
    expect(pdfFileName('Liste de prix', 'PL-C/01"x')).toBe('liste-de-prix-PL-C-01-x.pdf');
  });
});
