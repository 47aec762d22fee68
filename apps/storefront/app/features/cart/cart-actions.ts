import type { CartEngine, CartItem, LineRef } from '@vetshop/cart';
import type { Locale } from '../../i18n';
import { checkoutDraftKey, deviceStorage } from '../../lib/device-storage';
import { clearSavedPages } from '../../lib/service-worker';
import type { ProductInfo } from './product-info';
import type { ProductInfoStore } from './product-info-store';

/**
 * What the pages can do with the cart once its engine runs (cart-context.tsx hands them out in the context). Part
 * of the engine's module (engine-runtime.ts), loaded with it: nothing calls them before the engine is there.
 */
export function cartActions(engine: CartEngine, infoStore: ProductInfoStore | null, locale: () => Locale) {
  return {
    add(productId: number, qty = 1, options: Record<string, unknown> | null = null, info?: ProductInfo) {
      if (info) infoStore?.merge(locale(), [[productId, info]]);
      engine.add(productId, qty, options);
    },
    addMany(items: readonly CartItem[], info?: Iterable<[number, ProductInfo]>) {
      if (info) infoStore?.merge(locale(), info);
      engine.addMany(items);
    },
    clearOnLogout() {
      const key = engine.getState().userKey;
      engine.logout();
      if (key) {
        try {
          deviceStorage()?.removeItem(checkoutDraftKey(key));
        } catch {
          // nothing to clear
        }
      }
      clearSavedPages();
    },
    cartOrdered: (cartUuid: string) => engine.cartOrdered(cartUuid),
    setQuantity: (line: LineRef, qty: number) => void engine.setQuantity(line, qty),
    remove: (line: LineRef) => void engine.remove(line),
    dismissRefusal: (key: string) => engine.dismissRefusal(key),
    async sync(options?: { force?: boolean }) {
      await engine.sync(options);
    },
    rememberProducts: (entries: Iterable<[number, ProductInfo]>) => infoStore?.merge(locale(), entries),
  };
}
