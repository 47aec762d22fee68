import { productByCodeQuerySchema } from '@vetshop/contract';
import type { RouteArgs } from '../../lib/request.server';
import { isLocale } from '../../i18n';
import { createBackofficeClient, errorResponse } from '../../lib/backoffice.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';

/**
 * GET /api/scan?code=&locale=: the scanner's lookup of one code (decision 042), passed to the back office's
 * search/products/by-code with the buyer's session (their prices and what they may see). JSON, no page.
 */
export async function scanLookupLoader({ request, context }: RouteArgs): Promise<Response> {
  const url = new URL(request.url);
  const raw = url.searchParams.get('locale');
  const locale = isLocale(raw) ? raw : 'fr';
  const parsed = productByCodeQuerySchema.safeParse({ code: url.searchParams.get('code') ?? '', locale });
  if (!parsed.success) return errorResponse('validation_failed', 400);
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  const bo = createBackofficeClient({ context, request, locale, session });
  try {
    const res = await bo.send('catalogue.productByCode', { query: parsed.data });
    return new Response(await res.text(), {
      status: res.status,
      headers: {
        'Content-Type': 'application/json',
        // A buyer's answer names their price: never shared.
        'Cache-Control': session ? 'private, no-store' : 'public, max-age=60',
        Vary: 'Cookie',
      },
    });
  } catch {
    return errorResponse('service_unavailable', 503);
  }
}
