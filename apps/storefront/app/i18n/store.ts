/**
 * The messages this process can show, compiled (FormatJS ASTs, decision 022), and the one formatter. The server
 * holds every message (catalogues.server.ts adds them at start); the browser holds what its pages brought: the
 * page's own messages in the document (page-messages.tsx), then each new route's on client-side navigation.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@vetshop/domain';
import { INTL_LOCALE_TAGS } from '@vetshop/domain';
import { IntlMessageFormat } from 'intl-messageformat';

export type Params = Record<string, string | number>;
/** A message with nothing to format is its text; any other is its ICU syntax tree, parsed on the server. */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<string, CompiledMessage>;

const texts = new Map<Locale, Map<string, CompiledMessage>>();
const formatters = new Map<string, IntlMessageFormat>();
const routesHeld = new Set<string>();

/** Adds messages of a locale; `routes` are the route ids whose messages they complete. */
export function addMessages(
  locale: Locale,
  messages: CompiledMessages,
  routes: readonly string[] = [],
): void {
  let held = texts.get(locale);
  if (!held) texts.set(locale, (held = new Map()));
  for (const [key, message] of Object.entries(messages)) held.set(key, message);
  for (const id of routes) routesHeld.add(`${locale} ${id}`);
}

/** Whether this process holds the messages of a route in a locale (always true on the server: it holds all). */
export function holdsRoute(locale: Locale, routeId: string): boolean {
  return routesHeld.has(`${locale} ${routeId}`) || routesHeld.has(`${locale} *`);
}

/** A message in the locale, formatted; null when this process does not hold it. */
export function formatHeld(locale: Locale, key: string, params?: Params): string | null {
  const message = texts.get(locale)?.get(key);
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  const id = `${locale} ${key}`;
  let formatter = formatters.get(id);
  if (!formatter) formatters.set(id, (formatter = new IntlMessageFormat(message, INTL_LOCALE_TAGS[locale])));
  try {
    return String(formatter.format(params));
  } catch {
    // A parameter the caller did not give: shown as written rather than breaking the page (a bug to see).
    return String(formatter.format(new Proxy(params ?? {}, SHOW_MISSING)));
  }
}

const SHOW_MISSING: ProxyHandler<Params> = {
  has: () => true,
  get: (given, name) => (typeof name === 'string' && name in given ? given[name] : `{${String(name)}}`),
};
