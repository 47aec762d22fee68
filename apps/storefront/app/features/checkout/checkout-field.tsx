import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../i18n';
import type { CheckoutErrors, CheckoutFieldName, CheckoutValues } from './checkout-fields';

/** What every section of the checkout form receives: the values React owns, the errors of the last post. */
export interface CheckoutSectionProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (name: CheckoutFieldName, value: string) => void;
}

const FIELD_ERRORS: Record<string, MessageKey> = {
  required: 'cart.checkout.error.required',
  tooLong: 'cart.checkout.error.tooLong',
  invalid: 'cart.checkout.error.invalid',
};

/** The id of a field's error message, which the field names in its aria-describedby. */
const errorId = (name: CheckoutFieldName) => `${name}-error`;

export function describedBy(
  errors: CheckoutErrors,
  name: CheckoutFieldName,
  hint?: string,
): string | undefined {
  return [errors[name] ? errorId(name) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({
  name,
  errors,
  max,
}: {
  name: CheckoutFieldName;
  errors: CheckoutErrors;
  max?: number;
}) {
  const { t } = useI18n();
  const error = errors[name];
  return error ? (
    <p id={errorId(name)} className="form-error">
      {t(FIELD_ERRORS[error] ?? 'cart.checkout.error.invalid', { max: max ?? 0 })}
    </p>
  ) : null;
}

export type SelectFieldName = 'delivery_address_id' | 'invoicing_address_id';

/** A labelled choice of the form, with its error. */
export function SelectField({
  name,
  label,
  values,
  errors,
  onChange,
  className = '',
  children,
}: CheckoutSectionProps & { name: SelectFieldName; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`field ${className}`.trim()} id={`${name}-field`}>
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        name={name}
        value={values[name]}
        onChange={(event) => onChange(name, event.currentTarget.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(errors, name)}
      >
        {children}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="checkout-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
