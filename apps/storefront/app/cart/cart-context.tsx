import { createContext, useContext, type ReactNode } from 'react';

/**
 * The buyer's cart as the pages see it. PLACEHOLDER until the offline engine (packages/cart) is wired in:
 * the provider will run the engine in the browser and expose its state and actions here.
 */
export interface CartContextValue {
  /** The engine runs (in the browser, after hydration); false during server rendering. */
  ready: boolean;
  /** Put `qty` more of a variant in the cart (works offline: queued, synced later). */
  add(productId: number, qty?: number, options?: Record<string, unknown> | null): void;
  countArticles: number;
  /** Changes typed but not yet saved by the back office (sign-out warns about them). */
  hasPendingTransactions: boolean;
  /** Sign-out: forget the buyer's queued changes and cart on this device. */
  clearOnLogout(): void;
}

const EMPTY: CartContextValue = {
  ready: false,
  add: () => undefined,
  countArticles: 0,
  hasPendingTransactions: false,
  clearOnLogout: () => undefined,
};
const Ctx = createContext<CartContextValue>(EMPTY);

export function useCart(): CartContextValue {
  return useContext(Ctx);
}

export function CartProvider({ children }: { userKey: string | null; children: ReactNode }) {
  return <Ctx.Provider value={EMPTY}>{children}</Ctx.Provider>;
}
