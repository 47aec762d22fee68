import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where focus goes back when the dialog closes by default: the element that had it when it opened, if still there. */
const openerIfThere = (opener: HTMLElement | null) => (opener?.isConnected ? opener : null);

/**
 * An accessible modal (native <dialog> shown with showModal: the rest of the page is inert): labelled by its
 * title, focus on `initialFocus` when it opens, Tab kept inside, Escape (and a click on the backdrop, when
 * `dismissOnBackdrop`) asks the parent to close it (it closes through `open`), and focus goes back to
 * `focusBack(opener)` — by default the element that opened it. Confirmations and the product page's popins
 * are all this one dialog.
 */
export function ModalDialog({
  open,
  onDismiss,
  title,
  titleId,
  describedBy,
  className,
  testId,
  initialFocus,
  focusBack = openerIfThere,
  dismissOnBackdrop = false,
  dialogRef: givenRef,
  children,
}: {
  open: boolean;
  onDismiss(): void;
  title: ReactNode;
  /** The title's id, when the content needs it too (e.g. as its fields' id prefix). */
  titleId?: string;
  describedBy?: string;
  className?: string;
  testId?: string;
  /** The element to focus once shown (looked for inside the dialog). */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  focusBack?: (opener: HTMLElement | null) => HTMLElement | null | undefined;
  dismissOnBackdrop?: boolean;
  /** The dialog element, for a parent that moves focus itself later (content that arrives after opening). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = givenRef ?? ownRef;
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ initialFocus, focusBack });
  useEffect(() => {
    latest.current = { initialFocus, focusBack };
  });
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      latest.current.initialFocus?.(dialog)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, dialogRef]);

  function restoreFocus() {
    // After the dialog's own focus fix-up.
    requestAnimationFrame(() => {
      latest.current.focusBack(opener.current)?.focus();
      opener.current = null;
    });
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the parent decides (it closes through `open`)
        onDismiss();
      }}
      onClose={restoreFocus}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (dismissOnBackdrop && event.target === dialogRef.current) onDismiss(); // a click on the backdrop
      }}
    >
      <div className="dialog-body">
        <h2 id={headingId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/**
 * An accessible confirmation (a ModalDialog): described by its message, focus on the safe choice first, a click
 * on the backdrop cancels, and focus goes back where it was (or to `returnFocus()` when that element is gone,
 * e.g. the deleted line's button).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  returnFocus?: () => HTMLElement | null;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <ModalDialog
      open={open}
      onDismiss={onCancel}
      title={title}
      describedBy={bodyId}
      initialFocus={() => cancelRef.current}
      focusBack={(opener) => openerIfThere(opener) ?? returnFocus?.() ?? null}
      dismissOnBackdrop
    >
      <div id={bodyId}>{children}</div>
      <div className="button-row dialog-actions">
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" ref={cancelRef} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
