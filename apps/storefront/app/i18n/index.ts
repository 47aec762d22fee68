import { DEFAULT_LOCALE, INTL_LOCALE_TAGS, LOCALES, type Locale } from '@vetshop/domain';
import { useRouteLoaderData } from 'react-router';
import { FALLBACK } from './fallback';
import type { MessageKey, Messages } from './fr';
import { formatHeld, type Params } from './store';

// The shop's languages and their BCP 47 tags come from the domain (one definition for every app).
export { DEFAULT_LOCALE, INTL_LOCALE_TAGS, LOCALES, type Locale };
export type { MessageKey, Messages, Params };

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/**
 * A message in the page's language. The browser holds only its pages' messages (page-messages.tsx); a key it
 * does not hold shows the error screens' French fallback, else the key itself (route-messages.test.ts keeps
 * every route's list complete, so that is a bug to see, not a state).
 */
export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  return formatHeld(locale, key, params) ?? fallback(key, params);
}

function fallback(key: MessageKey, params?: Params): string {
  const text = FALLBACK[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** What the root loader gives every page for its texts: the language (the messages come with the document). */
export interface RootI18nData {
  locale: Locale;
}

export function i18nFrom(data: RootI18nData | undefined): { locale: Locale; t: Translate } {
  const locale = data && isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
  return { locale, t: (key, params) => translate(locale, key, params) };
}

/** The page's locale and translate function. */
export function useI18n(): { locale: Locale; t: Translate } {
  return i18nFrom(useRouteLoaderData('root') as RootI18nData | undefined);
}
