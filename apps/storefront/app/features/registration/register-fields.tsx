import type { RegistrationFieldProblem } from '@vetshop/domain';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import type { RegisterField } from './register-form';

/** What is said under each field in error, in the page's language. */
export type FieldMessages = Partial<Record<RegisterField, string>>;

const PROBLEM_MESSAGES: Record<RegistrationFieldProblem, MessageKey> = {
  required: 'register.error.required',
  too_long: 'register.error.too_long',
  invalid_email: 'register.error.invalid_email',
  invalid_choice: 'register.error.invalid_choice',
  activity_required: 'register.error.activity_required',
  must_accept: 'register.error.must_accept',
  invalid_format: 'register.error.invalid_format',
  invalid_check_digits: 'register.error.invalid_check_digits',
};

export function problemMessage(problem: RegistrationFieldProblem): MessageKey {
  return PROBLEM_MESSAGES[problem];
}

/** The id of a field's error message (what its input's aria-describedby names). */
export const errorId = (field: RegisterField) => `register-${field}-error`;

/**
 * The asterisk of a required field; the page explains it once at the top ("Les champs marqués d'un *…"). Screen
 * readers hear the input's own `required` instead.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="required-mark">
      {' *'}
    </span>
  );
}

/** A field's error under it, read with the field (aria-describedby) and announced when it appears. */
export function FieldError({ field, errors }: { field: RegisterField; errors: FieldMessages }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={errorId(field)} className="field-error">
      {message}
    </p>
  );
}

/** aria-invalid / aria-describedby of an input, with its hint's id when it has one. */
export function describedBy(field: RegisterField, errors: FieldMessages, hintId?: string) {
  const ids = [errors[field] ? errorId(field) : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** A labelled text input of the form, its value kept from the last post. */
export function TextField({
  field,
  label,
  errors,
  defaultValue,
  required = false,
  type = 'text',
  autoComplete,
  hint,
  maxLength,
  className,
}: {
  field: RegisterField;
  label: string;
  errors: FieldMessages;
  defaultValue: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  hint?: ReactNode;
  maxLength?: number;
  className?: string;
}) {
  const id = `register-${field}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        {...describedBy(field, errors, hintId)}
      />
      {hint ? (
        <p className="muted field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** What a message's link placeholder is given, to cut the message around it (never typed by anyone). */
export const LINK_MARK = '\u0000';

/** A message with one link inside it ('J'accepte les {terms}.'): the text around LINK_MARK, the link in its place. */
export function WithLink({ text, link }: { text: string; link: ReactNode }) {
  const [before, after = ''] = text.split(LINK_MARK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
