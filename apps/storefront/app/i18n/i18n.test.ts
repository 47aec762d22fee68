import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { CATALOGUES, translator } from './catalogues.server';
import { LOCALES } from './index';
import { nl } from './nl';

describe('catalogues', () => {
  it('every locale has exactly the French keys, none empty', () => {
    const keys = Object.keys(fr).sort();
    for (const [locale, catalogue] of Object.entries({ nl, en })) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(catalogue))
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('every locale uses the same parameters in each message', () => {
    // Parameter names only: `{name}` and `{name, plural, …}`, not the texts of plural branches.
    const params = (s: string) =>
      [
        ...new Set(
          [...s.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]),
        ),
      ].sort();
    for (const key of Object.keys(fr) as (keyof typeof fr)[])
      for (const locale of LOCALES)
        expect(params(CATALOGUES[locale][key]), `${locale}:${key}`).toEqual(params(fr[key]));
  });

  it("uses the spec's French texts", () => {
    expect(fr['error.404.title']).toBe('404 - Page non trouvée');
    expect(fr['error.title']).toBe('Une erreur est survenue :');
    expect(fr['error.unavailable']).toBe(
      'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
    );
  });
});

describe('translate (FormatJS)', () => {
  it('fills parameters and plurals per locale', () => {
    expect(translator('fr')('header.cart.count', { count: 0 })).toBe('Panier vide');
    expect(translator('fr')('header.cart.count', { count: 1 })).toBe('1 article dans le panier');
    expect(translator('nl')('header.cart.count', { count: 3 })).toBe('3 artikelen in het winkelmandje');
    expect(translator('en')('header.cart.count', { count: 1200 })).toBe('1,200 items in the cart');
    expect(translator('fr')('error.status', { status: 503 })).toBe('Code 503');
    expect(translator('en')('error.status')).toBe('Code {status}');
  });
});
