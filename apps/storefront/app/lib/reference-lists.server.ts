import type { ApiResponse } from '@vetshop/contract';
import type { Locale } from '../i18n';
import type { BackofficeClient } from './backoffice.server';
import { localeCache } from './locale-cache.server';

export type ReferenceLists = ApiResponse<'settings'>;

/**
 * GET settings: countries, titles, states, payment modes — the same for every buyer of a language (the back
 * office answers them from the language alone, to any session), so kept per locale (lib/locale-cache.server.ts)
 * instead of asked on every cart and profile page; dropped by the content purge.
 */
// The client asks in its page's language, the one it is kept under.
const lists = localeCache((bo) => bo.call('settings'));

/** The caches the content purge drops (features/content purge-route.server.ts). */
export const REFERENCE_CACHES = [lists] as const;

/**
 * The reference lists in the buyer's language. Without a copy and when the shared load failed, this request asks
 * the back office itself, so that its failure (unavailable, the session ended) is this page's as before.
 */
export async function referenceLists(bo: BackofficeClient, locale: Locale): Promise<ReferenceLists> {
  return (await lists.get(bo, locale)) ?? bo.call('settings');
}
