import type { ReactNode } from 'react';

/** The id of a field's error message (what its input's aria-describedby names). */
export const errorId = (id: string) => `${id}-error`;

/** The asterisk of a required field (the page explains it once); screen readers hear `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="required-mark">
      {' *'}
    </span>
  );
}

/** aria-invalid / aria-describedby of a control, with its hint's id when it has one. */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [error ? errorId(id) : null, hintId ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** A labelled control with its error under it (read with the control). */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p className="muted field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field a person never sees nor reaches (off screen, hidden from assistive technology, out of the
 * tab order, no autofill); a script filling every input fills it, and its post is answered as sent and dropped.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="contact-honeypot" aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
