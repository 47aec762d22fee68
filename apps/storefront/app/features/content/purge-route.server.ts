import { broadcast, onBroadcast } from '../../lib/cluster.server';
import { REFERENCE_CACHES } from '../../lib/reference-lists.server';
import { CATEGORY_CACHES } from '../catalogue/index.server';
import { purgeResponse } from './purge.server';
import { CONTENT_CACHES } from './site-content.server';

/** The broadcast that makes every storefront worker drop what the purge drops (lib/cluster.server.ts). */
const CONTENT_PURGE_TOPIC = 'content-purge';

/**
 * Everything the purge drops in one process: every cache of CONTENT_CACHES, CATEGORY_CACHES and REFERENCE_CACHES (a new cache the
 * purge must drop joins one of those lists). The same function runs in the worker that received the call and, relayed through the
 * cluster's primary, in every other worker: their caches are per process.
 */
function purgeThisProcess(): void {
  for (const cache of CONTENT_CACHES) cache.purge();
  // The header's categories are on every page too (staff rename or reorder them in the back office).
  for (const cache of CATEGORY_CACHES) cache.purge();
  // The reference lists (countries, titles, payment modes) of the cart and profile pages.
  for (const cache of REFERENCE_CACHES) cache.purge();
}
onBroadcast(CONTENT_PURGE_TOPIC, purgeThisProcess);

/**
 * POST /internal/content-purge (the back office, after a content change; `Authorization: Bearer
 * CONTENT_PURGE_TOKEN`). Read at each request: no token configured, no route (404). The 204 is sent once every
 * worker has dropped its caches, so that the next page shows the change whichever worker serves it.
 */
export async function contentPurgeAction({ request }: { request: Request }): Promise<Response> {
  const response = purgeResponse(request, process.env.CONTENT_PURGE_TOKEN, [{ purge: purgeThisProcess }]);
  if (response.ok) await broadcast(CONTENT_PURGE_TOPIC);
  return response;
}
