/**
 * A page's messages travel with it, and only its own (issue 18 §1, decision 022). The server puts the messages of
 * the page's matched routes in the document, as JSON the browser reads before hydrating; a client-side
 * navigation to a route whose messages the browser does not hold yet fetches just those (one request, kept by the
 * HTTP cache and the service worker under the messages' version) and the new page renders once they are here.
 */
import { createContext, use, useContext } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Locale } from '@vetshop/domain';
import { addMessages, holdsRoute, type CompiledMessages } from './store';

export const MESSAGES_ELEMENT_ID = 'vetshop-messages';

/** What the document carries: the messages' version, the language, the routes covered and their messages. */
export interface DocumentMessages {
  v: string;
  l: Locale;
  r: string[];
  m: CompiledMessages;
}

/** Given by the server entry: the document's messages, already serialised for the page's script. */
export const DocumentMessagesContext = createContext<string | null>(null);

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

let documentJson: string | null = null;
let version = '';

/** In the browser: reads the document's messages once, before the first render needs them. */
function readDocument(): string {
  if (documentJson !== null) return documentJson;
  documentJson = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? '';
  if (documentJson !== '') {
    const initial = JSON.parse(documentJson) as DocumentMessages;
    version = initial.v;
    addMessages(initial.l, initial.m, initial.r);
  }
  return documentJson;
}

const pending = new Map<string, Promise<void>>();

/** Fetches the messages of routes the browser does not hold; a failed fetch loads the page as a document. */
function fetchRoutes(locale: Locale, routeIds: string[], href: string): Promise<void> {
  const ids = [...routeIds].sort().join(',');
  const key = `${locale} ${ids}`;
  let promise = pending.get(key);
  if (!promise) {
    const url = `/i18n/${encodeURIComponent(version || 'current')}/${locale}?routes=${encodeURIComponent(ids)}`;
    promise = fetch(url, { credentials: 'omit' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`messages: ${response.status}`);
        addMessages(locale, ((await response.json()) as { m: CompiledMessages }).m, routeIds);
      })
      .catch(() => {
        // Offline, or the shop was deployed again: the document (or the service worker's copy) has it all.
        window.location.assign(href);
        return new Promise<void>(() => {});
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * In the root layout, before anything that shows a message (titles included): the document's messages element,
 * and in the browser, the wait for a new route's messages.
 */
export function PageMessages({ locale }: { locale: Locale }) {
  const serverJson = useContext(DocumentMessagesContext);
  const matches = useMatches();
  const location = useLocation();
  const json = typeof document === 'undefined' ? (serverJson ?? '') : readDocument();
  if (typeof document !== 'undefined') {
    const missing = matches.map((m) => m.id).filter((id) => !holdsRoute(locale, id));
    if (missing.length > 0)
      use(fetchRoutes(locale, missing, location.pathname + location.search + location.hash));
  }
  if (json === '') return null;
  return (
    <script
      id={MESSAGES_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
