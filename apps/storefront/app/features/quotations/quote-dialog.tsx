import { useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { plainClick } from '../../lib/plain-click';
import { urls } from '../../lib/urls';
import { ModalDialog } from '../../ui/dialog';
import type { QuoteDialogData, QuoteDialogResult } from './add-product.server';
import { QuoteFields } from './quote-fields';
import { blockTakenReference } from './reference-field';

/**
 * The product page's quotation popin (spec doc 1 §2). `request`: a quotation-only product (no add-to-cart) —
 * quantity, a draft or a new quotation, and "send the request now"; `add`: any other product, to a draft.
 * An accessible modal (ui ModalDialog): labelled by its title, focus on the first field and kept inside, Escape
 * closes, focus goes back to the opener. The drafts are loaded when it opens, never with the (cacheable) product
 * page. Its opener is a link to /account/quotations/add?product={id}, the same form on a page of its own, for a
 * browser without JavaScript (or a new tab).
 */
export function QuoteDialog({
  productId,
  productName,
  mode,
}: {
  productId: number;
  productName: string;
  mode: 'request' | 'add';
}) {
  const { locale, t } = useI18n();
  const openerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('new');
  const drafts = useFetcher<QuoteDialogData>();
  const submit = useFetcher<QuoteDialogResult>();
  const titleId = useId();
  const endpoint = urls.quotationAddProduct(locale);
  const result = submit.data;

  function openDialog() {
    setOpen(true);
    if (drafts.state === 'idle') void drafts.load(endpoint);
  }

  const loaded = drafts.data?.signedIn ? drafts.data : null;
  const refusal = result && !result.ok ? result.refusal : null;
  const busy = submit.state !== 'idle';
  const title = mode === 'request' ? t('quotations.dialog.titleRequest') : t('quotations.dialog.titleAdd');

  return (
    <div className="quote-opener">
      {/* A link to the page with the same form (without JavaScript), that the dialog intercepts once it runs. */}
      <a
        href={urls.quotationAdd(locale, productId)}
        ref={openerRef}
        className={mode === 'request' ? 'button button-primary' : 'button'}
        onClick={(event) => {
          if (!plainClick(event)) return; // a new tab or window: the page
          event.preventDefault();
          openDialog();
        }}
        aria-haspopup="dialog"
      >
        {mode === 'request' ? t('quotations.dialog.openRequest') : t('quotations.dialog.openAdd')}
      </a>
      <ModalDialog
        open={open}
        onDismiss={() => setOpen(false)}
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
        <submit.Form
          method="post"
          action={endpoint}
          className="form"
          noValidate
          onSubmit={blockTakenReference}
        >
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
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('quotations.dialog.close')}
            </button>
          </div>
        </submit.Form>
      </ModalDialog>
    </div>
  );
}
