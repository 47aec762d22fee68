import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { ModalDialog } from '../../ui/dialog';
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

/**
 * The header's "Sign out". Online it opens the logout page. Offline that page cannot be fetched (following the
 * link did nothing), so the same confirmation opens here, in a dialog: the buyer is warned the same way.
 */
export function SignOutLink() {
  const { locale, t } = useI18n();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // The dialog lives at the end of the document (not in the closed account menu), once in the browser.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (navigator.onLine) return;
    event.preventDefault();
    event.currentTarget.closest('details')?.removeAttribute('open');
    setOpen(true);
  }

  return (
    <>
      <Link to={urls.logout(locale)} onClick={follow} ref={link}>
        {t('header.logout')}
      </Link>
      {portalTarget
        ? createPortal(
            <ModalDialog
              open={open}
              onDismiss={() => setOpen(false)}
              title={t('logout.title')}
              testId="logout-dialog"
              // The link is hidden in the closed menu: focus goes back to the menu's own button.
              focusBack={() => link.current?.closest('details')?.querySelector('summary') ?? null}
            >
              {/* Only while open: the logout page may be on screen too, with the same texts and ids. */}
              {open ? <SignOutConfirmation onBack={() => setOpen(false)} /> : null}
            </ModalDialog>,
            portalTarget,
          )
        : null}
    </>
  );
}
