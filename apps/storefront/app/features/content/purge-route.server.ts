import { purgeResponse } from './purge.server';
import { CONTENT_CACHES } from './site-content.server';

/**
 * POST /internal/content-purge (the back office, after a content change; `Authorization: Bearer
 * CONTENT_PURGE_TOKEN`). Read at each request: no token configured, no route (404).
 */
export async function contentPurgeAction({ request }: { request: Request }): Promise<Response> {
  return purgeResponse(request, process.env.CONTENT_PURGE_TOKEN, CONTENT_CACHES);
}
