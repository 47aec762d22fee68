import { useI18n } from '../../i18n';
import type { QuoteDialogData, QuoteDialogResult } from './add-product.server';
import { MAX_NOTE } from './quotation-forms';
import { ReferenceField } from './reference-field';

/** What the buyer chose and typed, given back when a page without JavaScript shows the form again. */
export interface QuoteTyped {
  quantity: string;
  ref: string;
  note: string;
  sendNow: boolean;
}

/**
 * The fields of "request a quote" / "add to a quotation", the same in the product page's dialog and on the page
 * /account/quotations/add that its link opens without JavaScript: quantity (1 by default), a draft or a new
 * quotation (reference checked as typed, note) and, for a request, "send the request now". `target` is the
 * select's value, kept by the caller (the new quotation's fields show only for "new").
 */
export function QuoteFields({
  idPrefix,
  productId,
  mode,
  loaded,
  result,
  target,
  onTarget,
  typed,
}: {
  idPrefix: string;
  productId: number;
  mode: 'request' | 'add';
  /** The buyer's drafts and references (null while they load). */
  loaded: QuoteDialogData | null;
  result: QuoteDialogResult | undefined;
  target: string;
  onTarget(value: string): void;
  typed?: QuoteTyped;
}) {
  const { t } = useI18n();
  const problems = result && !result.ok ? result.problems : [];
  return (
    <>
      <input type="hidden" name="product_id" value={productId} />
      <div className="field">
        <label htmlFor={`${idPrefix}-qty`}>{t('quotations.col.quantity')}</label>
        <input
          id={`${idPrefix}-qty`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={typed?.quantity ?? 1}
          aria-invalid={problems.includes('quantity') || undefined}
          aria-describedby={problems.includes('quantity') ? `${idPrefix}-qty-error` : undefined}
        />
        {problems.includes('quantity') ? (
          <p id={`${idPrefix}-qty-error`} className="field-error" role="alert">
            {t('quotations.lines.quantityInvalid')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-target`}>{t('quotations.dialog.target')}</label>
        <select
          id={`${idPrefix}-target`}
          name="target"
          value={target}
          onChange={(e) => onTarget(e.currentTarget.value)}
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
            id={`${idPrefix}-ref`}
            known={loaded?.known ?? []}
            defaultValue={typed?.ref ?? ''}
            serverTaken={problems.includes('reference_taken')}
            tooLong={problems.includes('reference_long')}
          />
          <div className="field">
            <label htmlFor={`${idPrefix}-note`}>{t('quotations.form.note')}</label>
            <textarea
              id={`${idPrefix}-note`}
              name="note"
              rows={2}
              maxLength={MAX_NOTE}
              defaultValue={typed?.note ?? ''}
            />
          </div>
        </>
      ) : null}
      {mode === 'request' ? (
        <div className="quote-check">
          <input
            id={`${idPrefix}-send`}
            type="checkbox"
            name="send_now"
            value="yes"
            defaultChecked={typed?.sendNow ?? true}
          />
          <label htmlFor={`${idPrefix}-send`}>{t('quotations.dialog.sendNow')}</label>
        </div>
      ) : null}
    </>
  );
}
