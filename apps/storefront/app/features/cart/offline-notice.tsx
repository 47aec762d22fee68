import { useCart } from './cart-state';
import { useI18n } from '../../i18n';

/**
 * Shown on every page while the cart is offline (browser offline, back office unavailable, or the last sync
 * failed): what happens to the buyer's changes, and how many are waiting. The live region is always in the
 * page so that screen readers hear it appear.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const { ready, state, pendingCount, syncing, sync } = useCart();
  const offline = ready && state !== null && state.offline && state.userKey !== null;
  const browserOffline = state?.browserOffline === true;
  return (
    <div className="offline-region" role="status">
      {offline ? (
        <div className="offline-notice">
          <p>
            <strong>{browserOffline ? t('offline.title') : t('offline.unreachable')}</strong>{' '}
            {t('offline.kept')} {pendingCount > 0 ? t('offline.waiting', { count: pendingCount }) : null}
          </p>
          {!browserOffline ? (
            <button
              type="button"
              className="button offline-retry"
              onClick={() => void sync({ force: true })}
              disabled={syncing}
            >
              {syncing ? t('offline.retrying') : t('offline.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
