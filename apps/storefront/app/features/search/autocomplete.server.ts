import type { RouteArgs } from '../../lib/request.server';
import { isLocale } from '../../i18n';
import { createBackofficeClient, errorResponse } from '../../lib/backoffice.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';

/** GET /api/autocomplete?q=&locale=&size=: the search box's suggestions (with the buyer's prices). */
export async function autocompleteLoader({ request, context }: RouteArgs) {
  const url = new URL(request.url);
  // The back office takes at most 100 characters: a longer text is cut, not refused.
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const locale = isLocale(url.searchParams.get('locale')) ? (url.searchParams.get('locale') as 'fr') : 'fr';
  const size = Math.min(20, Math.max(1, Number(url.searchParams.get('size') ?? 8) || 8));
  if (q.length === 0) return Response.json({ suggestions: [], products: [], categories: [] });
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  const bo = createBackofficeClient({ context, request, locale, session });
  try {
    const res = await bo.send('catalogue.autocomplete', { query: { q, size, locale } });
    return new Response(await res.text(), {
      status: res.status,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': session ? 'private, max-age=30' : 'public, max-age=60',
        Vary: 'Cookie',
      },
    });
  } catch {
    return errorResponse('service_unavailable', 503);
  }
}
