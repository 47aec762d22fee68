import type { RouteArgs } from '../../lib/request.server';
import { isLocale } from '../../i18n';
import { createBackofficeClient, errorResponse } from '../../lib/backoffice.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';

/** GET /api/variants?ids=1,2&locale=: product data of cart lines (names, images, stock) for the browser. */
export async function lineVariantsLoader({ request, context }: RouteArgs) {
  const url = new URL(request.url);
  const ids = (url.searchParams.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 100);
  const locale = isLocale(url.searchParams.get('locale')) ? (url.searchParams.get('locale') as 'fr') : 'fr';
  if (ids.length === 0) return Response.json({ items: [] });
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  const bo = createBackofficeClient({ context, request, locale, session });
  try {
    const res = await bo.send('catalogue.variantsByIds', { query: { ids, locale } });
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=60' },
    });
  } catch {
    return errorResponse('service_unavailable', 503);
  }
}
