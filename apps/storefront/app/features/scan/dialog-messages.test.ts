import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGlossary, usesVariant } from '../../i18n/glossary';
import { DIALOG_TEXTS, dialogText } from './dialog-messages';
import { messages } from './messages';

/**
 * The dialog's texts are not in the page catalogues (they come with the dialog's chunk, decision 042): the
 * checks the catalogues get in i18n.test.ts and glossary.test.ts are made here.
 */
const glossary = parseGlossary(readFileSync(new URL('../../i18n/GLOSSARY.md', import.meta.url), 'utf8'));
const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the scanner dialog's texts", () => {
  it('say every text in fr, nl and en, none empty, with the same parameters', () => {
    const keys = Object.keys(DIALOG_TEXTS.fr).sort();
    for (const locale of ['nl', 'en'] as const) {
      expect(Object.keys(DIALOG_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys as (keyof typeof DIALOG_TEXTS.fr)[]) {
        expect(DIALOG_TEXTS[locale][key].trim(), `${locale}:${key}`).not.toBe('');
        expect(params(DIALOG_TEXTS[locale][key]), `${locale}:${key}`).toEqual(params(DIALOG_TEXTS.fr[key]));
      }
    }
  });

  it("use no variant the glossary forbids, and French's typographic apostrophe", () => {
    const found: string[] = [];
    for (const { locale, forbidden } of glossary.forbidden)
      for (const [key, text] of Object.entries(DIALOG_TEXTS[locale]))
        if (usesVariant(text, forbidden)) found.push(`${locale}:${key} says "${forbidden}"`);
    expect(found).toEqual([]);
    expect(Object.values(DIALOG_TEXTS.fr).filter((text) => text.includes("'"))).toEqual([]);
  });

  it('fill their parameters; spot check in Dutch: a refused camera and an unknown code say what to do', () => {
    expect(dialogText('nl', 'unknown', { code: '5412345678908' })).toBe(
      'Geen enkel product heeft de code 5412345678908.',
    );
    expect(dialogText('nl', 'camera.denied')).toMatch(/typ de code hieronder/i);
    expect(dialogText('en', 'added', { product: 'Amoxivet 250' })).toBe('Amoxivet 250 added to the cart.');
    expect(dialogText('fr', 'looking')).toBe('Recherche de {code}…');
  });

  it("the button's name is the glossary's term for scanning, in each language", () => {
    expect([messages.fr['scan.button'], messages.nl['scan.button'], messages.en['scan.button']]).toEqual([
      'Scanner',
      'Scannen',
      'Scan',
    ]);
  });
});
