import { Form } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { MAX_NOTE } from './quotation-forms';
import type { NewQuotationResult } from './quotations-page.server';
import { blockTakenReference, ReferenceField } from './reference-field';
import type { KnownReference } from './reference';

/** "New quotation": a reference (unique among the buyer's quotations) and a note; lines are added afterwards. */
export function NewQuotationForm({
  known,
  result,
}: {
  known: readonly KnownReference[];
  result: NewQuotationResult | undefined;
}) {
  const { t } = useI18n();
  const problems = result?.problems ?? [];
  return (
    <section className="quotation-new" aria-labelledby="quotation-new-title">
      <h2 id="quotation-new-title">{t('quotations.new.title')}</h2>
      <p className="muted">{t('quotations.new.intro')}</p>
      <Form method="post" className="form quotation-new-form" noValidate onSubmit={blockTakenReference}>
        {result?.refusal ? (
          <p className="notice notice-error" role="alert">
            {result.message && result.refusal === 'unknown'
              ? result.message
              : t(QUOTATION_MESSAGES[result.refusal])}
          </p>
        ) : null}
        <ReferenceField
          id="new-quotation-ref"
          known={known}
          defaultValue={result?.values.ref ?? ''}
          serverTaken={problems.includes('reference_taken')}
          tooLong={problems.includes('reference_long')}
        />
        <div className="field">
          <label htmlFor="new-quotation-note">{t('quotations.form.note')}</label>
          <textarea
            id="new-quotation-note"
            name="note"
            rows={3}
            maxLength={MAX_NOTE}
            defaultValue={result?.values.note ?? ''}
            aria-invalid={problems.includes('note_long') || undefined}
            aria-describedby={problems.includes('note_long') ? 'new-quotation-note-error' : undefined}
          />
          {problems.includes('note_long') ? (
            <p id="new-quotation-note-error" className="field-error" role="alert">
              {t('quotations.form.noteLong', { max: MAX_NOTE })}
            </p>
          ) : null}
        </div>
        <p>
          <button type="submit" className="button button-primary">
            {t('quotations.new.submit')}
          </button>
        </p>
      </Form>
    </section>
  );
}
