import { useId, useSyncExternalStore } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useCart } from '../cart';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's connection (online while server rendering: the page was just served). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The sign-out confirmation (spec §2), on the logout page and in the offline dialog alike: the warning first
 * when the cart holds changes not saved yet (signing out forgets them on this device), then "Continue" and
 * "Back". Signing out needs the shop (it ends the session there): offline, "Continue" waits for the connection.
 * A module of its own: the header's "Sign out" link (sign-out.tsx), in every signed-in page's first JavaScript,
 * does not carry it (issue 18); the logout page and the offline dialog import it.
 */
export function SignOutConfirmation({ onBack }: { onBack(): void }) {
  const { locale, t } = useI18n();
  const { hasPendingTransactions, clearOnLogout } = useCart();
  const online = useOnline();
  const offlineId = useId();
  return (
    <>
      {hasPendingTransactions ? (
        <p className="notice notice-warning" role="alert">
          {t('logout.unsynced')}
        </p>
      ) : (
        <p>{t('logout.confirm')}</p>
      )}
      <Form
        method="post"
        action={urls.logout(locale)}
        onSubmit={(event) => {
          if (!navigator.onLine) {
            event.preventDefault();
            return;
          }
          clearOnLogout();
        }}
      >
        <div className="button-row">
          <button
            type="submit"
            className="button button-primary"
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
          >
            {t('logout.continue')}
          </button>
          <button type="button" className="button" onClick={onBack}>
            {t('logout.back')}
          </button>
        </div>
        <p id={offlineId} className="muted" role="status">
          {online ? null : t('logout.offline')}
        </p>
      </Form>
    </>
  );
}
