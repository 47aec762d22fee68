import { contentPurgeAction } from '../features/content/index.server';

// POST /internal/content-purge: the back office drops the shop's content caches after a change (bearer token).
export const action = contentPurgeAction;
// Anything but POST gets the action's answer too: 404 without a token configured, else 405.
export const loader = contentPurgeAction;
