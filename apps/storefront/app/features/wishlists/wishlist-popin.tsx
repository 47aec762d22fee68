import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useOnlineResource } from '../cart';
import type { WishlistChoices, WishlistPopinResult } from './popin.server';
import { TargetFields, useTargetChoice } from './target-fields';
import { MAX_LINE_QTY } from './wishlist-forms';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The product page's standard-order popin (spec doc 1 §2): choose a list or name a new one, a quantity (1 by
 * default), add. An accessible modal (native <dialog>: the page behind is inert): labelled by its title, focus on
 * the first field and kept inside, Escape and "Close" close it, focus goes back to the opener. The lists are
 * loaded when it opens, never with the product page (cacheable for guests). The duplicate product message is
 * said inside the dialog.
 */
export function WishlistPopin({ productId, productName }: { productId: number; productName: string }) {
  const { locale, t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [tried, setTried] = useState(false);
  // The lists are wanted from the first opening on; read again when the connection comes back if that failed.
  const [wanted, setWanted] = useState(false);
  const submit = useFetcher<WishlistPopinResult>();
  const titleId = useId();
  const endpoint = urls.wishlistPopin(locale);
  const choices = useOnlineResource<WishlistChoices>(wanted ? endpoint : null);
  const lists = choices.data?.lists ?? [];
  const choice = useTargetChoice(lists);
  const result = submit.data;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('select, input')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // The lists arrive after the dialog opened: focus its first field then.
  const loaded = choices.data !== undefined;
  useEffect(() => {
    if (open && loaded) dialogRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [open, loaded]);

  // After a success the lists may have grown (a new list): read them again at the next opening.
  const succeeded = result?.ok === true;
  function openDialog() {
    setOpen(true);
    setTried(false);
    if (!wanted) setWanted(true);
    else if (choices.status !== 'loading' && (choices.status === 'failed' || succeeded)) choices.reload();
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

  const busy = submit.state !== 'idle';
  const failure = result && !result.ok ? result : null;
  return (
    <div className="wishlist-popin-opener">
      <button type="button" ref={openerRef} className="button" onClick={openDialog} aria-haspopup="dialog">
        {t('wishlist.popin.open')}
      </button>
      <dialog
        ref={dialogRef}
        className="dialog wishlist-popin"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault(); // Escape: closed through `open`, so that focus goes back to the opener
          setOpen(false);
        }}
        onClose={() => requestAnimationFrame(() => openerRef.current?.focus())}
        onKeyDown={keepFocusInside}
        data-testid="wishlist-popin"
      >
        <div className="dialog-body">
          <h2 id={titleId} className="dialog-title">
            {t('wishlist.popin.title')}
          </h2>
          <p className="muted">{productName}</p>
          <div role="status">
            {result?.ok ? (
              <p className="notice notice-success">
                {t('wishlist.popin.added', { name: result.name })}{' '}
                <Link to={urls.wishlist(locale, result.id)}>{t('wishlist.popin.view')}</Link>
              </p>
            ) : null}
          </div>
          {failure && failure.problem === 'failed' ? (
            <p className="notice notice-error" role="alert">
              {failure.message ?? t('wishlist.popin.unavailable')}
            </p>
          ) : null}
          {choices.status === 'failed' || choices.data?.unavailable ? (
            <p className="notice notice-error" role="alert">
              {t('wishlist.popin.unavailable')}
            </p>
          ) : null}
          {choices.status === 'loading' && !choices.data ? (
            <p className="muted">{t('wishlist.popin.loading')}</p>
          ) : null}
          {choices.data && !choices.data.signedIn ? (
            <p>
              <Link to={urls.login(locale)}>{t('wishlist.popin.signIn')}</Link>
            </p>
          ) : null}
          {choices.data?.signedIn ? (
            <submit.Form
              method="post"
              action={endpoint}
              noValidate
              onSubmit={(event) => {
                setTried(true);
                if (choice.nameProblem) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="product_id" value={productId} />
              <TargetFields
                idPrefix={titleId}
                label="wishlist.popin.list"
                lists={lists}
                choice={choice}
                result={result}
                showErrors={tried || choice.name.trim() !== ''}
              />
              <div className="field">
                <label htmlFor={`${titleId}-qty`}>{t('wishlist.popin.quantity')}</label>
                <input
                  id={`${titleId}-qty`}
                  name="qty"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LINE_QTY}
                  step={1}
                  defaultValue={1}
                  aria-invalid={failure?.problem === 'quantity' || undefined}
                  aria-describedby={failure?.problem === 'quantity' ? `${titleId}-qty-error` : undefined}
                />
                {failure?.problem === 'quantity' ? (
                  <p id={`${titleId}-qty-error`} className="field-error" role="alert">
                    {t('wishlist.quantity.invalid', { max: MAX_LINE_QTY })}
                  </p>
                ) : null}
              </div>
              <div className="button-row dialog-actions">
                <button type="submit" className="button button-primary" disabled={busy}>
                  {t('wishlist.popin.submit')}
                </button>
                <button type="button" className="button" onClick={() => setOpen(false)}>
                  {t('wishlist.popin.close')}
                </button>
              </div>
            </submit.Form>
          ) : (
            <div className="button-row dialog-actions">
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('wishlist.popin.close')}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </div>
  );
}
