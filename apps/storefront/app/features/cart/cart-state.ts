import type { CartItem, CartState, CheckoutGuard, DisplayedLine, LineRef, LineRefusal } from '@vetshop/cart';
import { createContext, useContext } from 'react';
import type { ProductInfo } from './product-info';

// The context and its reader live apart from the provider (cart-context.tsx): components the provider renders,
// like the offline notice, read the context too, and one module for both was an import cycle.

/**
 * The buyer's cart as the pages see it: the offline engine (packages/cart) running in the browser, its
 * displayed cart and state, and its actions. During server rendering (and until hydration) `ready` is false
 * and the actions do nothing: pages render the loader's cart and keep their controls disabled.
 */
export interface CartContextValue {
  /** The engine runs (in the browser, after hydration); false during server rendering. */
  ready: boolean;
  /**
   * Put `qty` more of a variant in the cart (works offline: queued, synced later). `info` (optional) lets the
   * cart name the product before the back office has priced the line (e.g. added offline).
   */
  add(productId: number, qty?: number, options?: Record<string, unknown> | null, info?: ProductInfo): void;
  /**
   * Puts several lines in the cart as ONE batch ("order again"): queued together and sent in one sync, where
   * `add` per line could start a sync after the first. `info` names the products before they are priced.
   */
  addMany(items: readonly CartItem[], info?: Iterable<[number, ProductInfo]>): void;
  countArticles: number;
  /** Changes typed but not yet saved by the back office (sign-out warns about them). */
  hasPendingTransactions: boolean;
  /** Sign-out: forget the buyer's queued changes and cart on this device. */
  clearOnLogout(): void;
  /** The cart `cartUuid` was just ordered: its lines leave this device's cart (and its count) at once. */
  cartOrdered(cartUuid: string): void;
  /** The engine's full state; null until ready. */
  state: CartState | null;
  /** The displayed lines: the last server cart with the pending changes applied. */
  lines: readonly DisplayedLine[];
  /** Browser offline, back office unavailable, or the last sync failed. */
  offline: boolean;
  syncing: boolean;
  pendingCount: number;
  /** The engine has heard from the back office since this page was loaded. */
  fresh: boolean;
  /** Whether the buyer may go to checkout now, and why not; null until ready. */
  checkout: CheckoutGuard | null;
  /** Sends the change (new − displayed quantity). */
  setQuantity(line: LineRef, qty: number): void;
  /** Sends −displayed quantity. */
  remove(line: LineRef): void;
  /**
   * Changes the back office refused, one per line (product + options), until the buyer changes that line
   * again, dismisses it, or a later change of it is accepted; kept on this device across reloads.
   */
  refusals: readonly LineRefusal[];
  /** Forgets a refusal (`LineRefusal.key`): the buyer closed its message. */
  dismissRefusal(key: string): void;
  /** Resolves when the sync loop is idle again (never rejects). */
  sync(options?: { force?: boolean }): Promise<void>;
  /** Names and pictures known on this device for pending lines, in the page's language. */
  productInfo(productId: number): ProductInfo | null;
  rememberProducts(entries: Iterable<[number, ProductInfo]>): void;
}

export const noop = () => undefined;
export const EMPTY_CART: CartContextValue = {
  ready: false,
  add: noop,
  addMany: noop,
  countArticles: 0,
  hasPendingTransactions: false,
  clearOnLogout: noop,
  cartOrdered: noop,
  state: null,
  lines: [],
  offline: false,
  syncing: false,
  pendingCount: 0,
  fresh: false,
  checkout: null,
  setQuantity: noop,
  remove: noop,
  refusals: [],
  dismissRefusal: noop,
  sync: async () => undefined,
  productInfo: () => null,
  rememberProducts: noop,
};
export const CartContext = createContext<CartContextValue>(EMPTY_CART);

export function useCart(): CartContextValue {
  return useContext(CartContext);
}
