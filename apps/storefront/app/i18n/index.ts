import { useRouteLoaderData } from 'react-router';
import { FALLBACK } from './fallback';
import { formatMessage, type Params } from './format';
import type { MessageKey, Messages } from './fr';

export const LOCALES = ['fr', 'nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export type { MessageKey, Messages, Params };

/** BCP 47 tags of the shop's languages (spec: fr-BE, nl-BE, en-US). */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-US' };

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

export function translate(messages: Messages, locale: Locale, key: MessageKey, params?: Params): string {
  return formatMessage(messages[key] ?? key, LOCALE_TAGS[locale], params);
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
        : formatMessage(FALLBACK[key] ?? key, LOCALE_TAGS[locale], params),
  };
}

/** The page's locale and translate function (messages come with the root loader data). */
export function useI18n(): { locale: Locale; t: Translate } {
  return i18nFrom(useRouteLoaderData('root') as RootI18nData | undefined);
}
