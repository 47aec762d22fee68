import { displayedCart, type DisplayedLine, type PendingTransaction } from '@vetshop/cart';
import type { Cart } from '@vetshop/contract';

/** The engine's view of the cart, as far as the pages need it to choose what to show. */
export interface EngineView {
  serverCart: Cart | null;
  pending: readonly PendingTransaction[];
  /** The engine's displayed lines (its server cart + its pending transactions). */
  lines: readonly DisplayedLine[];
  /** The engine has heard from the back office since this page was loaded. */
  fresh: boolean;
}

/**
 * The back office's cart whose amounts, carrier and line messages the page shows: the loader's (fetched for
 * this page, unavailable quantities refreshed) unless the engine has a newer state of the same cart, or has
 * since this page loaded received another cart (or none).
 */
export function latestServerCart(loaderCart: Cart | null, engine: EngineView | null): Cart | null {
  if (!engine) return loaderCart;
  const synced = engine.serverCart;
  if (engine.fresh && (!synced || !loaderCart || synced.uuid !== loaderCart.uuid)) return synced;
  if (!synced) return loaderCart;
  if (!loaderCart) return synced; // the back office could not be asked: what this device knows
  if (synced.uuid !== loaderCart.uuid) return loaderCart;
  return synced.version > loaderCart.version ? synced : loaderCart;
}

/**
 * The lines to show. With changes pending, the engine's own view (its server cart and its queue are stored
 * together, so a change is never counted twice); otherwise the latest server cart.
 */
export function visibleLines(loaderCart: Cart | null, engine: EngineView | null): readonly DisplayedLine[] {
  if (engine && engine.pending.length > 0) return engine.lines;
  return displayedCart(latestServerCart(loaderCart, engine), []).lines;
}

/**
 * True when the loader's data is older than what the engine received since the page loaded (the cart changed
 * here or in another tab, or was replaced): the page then reloads its data (carriers priced for the new
 * amount, line messages…). Returns the version key to reload for, so that a page reloads once per change.
 */
export function staleLoaderKey(loaderCart: Cart | null, engine: EngineView | null): string | null {
  if (!engine?.fresh) return null;
  const synced = engine.serverCart;
  if (!synced) return loaderCart ? 'none' : null;
  if (!loaderCart || synced.uuid !== loaderCart.uuid || synced.version > loaderCart.version)
    return `${synced.uuid}@${synced.version}`;
  return null;
}
