import { DEFAULT_LOCALE, INTL_LOCALE_TAGS, LOCALES, type Locale } from '@vetshop/domain';
import { useRouteLoaderData } from 'react-router';
import { FALLBACK } from './fallback';
import { formatMessage, type Params } from './format';
import type { MessageKey, Messages } from './fr';

// The shop's languages and their BCP 47 tags come from the domain (one definition for every app).
export { DEFAULT_LOCALE, INTL_LOCALE_TAGS, LOCALES, type Locale };
export type { MessageKey, Messages, Params };

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

export function translate(messages: Messages, locale: Locale, key: MessageKey, params?: Params): string {
  return formatMessage(messages[key] ?? key, INTL_LOCALE_TAGS[locale], params);
}

export type Translate = (key: MessageKey, params?: Params) => string;

export interface RootI18nData {
  locale: Locale;
  messages: Messages;
}

export function i18nFrom(data: RootI18nData | undefined): { locale: Locale; t: Translate } {
  const locale = data && isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
  const messages = data?.messages;
  return {
    locale,
    t: (key, params) =>
      messages
        ? translate(messages, locale, key, params)
        : formatMessage(FALLBACK[key] ?? key, INTL_LOCALE_TAGS[locale], params),
  };
}

/** The page's locale and translate function (messages come with the root loader data). */
export function useI18n(): { locale: Locale; t: Translate } {
  return i18nFrom(useRouteLoaderData('root') as RootI18nData | undefined);
}
