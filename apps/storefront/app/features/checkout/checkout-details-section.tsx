import { useI18n } from '../../i18n';
import { describedBy, FieldError, Section, type CheckoutSectionProps } from './checkout-field';
import { NOTE_MAX, REFERENCE_MAX, SUITE_NAME_MAX } from './checkout-fields';

/** The buyer's own words on the order: their reference, the name in their order series, a note. */
export function CheckoutDetailsSection({
  nextSuiteName,
  suiteNameUnavailable,
  values,
  errors,
  onChange,
}: CheckoutSectionProps & { nextSuiteName: string | null; suiteNameUnavailable: boolean }) {
  const { t } = useI18n();
  const fields = { values, errors, onChange };
  return (
    <Section title={t('cart.checkout.details')}>
      <TextField
        name="client_order_ref"
        label={t('cart.checkout.reference')}
        max={REFERENCE_MAX}
        {...fields}
      />
      <TextField
        name="suite_name"
        label={t('cart.checkout.suiteName')}
        max={SUITE_NAME_MAX}
        hint={
          suiteNameUnavailable
            ? t('cart.checkout.suiteNameUnavailable')
            : nextSuiteName
              ? t('cart.checkout.suiteNameHint', { name: nextSuiteName })
              : t('cart.checkout.suiteNameNone')
        }
        {...fields}
      />
      <TextField name="note" label={t('cart.checkout.note')} max={NOTE_MAX} rows={3} {...fields} />
    </Section>
  );
}

type TextFieldName = 'client_order_ref' | 'suite_name' | 'note';

/** A labelled text field (a textarea when it has rows), with its hint and its error. */
function TextField({
  name,
  label,
  max,
  hint,
  rows,
  values,
  errors,
  onChange,
}: Pick<CheckoutSectionProps, 'values' | 'errors' | 'onChange'> & {
  name: TextFieldName;
  label: string;
  max: number;
  hint?: string;
  rows?: number;
}) {
  const hintId = hint === undefined ? undefined : `${name}-hint`;
  const control = {
    id: name,
    name,
    maxLength: max,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(errors, name, hintId),
  };
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {rows === undefined ? (
        <input {...control} type="text" onChange={(event) => onChange(name, event.currentTarget.value)} />
      ) : (
        <textarea {...control} rows={rows} onChange={(event) => onChange(name, event.currentTarget.value)} />
      )}
      {hint === undefined ? null : (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} max={max} />
    </div>
  );
}
