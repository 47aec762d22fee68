import { createHash } from 'node:crypto';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { en } from './en';
import { fr, type MessageKey } from './fr';
import { translate, type Locale, type Messages, type Translate } from './index';
import { nl } from './nl';
import ROUTE_MESSAGES from './route-messages.generated.json';
import { addMessages, type CompiledMessage, type CompiledMessages } from './store';

/** The catalogues as written (fr, nl, en), for the server and the tests. */
export const CATALOGUES: Record<Locale, Messages> = { fr, nl, en };

/**
 * Parsed once, at start (decision 022): the browser receives syntax trees and never a message parser. A message
 * with nothing to format is sent as its text. `ignoreTag`: the shop's messages hold no rich-text tags.
 */
function compile(text: string): CompiledMessage {
  const tree = parse(text, { ignoreTag: true });
  if (tree.length === 0) return '';
  const only = tree[0]!;
  return tree.length === 1 && only.type === TYPE.literal ? only.value : tree;
}

const COMPILED = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, messages]) => [
    locale,
    Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compile(text)])),
  ]),
) as Record<Locale, Record<MessageKey, CompiledMessage>>;

for (const [locale, messages] of Object.entries(COMPILED)) addMessages(locale as Locale, messages, ['*']);

/** Each route's own message keys (scripts/route-messages.ts writes them from the sources). */
const ROUTES: Readonly<Record<string, readonly string[]>> = ROUTE_MESSAGES;
for (const [id, keys] of Object.entries(ROUTES))
  for (const key of keys) if (!(key in fr)) throw new Error(`route ${id} lists an unknown message: ${key}`);

/** Changes with any message or any route's list: the browser's copies are kept under this version. */
export const MESSAGES_VERSION = createHash('sha256')
  .update(JSON.stringify([COMPILED, ROUTES]))
  .digest('base64url')
  .slice(0, 12);

/** Whether the route id is one of the app's (the browser asks by id). */
export function isRouteId(id: string): boolean {
  return Object.hasOwn(ROUTES, id);
}

/** The messages of these routes, in a locale: what a page needs (its matched routes, root to leaf). */
export function routeMessages(locale: Locale, routeIds: readonly string[]): CompiledMessages {
  const compiled = COMPILED[locale];
  const out: CompiledMessages = {};
  for (const id of routeIds) for (const key of ROUTES[id] ?? []) out[key] = compiled[key as MessageKey];
  return out;
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
