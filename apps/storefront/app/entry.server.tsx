/**
 * React Router's default server entry (node), plus the answer's CSP nonce (server.js → load context): given to
 * `<ServerRouter nonce>` (its hydration scripts, `<Scripts>`, `<ScrollRestoration>`), to React's streaming
 * scripts, and to our own inline scripts through CspNonceContext.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from './lib/csp-nonce';
import { DEFAULT_LOCALE, isLocale } from './i18n';
import { MESSAGES_VERSION, routeMessages } from './i18n/catalogues.server';
import { DocumentMessagesContext, scriptJson, type DocumentMessages } from './i18n/page-messages';

/** The messages of the page's matched routes (root to leaf), for the document (i18n/page-messages.tsx). */
function documentMessages(routerContext: EntryContext): string {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const rootLocale = (loaderData.root as { locale?: unknown } | undefined)?.locale;
  const locale = isLocale(rootLocale) ? rootLocale : DEFAULT_LOCALE;
  const routes = matches.map((match) => match.route.id);
  const messages: DocumentMessages = {
    v: MESSAGES_VERSION,
    l: locale,
    r: routes,
    m: routeMessages(locale, routes),
  };
  return scriptJson(messages);
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <DocumentMessagesContext.Provider value={documentMessages(routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentMessagesContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router (handleDocumentRequest).
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
