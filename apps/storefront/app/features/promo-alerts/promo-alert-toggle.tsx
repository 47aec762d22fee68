import { useSyncExternalStore } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useOnlineResource } from '../cart';
import type { PromoAlertResult } from './promo-alerts-page.server';

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether the buyer is subscribed, read once the page is hydrated and again when the connection comes back if
 * that read failed (spec doc 2 §4: offline → online loads the promo subscriptions if not yet loaded; the cart
 * layer's shared reader, a plain fetch: offline, a failed read leaves the toggle as it was). null = not known.
 */
function useSubscribedState(url: string): boolean | null {
  return useOnlineResource<{ subscribed: boolean | null }>(url).data?.subscribed ?? null;
}

/**
 * "Alert me before this promotion ends" on the product page (issue 10 §3): a toggle button (aria-pressed) in a
 * form posting to /account/promo_alerts. The product page stays the same for every buyer (its loader does not
 * ask): once hydrated, the state comes from a resource route that reads the buyer's subscriptions. Without
 * JavaScript the same form subscribes (idempotent) and comes back to this page. Render it with
 * `key={variantId}`: another variant is another subscription.
 */
export function PromoAlertToggle({ productId, productName }: { productId: number; productName: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const hydrated = useHydrated();
  const change = useFetcher<PromoAlertResult>();
  const loaded = useSubscribedState(urls.promoAlertState(locale, productId));

  const result = change.data?.productId === productId ? change.data : undefined;
  const pending = change.formData ? change.formData.get('intent') === 'subscribe' : undefined;
  const subscribed = pending ?? (result?.ok ? result.subscribed : undefined) ?? loaded;

  return (
    <change.Form method="post" action={urls.promoAlerts(locale)} className="promo-alert">
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="product_name" value={productName} />
      <input type="hidden" name="intent" value={subscribed ? 'unsubscribe' : 'subscribe'} />
      {hydrated ? null : (
        <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      )}
      <button
        type="submit"
        className="button promo-alert-button"
        aria-pressed={subscribed === null ? undefined : subscribed}
        data-testid="promo-alert-toggle"
      >
        <BellIcon on={subscribed === true} /> {t('promoAlerts.toggle')}
      </button>
      <p role="status" className="promo-alert-status">
        {result && !result.ok ? (
          <span className="promo-alert-error">{result.error ?? t('promoAlerts.failed')}</span>
        ) : result?.ok ? (
          <>
            {t(result.subscribed ? 'promoAlerts.toggle.on' : 'promoAlerts.toggle.off')}{' '}
            <Link to={urls.promoAlerts(locale)}>{t('promoAlerts.toggle.manage')}</Link>
          </>
        ) : null}
      </p>
    </change.Form>
  );
}

/** A bell, filled when the alert is on (the state is also aria-pressed and the status text: not colour alone). */
function BellIcon({ on }: { on: boolean }) {
  return (
    <svg
      className="promo-alert-bell"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
