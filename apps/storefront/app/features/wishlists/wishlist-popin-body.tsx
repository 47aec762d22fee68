import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { ModalDialog } from '../../ui/dialog';
import { useOnlineResource } from '../cart';
import type { WishlistChoices, WishlistPopinResult } from './popin.server';
import { AddItemFields } from './add-item-fields';
import { useTargetChoice } from './target-fields';

/** The popin's first field: the list's choice, once the lists are there. */
const firstField = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('select, input');

export interface WishlistPopinBodyProps {
  productId: number;
  productName: string;
  open: boolean;
  onClose(): void;
  openerRef: RefObject<HTMLAnchorElement | null>;
}

/**
 * The standard-order popin itself (wishlist-popin.tsx has its opener): loaded with import() at its first opening,
 * so the product page does not carry its code (issue 18).
 */
export function WishlistPopinBody({
  productId,
  productName,
  open,
  onClose,
  openerRef,
}: WishlistPopinBodyProps) {
  const { locale, t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
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

  // The lists arrive after the dialog opened: focus its first field then.
  const loaded = choices.data !== undefined;
  useEffect(() => {
    if (open && loaded && dialogRef.current) firstField(dialogRef.current)?.focus();
  }, [open, loaded]);

  // After an addition the lists may have grown (a new list): read them again at once, as React Router would
  // revalidate a fetcher's data after the submission.
  const { reload } = choices;
  useEffect(() => {
    if (result?.ok) reload();
  }, [result, reload]);

  // Each opening: the lists are read the first time, and again when that failed.
  const wasOpen = useRef(false);
  const failed = choices.status === 'failed';
  useEffect(() => {
    if (open && !wasOpen.current) {
      setTried(false);
      if (!wanted) setWanted(true);
      else if (failed) reload();
    }
    wasOpen.current = open;
  }, [open, wanted, failed, reload]);

  const busy = submit.state !== 'idle';
  const failure = result && !result.ok ? result : null;
  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      title={t('wishlist.popin.title')}
      titleId={titleId}
      className="wishlist-popin"
      testId="wishlist-popin"
      dialogRef={dialogRef}
      initialFocus={firstField}
      focusBack={() => openerRef.current}
    >
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
          <AddItemFields
            idPrefix={titleId}
            productId={productId}
            lists={lists}
            choice={choice}
            result={result}
            showErrors={tried || choice.name.trim() !== ''}
          />
          <div className="button-row dialog-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('wishlist.popin.submit')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('wishlist.popin.close')}
            </button>
          </div>
        </submit.Form>
      ) : (
        <div className="button-row dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('wishlist.popin.close')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
