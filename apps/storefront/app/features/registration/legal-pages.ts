import type { Locale } from '../../i18n';

/**
 * The content pages the registration form's consents link to (/{locale}/page/{slug}): the terms of sale and the
 * privacy policy, by their slug in each language. The demo content (issue 11 §2) publishes them under these slugs.
 */
const LEGAL_SLUGS = {
  terms: { fr: 'conditions-generales-de-vente', nl: 'algemene-verkoopsvoorwaarden', en: 'terms-of-sale' },
  privacy: { fr: 'vie-privee', nl: 'privacybeleid', en: 'privacy-policy' },
} as const satisfies Record<string, Record<Locale, string>>;

export type LegalPage = keyof typeof LEGAL_SLUGS;

export function legalPageUrl(locale: Locale, page: LegalPage): string {
  return `/${locale}/page/${LEGAL_SLUGS[page][locale]}`;
}
