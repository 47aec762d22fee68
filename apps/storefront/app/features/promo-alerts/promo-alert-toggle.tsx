import { useEffect, useSyncExternalStore } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
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
  const state = useFetcher<{ subscribed: boolean | null }>();
  const change = useFetcher<PromoAlertResult>();

  useEffect(() => {
    void state.load(urls.promoAlertState(locale, productId));
    // Loaded once per product (the component is keyed by it); the fetcher itself is stable enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, productId]);

  const result = change.data?.productId === productId ? change.data : undefined;
  const pending = change.formData ? change.formData.get('intent') === 'subscribe' : undefined;
  const subscribed =
    pending ?? (result?.ok ? result.subscribed : undefined) ?? state.data?.subscribed ?? null;

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
        <span className="promo-alert-bell" aria-hidden="true">
          {subscribed ? '🔔' : '🔕'}
        </span>{' '}
        {t('promoAlerts.toggle')}
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
