/** localStorage when the browser lets us use it (not in some private modes): else this tab's memory. */
export function deviceStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}
const PROBE_KEY = 'vetshop.probe';

/**
 * Where the checkout form keeps the buyer's unsaved draft. Here rather than in the checkout feature because
 * the cart forgets it at sign-out (and the checkout builds on the cart, not the reverse).
 */
export const CHECKOUT_DRAFT_PREFIX = 'vetshop.checkout.';
export const checkoutDraftKey = (userKey: string): string => `${CHECKOUT_DRAFT_PREFIX}${userKey}`;
