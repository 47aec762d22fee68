import { describe, expect, it } from 'vitest';
import { legalPageUrl } from './legal-pages';

describe('legalPageUrl', () => {
  it("names the demo content's terms and privacy pages in each language", () => {
    expect(legalPageUrl('fr', 'terms')).toBe('/fr/page/conditions-generales-de-vente');
    expect(legalPageUrl('nl', 'terms')).toBe('/nl/page/algemene-verkoopvoorwaarden');
    expect(legalPageUrl('en', 'terms')).toBe('/en/page/terms-of-sale');
    expect(legalPageUrl('fr', 'privacy')).toBe('/fr/page/politique-de-confidentialite');
    expect(legalPageUrl('nl', 'privacy')).toBe('/nl/page/privacybeleid');
    expect(legalPageUrl('en', 'privacy')).toBe('/en/page/privacy-policy');
  });
});
