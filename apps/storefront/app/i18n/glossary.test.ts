import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server';
import { parseGlossary, usesVariant } from './glossary';

const glossary = parseGlossary(readFileSync(new URL('./GLOSSARY.md', import.meta.url), 'utf8'));

describe('the glossary (GLOSSARY.md)', () => {
  it('is read: terms with their message keys, forbidden variants per language', () => {
    expect(glossary.terms.map((t) => t.concept)).toContain('low-order fee');
    expect(glossary.terms.every((t) => t.keys.length > 0)).toBe(true);
    expect(glossary.forbidden).toContainEqual({ locale: 'en', forbidden: 'Drugs', instead: 'Medicines' });
  });

  it('matches variants as whole words, ignoring case', () => {
    expect(usesVariant('Prix net HT', 'HT')).toBe(true);
    expect(usesVariant('Prix net HTVA', 'HT')).toBe(false);
    expect(usesVariant('Total hors  TVA', 'hors TVA')).toBe(true);
    expect(usesVariant('Veterinary drugs', 'Drugs')).toBe(true);
    expect(usesVariant('Net price excl. VAT', 'excl. tax')).toBe(false);
  });

  it('no message uses a forbidden variant', () => {
    const found: string[] = [];
    for (const { locale, forbidden, instead } of glossary.forbidden)
      for (const [key, text] of Object.entries(CATALOGUES[locale]))
        if (usesVariant(text, forbidden))
          found.push(`${locale}:${key} says "${forbidden}" (use "${instead}")`);
    expect(found).toEqual([]);
  });

  it('says Dutch words one way: barcode, verkoopvoorwaarden, op bestelling gemaakt', () => {
    const forbidden = glossary.forbidden.filter((f) => f.locale === 'nl').map((f) => f.forbidden);
    expect(forbidden).toEqual(
      expect.arrayContaining(['streepjescode', 'verkoopsvoorwaarden', 'op maat gemaakt']),
    );
  });

  it('writes French with the typographic apostrophe (’), never the straight one', () => {
    const straight = Object.entries(CATALOGUES.fr)
      .filter(([, text]) => text.includes("'"))
      .map(([key, text]) => `fr:${key} = "${text}"`);
    expect(straight).toEqual([]);
  });

  it("every page says a concept with the glossary's term", () => {
    const wrong: string[] = [];
    for (const { concept, terms, keys } of glossary.terms)
      // bo:… keys are the back office's message codes: its own glossary test checks them.
      for (const key of keys.filter((k) => !k.startsWith('bo:')))
        for (const locale of ['fr', 'nl', 'en'] as const) {
          const text = (CATALOGUES[locale] as Record<string, string | undefined>)[key];
          if (text !== terms[locale])
            wrong.push(`${locale}:${key} = "${text}", ${concept} is "${terms[locale]}"`);
        }
    expect(wrong).toEqual([]);
  });
});
