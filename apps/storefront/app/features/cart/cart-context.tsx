import type { CartEngine } from '@vetshop/cart';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { INTL_LOCALE_TAGS, useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useNotify } from '../../ui/notifications';
import { CartContext, EMPTY_CART, noop, type CartContextValue } from './cart-state';
import type * as EngineRuntimeModule from './engine-runtime';
import { OfflineNotice } from './offline-notice';
import type { ProductInfo, ProductInfoMap } from './product-info';
import type { ProductInfoStore } from './product-info-store';

type EngineRuntime = typeof EngineRuntimeModule;
/** The engine's module, once loaded (see engine-runtime.ts): set before any engine exists. */
let runtime: EngineRuntime | null = null;
function loadedRuntime(): EngineRuntime {
  if (!runtime) throw new Error('the cart engine is used before its module loaded');
  return runtime;
}

const NO_STATE = () => null;
const NO_INFO: ProductInfoMap = {};
const subscribeNothing = () => noop;

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState !== 'hidden',
    () => false,
  );
}

export function CartProvider({ userKey, children }: { userKey: string | null; children: ReactNode }) {
  const { locale, t } = useI18n();
  const { notify } = useNotify();
  const [engine, setEngine] = useState<CartEngine | null>(null);
  const [infoStore, setInfoStore] = useState<ProductInfoStore | null>(null);
  const startedAt = useRef(0);
  const localeRef = useRef(locale);
  const userKeyRef = useRef(userKey);
  const tRef = useRef(t);
  useEffect(() => {
    localeRef.current = locale;
    userKeyRef.current = userKey;
    tRef.current = t;
  });

  // One engine per page load, in the browser only. It starts as a guest and signs in at once: login()
  // moves anything queued as a guest to the buyer's queue, clears a stale "signed out" state (the page
  // was just rendered for a signed-in buyer) and syncs.
  const engineRef = useRef<CartEngine | null>(null);
  // The engine's code comes with import() (not in the page's first JavaScript): until it is there the cart is
  // not `ready`, as before the effect ran. Offline with the module not kept yet, it is tried again once online.
  useEffect(() => {
    let live = true;
    const start = (loaded: EngineRuntime) => {
      runtime = loaded;
      if (!live) return;
      setInfoStore(loaded.createProductInfoStore());
      const created = loaded.createBrowserEngine(null, () => localeRef.current);
      if (userKeyRef.current) void created.login(userKeyRef.current);
      startedAt.current = Date.now();
      engineRef.current = created;
      setEngine(created);
    };
    const load = () => {
      import('./engine-runtime').then(start, () => {
        if (live) window.addEventListener('online', load, { once: true });
      });
    };
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
      engineRef.current?.dispose();
    };
  }, []);

  // The buyer signed in or out (or the session ended) while the page stayed loaded.
  useEffect(() => {
    if (!engine) return;
    const current = engine.getState().userKey;
    if (current === userKey) return;
    if (userKey !== null) {
      void engine.login(userKey);
      return;
    }
    // Signed out without clearOnLogout (the session ended elsewhere): what the buyer queued stays on this
    // device, under their name, for their next sign-in. This page goes on as a guest.
    engine.dispose();
    startedAt.current = Date.now();
    engineRef.current = loadedRuntime().createBrowserEngine(null, () => localeRef.current);
    setEngine(engineRef.current);
  }, [engine, userKey]);

  const state = useSyncExternalStore(
    useCallback((listener: () => void) => (engine ? engine.subscribe(listener) : noop), [engine]),
    engine ? engine.getState : NO_STATE,
    NO_STATE,
  );
  const infoMap = useSyncExternalStore(
    infoStore ? infoStore.subscribe : subscribeNothing,
    infoStore ? infoStore.snapshot : () => NO_INFO,
    () => NO_INFO,
  );

  // Names of the lines the back office knows, for pending lines and notices after a reload offline.
  const serverCart = state?.serverCart ?? null;
  useEffect(() => {
    if (!infoStore || !serverCart) return;
    infoStore.merge(
      locale,
      serverCart.lines.map(
        (line) => [line.product_id, loadedRuntime().infoFromCartLine(line)] as [number, ProductInfo],
      ),
    );
  }, [infoStore, serverCart, locale]);

  const productInfo = useCallback(
    (productId: number): ProductInfo | null => infoMap[`${locale}:${productId}`] ?? null,
    [infoMap, locale],
  );

  // Engine notices become notifications, told once, by a tab the buyer is looking at.
  const visible = usePageVisible();
  const notices = state?.notices;
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (!engine || !notices || notices.length === 0 || !visible) return;
    const t = tRef.current;
    const nameOf = (productId: number) =>
      productInfo(productId)?.name ?? t('cart.line.unknownProduct', { id: productId });
    for (const notice of notices) {
      if (!told.current.has(notice.id)) {
        told.current.add(notice.id);
        notify(loadedRuntime().noticeNotification(notice, t, nameOf, INTL_LOCALE_TAGS[localeRef.current]));
      }
      engine.dismissNotice(notice.id);
    }
  }, [engine, notices, visible, notify, productInfo]);

  // The back office no longer knows the session: sign in again, then come back here.
  const unauthenticated = state?.unauthenticated === true && state.userKey !== null;
  const sentToLogin = useRef(false);
  useEffect(() => {
    if (!unauthenticated || sentToLogin.current) return;
    if (/^\/(fr|nl|en)\/login$/.test(window.location.pathname)) return;
    sentToLogin.current = true;
    // A full page load: the storefront session is gone too (api/cart/sync ended it).
    window.location.assign(urls.login(locale, `${window.location.pathname}${window.location.search}`));
  }, [unauthenticated, locale]);

  // The actions depend on the engine only: stable across cart changes, so that the lines of a long cart that
  // did not change are not rendered again.
  const actions = useMemo(
    () => (engine ? loadedRuntime().cartActions(engine, infoStore, () => localeRef.current) : null),
    [engine, infoStore],
  );

  const value = useMemo<CartContextValue>(() => {
    if (!engine || !state || !actions) return EMPTY_CART;
    return {
      ...actions,
      ready: true,
      countArticles: state.countArticles,
      hasPendingTransactions: state.hasPendingTransactions,
      state,
      lines: state.cart.lines,
      refusals: state.refusals,
      offline: state.offline,
      syncing: state.status === 'synchronizing',
      pendingCount: state.pending.length,
      fresh: state.lastSyncAt !== null && state.lastSyncAt >= startedAt.current,
      checkout: loadedRuntime().canCheckout(state),
      productInfo,
    };
  }, [engine, state, actions, productInfo]);

  return (
    <CartContext.Provider value={value}>
      <OfflineNotice />
      {children}
    </CartContext.Provider>
  );
}
