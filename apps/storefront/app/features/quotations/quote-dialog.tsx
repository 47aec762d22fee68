import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { urls } from '../../lib/urls';
import type { QuoteDialogData, QuoteDialogResult } from './add-product.server';
import { MAX_NOTE } from './quotation-forms';
import { blockTakenReference, ReferenceField } from './reference-field';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The product page's quotation popin (spec doc 1 §2). `request`: a quotation-only product (no add-to-cart) —
 * quantity, a draft or a new quotation, and "send the request now"; `add`: any other product, to a draft.
 * An accessible modal: labelled by its title, focus on the first field and kept inside, Escape closes, focus
 * goes back to the opener. The drafts are loaded when it opens, never with the (cacheable) product page.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('new');
  const drafts = useFetcher<QuoteDialogData>();
  const submit = useFetcher<QuoteDialogResult>();
  const titleId = useId();
  const endpoint = urls.quotationAddProduct(locale);
  const result = submit.data;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input, select')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  function openDialog() {
    setOpen(true);
    if (drafts.state === 'idle') void drafts.load(endpoint);
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

  const loaded = drafts.data?.signedIn ? drafts.data : null;
  const problems = result && !result.ok ? result.problems : [];
  const refusal = result && !result.ok ? result.refusal : null;
  const busy = submit.state !== 'idle';
  const title = mode === 'request' ? t('quotations.dialog.titleRequest') : t('quotations.dialog.titleAdd');

  return (
    <div className="quote-opener">
      <button
        type="button"
        ref={openerRef}
        className={mode === 'request' ? 'button button-primary' : 'button'}
        onClick={openDialog}
        aria-haspopup="dialog"
      >
        {mode === 'request' ? t('quotations.dialog.openRequest') : t('quotations.dialog.openAdd')}
      </button>
      <dialog
        ref={dialogRef}
        className="dialog quote-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault(); // Escape: closed through `open`, so that focus goes back to the opener
          setOpen(false);
        }}
        onClose={() => requestAnimationFrame(() => openerRef.current?.focus())}
        onKeyDown={keepFocusInside}
        data-testid="quote-dialog"
      >
        <div className="dialog-body">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
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
            <input type="hidden" name="product_id" value={productId} />
            <div className="field">
              <label htmlFor={`${titleId}-qty`}>{t('quotations.col.quantity')}</label>
              <input
                id={`${titleId}-qty`}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                defaultValue={1}
                aria-invalid={problems.includes('quantity') || undefined}
                aria-describedby={problems.includes('quantity') ? `${titleId}-qty-error` : undefined}
              />
              {problems.includes('quantity') ? (
                <p id={`${titleId}-qty-error`} className="field-error" role="alert">
                  {t('quotations.lines.quantityInvalid')}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`${titleId}-target`}>{t('quotations.dialog.target')}</label>
              <select
                id={`${titleId}-target`}
                name="target"
                value={target}
                onChange={(e) => setTarget(e.currentTarget.value)}
              >
                <option value="new">{t('quotations.dialog.targetNew')}</option>
                {(loaded?.drafts ?? []).map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.ref ? t('quotations.dialog.targetDraftRef', { name: d.name, ref: d.ref }) : d.name}
                  </option>
                ))}
              </select>
              {loaded && loaded.drafts.length === 0 ? (
                <p className="field-hint muted">{t('quotations.dialog.noDrafts')}</p>
              ) : null}
            </div>
            {target === 'new' ? (
              <>
                <ReferenceField
                  id={`${titleId}-ref`}
                  known={loaded?.known ?? []}
                  defaultValue=""
                  serverTaken={problems.includes('reference_taken')}
                  tooLong={problems.includes('reference_long')}
                />
                <div className="field">
                  <label htmlFor={`${titleId}-note`}>{t('quotations.form.note')}</label>
                  <textarea id={`${titleId}-note`} name="note" rows={2} maxLength={MAX_NOTE} />
                </div>
              </>
            ) : null}
            {mode === 'request' ? (
              <div className="quote-check">
                <input id={`${titleId}-send`} type="checkbox" name="send_now" value="yes" defaultChecked />
                <label htmlFor={`${titleId}-send`}>{t('quotations.dialog.sendNow')}</label>
              </div>
            ) : null}
            <div className="button-row dialog-actions">
              <button type="submit" className="button button-primary" disabled={busy}>
                {mode === 'request' ? t('quotations.dialog.submitRequest') : t('quotations.dialog.submitAdd')}
              </button>
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('quotations.dialog.close')}
              </button>
            </div>
          </submit.Form>
        </div>
      </dialog>
    </div>
  );
}
