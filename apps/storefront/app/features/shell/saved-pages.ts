/** Which pages the service worker keeps for a reload offline, and for whom (service-worker-client.tsx). */

/**
 * Pages worth keeping for a reload offline when reached by client-side navigation (one fetch per URL); the
 * worker keeps the same pages when it activates (public/sw.js mirrors this pattern).
 */
export const SAVED_PAGES = /^\/(fr|nl|en)(\/|\/cart|\/p\/[^/]+|\/account\/sales(\/\d+)?)?$/;
const SAVE_DELAY_MS = 2000;
/** The cart is kept at once and each time it is shown: its lines are what a buyer reloads offline for. */
const CART_PAGE = /^\/(fr|nl|en)\/cart$/;

/** When and how the page at `pathname` is kept for a reload offline (null: it is not kept). */
export function pageSaving(pathname: string): { delayMs: number; force: boolean } | null {
  if (!SAVED_PAGES.test(pathname)) return null;
  return CART_PAGE.test(pathname) ? { delayMs: 0, force: true } : { delayMs: SAVE_DELAY_MS, force: false };
}

/** Who the pages kept on this device belong to (login), so that another buyer never gets them offline. */
export const PAGES_OWNER_KEY = 'vetshop.pages-owner';

/**
 * The pages kept on this device are for `userKey` (null: a guest is browsing). When they belong to someone
 * else (a buyer whose session ended without "Sign out", e.g. on a shared computer), they must be dropped
 * before anybody could be shown them offline: returns true then.
 */
export function claimSavedPages(
  userKey: string | null,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): boolean {
  if (!storage) return false;
  try {
    const owner = storage.getItem(PAGES_OWNER_KEY);
    if (owner === userKey) return false;
    if (userKey === null) storage.removeItem(PAGES_OWNER_KEY);
    else storage.setItem(PAGES_OWNER_KEY, userKey);
    return owner !== null;
  } catch {
    return false;
  }
}
