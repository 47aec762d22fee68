import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useCart } from '../cart';
import type { SignOutDialogProps } from './sign-out-dialog';

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
 * link did nothing), so the same confirmation opens here, in a dialog: the buyer is warned the same way. The
 * dialog's code (sign-out-dialog.tsx) comes with import() once the page runs, not with every page's first
 * JavaScript (issue 18): it is only ever shown offline, and so is loaded while online, for the service worker to keep.
 */
export function SignOutLink() {
  const { locale, t } = useI18n();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // The dialog lives at the end of the document (not in the closed account menu), once in the browser.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<SignOutDialogProps> | null>(null);
  useEffect(() => {
    setPortalTarget(document.body);
    let live = true;
    import('./sign-out-dialog').then(
      (loaded) => {
        if (live) setDialog(() => loaded.SignOutDialog);
      },
      () => undefined, // not fetched: the link (the logout page) still works online
    );
    return () => {
      live = false;
    };
  }, []);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (navigator.onLine || !Dialog) return;
    event.preventDefault();
    event.currentTarget.closest('details')?.removeAttribute('open');
    setOpen(true);
  }

  return (
    <>
      <Link to={urls.logout(locale)} onClick={follow} ref={link}>
        {t('header.logout')}
      </Link>
      {portalTarget && Dialog
        ? createPortal(<Dialog open={open} onClose={() => setOpen(false)} linkRef={link} />, portalTarget)
        : null}
    </>
  );
}
