import type { FormEvent } from 'react';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { MAX_REFERENCE } from './quotation-forms';
import { referenceTaken, type KnownReference } from './reference';

/**
 * The quotation reference input with its uniqueness check on the client (spec doc 1 §5): said as the buyer
 * types, and the submit is stopped (blockTakenReference); `serverTaken` is the same message after a
 * submit the server refused (no JavaScript, or the back office's 409).
 */
export function ReferenceField({
  id,
  known,
  exceptId,
  defaultValue,
  serverTaken,
  tooLong,
}: {
  id: string;
  known: readonly KnownReference[];
  exceptId?: number;
  defaultValue: string;
  serverTaken: boolean;
  tooLong: boolean;
}) {
  const { t } = useI18n();
  const [value, setValue] = useState(defaultValue);
  const [touched, setTouched] = useState(false);
  const takenNow = referenceTaken(value, known, exceptId);
  const taken = (takenNow && (touched || value !== defaultValue)) || (serverTaken && value === defaultValue);
  const error = taken
    ? t('quotations.form.referenceTaken')
    : tooLong && value === defaultValue
      ? t('quotations.form.referenceLong', { max: MAX_REFERENCE })
      : null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('quotations.form.reference')}</label>
      <input
        id={id}
        name="client_order_ref"
        type="text"
        maxLength={MAX_REFERENCE}
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        data-reference-taken={takenNow ? 'true' : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint muted">
          {t('quotations.form.referenceHint')}
        </p>
      )}
    </div>
  );
}

/** Stops a submit whose reference is taken (the field says so as it is typed): the form's onSubmit. */
export function blockTakenReference(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.querySelector<HTMLInputElement>('input[data-reference-taken="true"]');
  if (input) {
    event.preventDefault();
    input.focus();
  }
}
