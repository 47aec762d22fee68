import { ORDER_IMPORT_DEFAULT_MAX_MB } from '@vetshop/domain';
import { isLocale } from '../../i18n';
import { createBackofficeClient, errorResponse } from '../../lib/backoffice.server';
import { formOf, readAtMost } from '../../lib/body-limit.server';
import { isCrossSiteMutation, mediaType } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { endSessionCookies } from '../../lib/oidc-cookie.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/order-import: the import panel sends the buyer's CSV file here (multipart: `file`, `import_uuid`),
 * with XMLHttpRequest so that it can show the upload's progress; it goes on to the back office's POST carts/csv
 * and its answer (the per-row report, or an error body in the buyer's language) comes back unchanged.
 */
export async function orderImportAction({ request, context }: RouteArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (isCrossSiteMutation(request)) return errorResponse('forbidden', 403, NO_STORE);
  if (mediaType(request) !== 'multipart/form-data')
    return errorResponse('import_file_missing', 415, NO_STORE);
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  if (!session?.get('token')) return errorResponse('not_authenticated', 401, NO_STORE);
  // Not read at all when announced too large (the same setting as the back office's, which checks the file).
  const maxMb = Number(process.env.ORDER_IMPORT_MAX_MB) || ORDER_IMPORT_DEFAULT_MAX_MB;
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > maxMb * 1024 * 1024 + FORM_OVERHEAD_BYTES)
    return errorResponse('import_file_too_large', 413, NO_STORE);
  const lang = request.headers.get('Accept-Language')?.slice(0, 2);
  const locale = isLocale(lang) ? lang : 'fr';

  // A body sent without a length (chunked) is read only up to the same limit, never whole.
  const body = await readAtMost(request, maxMb * 1024 * 1024 + FORM_OVERHEAD_BYTES);
  if (body === 'too_large') return errorResponse('import_file_too_large', 413, NO_STORE);
  let form: FormData;
  try {
    form = await formOf(request, body);
  } catch {
    return errorResponse('import_file_missing', 400, NO_STORE);
  }
  const file = form.get('file');
  const importUuid = form.get('import_uuid');
  if (!(file instanceof File) || typeof importUuid !== 'string')
    return errorResponse('import_file_missing', 400, NO_STORE);
  const forward = new FormData();
  forward.append('file', file, file.name);

  const bo = createBackofficeClient({ context, request, locale, session });
  try {
    const res = await bo.send('carts.csvImport', { query: { import_uuid: importUuid }, body: forward });
    const headers = new Headers({ 'Content-Type': 'application/json', ...NO_STORE });
    if (res.status === 401)
      for (const cookie of await endSessionCookies(request, session)) headers.append('Set-Cookie', cookie);
    return new Response(await res.text(), { status: res.status, headers });
  } catch {
    return errorResponse('service_unavailable', 503, NO_STORE);
  }
}

export function orderImportLoader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
