import { redirect } from 'react-router';
import type { Locale, MessageKey, Translate } from '../../i18n';
import { BackofficeUnavailable, loginPath } from '../../lib/backoffice.server';
import { parseId } from '../../lib/params';
import { requireUser, type RouteArgs } from '../../lib/request.server';
import { endSessionCookies } from '../../lib/oidc-cookie.server';
import { urls } from '../../lib/urls';

/**
 * The downloads' resource routes: the back office's PDF passed to the browser as it arrives (a large
 * pricelist is never held whole in the storefront), with its file name (Content-Disposition) and the buyer's
 * session. `documents.download` serves any document of the list, `sales.download` an order's confirmation.
 */
export const loadDocumentDownload = (args: RouteArgs) => streamPdf(args, 'documents.download');
export const loadSaleDownload = (args: RouteArgs) => streamPdf(args, 'sales.download');

/** The PDFs of the back office a buyer downloads by id. */
export type PdfEndpoint =
  | 'documents.download'
  | 'sales.download'
  | 'quotations.download'
  | 'classifiedAds.file'
  | 'staff.smallAds.file';

/** Where a failed download's page leads back to (the documents list unless said otherwise). */
export interface DownloadBack {
  href(locale: Locale): string;
  label: MessageKey;
}
const TO_DOCUMENTS: DownloadBack = { href: urls.documents, label: 'documents.back' };

/**
 * Streams one PDF of `endpoint` (the id from the route) to the buyer; other features' downloads use it too.
 * `guard` checks who may ask before the back office is called (the staff's files: requireStaffUser).
 */
export async function streamPdf(
  args: RouteArgs,
  endpoint: PdfEndpoint,
  back: DownloadBack = TO_DOCUMENTS,
  guard: typeof requireUser = requireUser,
) {
  const { bo, locale, t, session } = await guard(args);
  const errorPage = (status: 404 | 503) => errorPageOf(status, locale, t, back);
  const id = parseId(args.params.id);
  if (id === null) return errorPage(404);
  let res: Response;
  try {
    res = await bo.stream(endpoint, { params: { id } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return errorPage(503);
    throw error;
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (res.ok && res.body && type.startsWith('application/pdf')) {
    const headers = new Headers({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const disposition = res.headers.get('Content-Disposition');
    headers.set('Content-Disposition', disposition ?? 'attachment');
    return new Response(res.body, { status: 200, headers });
  }
  await res.body?.cancel();
  if (res.status === 401 && session) {
    // The back-office session ended: sign in again, then back to this download.
    const headers = new Headers();
    for (const cookie of await endSessionCookies(args.request, session)) headers.append('Set-Cookie', cookie);
    throw redirect(loginPath(locale, args.request), { headers });
  }
  // Another customer's document, a document that is gone, a malformed id: the same "not found".
  if (res.status === 404 || res.status === 403 || res.status === 400) return errorPage(404);
  return errorPage(503);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A download that fails stays a page with its HTTP status (404, 503), in the buyer's language, with the way
 * back: a resource route cannot render the app's error screen, and the buyer must not see a blank or a JSON.
 */
function errorPageOf(status: 404 | 503, locale: Locale, t: Translate, back: DownloadBack): Response {
  const title = status === 404 ? t('documents.notFound.title') : t('documents.unavailable.title');
  const text = status === 404 ? t('documents.notFound.content') : t('error.unavailable');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} — Vetshop</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${back.href(locale)}">${escapeHtml(t(back.label))}</a></p></main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
