import type { RefObject } from 'react';
import { useI18n } from '../../i18n';
import { ModalDialog } from '../../ui/dialog';
import { SignOutConfirmation } from './sign-out-confirmation';

export interface SignOutDialogProps {
  open: boolean;
  onClose(): void;
  /** The header's "Sign out" link, inside the account menu. */
  linkRef: RefObject<HTMLAnchorElement | null>;
}

/** The sign-out confirmation in a dialog, over the page: what the header's "Sign out" opens offline (sign-out.tsx). */
export function SignOutDialog({ open, onClose, linkRef }: SignOutDialogProps) {
  const { t } = useI18n();
  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      title={t('logout.title')}
      testId="logout-dialog"
      // The link is hidden in the closed menu: focus goes back to the menu's own button.
      focusBack={() => linkRef.current?.closest('details')?.querySelector('summary') ?? null}
    >
      {/* Only while open: the logout page may be on screen too, with the same texts and ids. */}
      {open ? <SignOutConfirmation onBack={onClose} /> : null}
    </ModalDialog>
  );
}
