import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import type { SignOutDialogProps } from './sign-out-dialog';

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
