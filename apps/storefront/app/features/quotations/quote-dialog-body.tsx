import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { urls } from '../../lib/urls';
import { ModalDialog } from '../../ui/dialog';
import type { QuoteDialogData, QuoteDialogResult } from './add-product.server';
import { QuoteFields } from './quote-fields';
import { blockTakenReference } from './reference-field';

export interface QuoteDialogBodyProps {
  productId: number;
  productName: string;
  mode: 'request' | 'add';
  open: boolean;
  onClose(): void;
  openerRef: RefObject<HTMLAnchorElement | null>;
}

/**
 * The quotation popin itself (quote-dialog.tsx has its opener): loaded with import() at its first opening, so the
 * product page does not carry its code (issue 18). The drafts are read at each opening, as before.
 */
export function QuoteDialogBody({
  productId,
  productName,
  mode,
  open,
  onClose,
  openerRef,
}: QuoteDialogBodyProps) {
  const { locale, t } = useI18n();
  const [target, setTarget] = useState('new');
  const drafts = useFetcher<QuoteDialogData>();
  const submit = useFetcher<QuoteDialogResult>();
  const titleId = useId();
  const endpoint = urls.quotationAddProduct(locale);
  const result = submit.data;

  // Each opening reads the drafts (unless a read is under way).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current && drafts.state === 'idle') void drafts.load(endpoint);
    wasOpen.current = open;
  }, [open, drafts, endpoint]);

  const loaded = drafts.data?.signedIn ? drafts.data : null;
  const refusal = result && !result.ok ? result.refusal : null;
  const busy = submit.state !== 'idle';
  const title = mode === 'request' ? t('quotations.dialog.titleRequest') : t('quotations.dialog.titleAdd');

  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      title={title}
      titleId={titleId}
      className="quote-dialog"
      testId="quote-dialog"
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('input, select')}
      focusBack={() => openerRef.current}
    >
      <p className="muted">{productName}</p>
      <div role="status">
        {result?.ok ? (
          <p className="notice">
            {t(result.sent ? 'quotations.dialog.sent' : 'quotations.dialog.added', { name: result.name })}{' '}
            <Link to={urls.quotation(locale, result.id)}>{t('quotations.dialog.view')}</Link>
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className="notice notice-error" role="alert">
          {result && !result.ok && result.message && refusal === 'unknown'
            ? result.message
            : t(QUOTATION_MESSAGES[refusal])}
        </p>
      ) : null}
      {drafts.state === 'loading' && !drafts.data ? (
        <p className="muted">{t('quotations.dialog.loading')}</p>
      ) : null}
      {drafts.data && !drafts.data.signedIn ? (
        <p>
          <Link to={urls.login(locale)}>{t('quotations.dialog.signIn')}</Link>
        </p>
      ) : null}
      <submit.Form method="post" action={endpoint} className="form" noValidate onSubmit={blockTakenReference}>
        <QuoteFields
          idPrefix={titleId}
          productId={productId}
          mode={mode}
          loaded={loaded}
          result={result}
          target={target}
          onTarget={setTarget}
        />
        <div className="button-row dialog-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {mode === 'request' ? t('quotations.dialog.submitRequest') : t('quotations.dialog.submitAdd')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('quotations.dialog.close')}
          </button>
        </div>
      </submit.Form>
    </ModalDialog>
  );
}
