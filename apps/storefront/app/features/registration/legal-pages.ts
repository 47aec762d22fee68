import type { Locale } from '../../i18n';

/**
 * The content pages the registration form's consents link to (/{locale}/page/{slug}): the terms of sale and the
 * privacy policy, by their slug in each language. The demo content (packages/demo-data generator/cms.ts) publishes them under these slugs.
 */
const LEGAL_SLUGS = {
  terms: { fr: 'conditions-generales-de-vente', nl: 'algemene-verkoopvoorwaarden', en: 'terms-of-sale' },
  privacy: { fr: 'politique-de-confidentialite', nl: 'privacybeleid', en: 'privacy-policy' },
} as const satisfies Record<string, Record<Locale, string>>;

export type LegalPage = keyof typeof LEGAL_SLUGS;

export function legalPageUrl(locale: Locale, page: LegalPage): string {
  return `/${locale}/page/${LEGAL_SLUGS[page][locale]}`;
}
