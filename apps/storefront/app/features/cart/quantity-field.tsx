import { useEffect, useId, useRef, useState } from 'react';
import { parseQuantity, stepQuantity, MAX_LINE_QTY, type QuantityError } from './quantity';
import { INTL_LOCALE_TAGS, useI18n } from '../../i18n';

/** After this pause in typing, a valid quantity is sent (also on leaving the field or Enter). */
export const QUANTITY_COMMIT_MS = 800;

/**
 * The quantity of one cart line. What the buyer types stays in the field until it is a valid quantity (then
 * it is sent as a change) or they press Escape; 0 asks to remove the line (confirmation). The −/+ buttons send
 * one step at once.
 */
export function QuantityField({
  qty,
  productName,
  disabled,
  describedBy,
  onChange,
  onRemoveRequest,
}: {
  qty: number;
  productName: string;
  disabled: boolean;
  /** The id of a message about this quantity shown elsewhere on the line (a refused change). */
  describedBy?: string;
  onChange(qty: number): void;
  onRemoveRequest(): void;
}) {
  const { locale, t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<QuantityError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(text: string, fromTyping = false) {
    clearTimeout(timer.current);
    const parsed = parseQuantity(text);
    if (!parsed.ok) {
      if (!fromTyping) setError(parsed.error);
      return;
    }
    if (parsed.qty === 0) {
      if (fromTyping) return; // maybe "0" on the way to "05": wait for Enter or leaving the field
      setDraft(null);
      setError(null);
      onRemoveRequest();
      return;
    }
    setError(null);
    setDraft(null);
    if (parsed.qty !== qty) onChange(parsed.qty);
  }

  function step(direction: 1 | -1) {
    const next = stepQuantity(qty, direction);
    setDraft(null);
    setError(null);
    if (next === 0) onRemoveRequest();
    else if (next !== qty) onChange(next);
  }

  const errorText =
    error === 'empty'
      ? t('cart.qty.empty')
      : error
        ? t('cart.qty.invalid', { max: new Intl.NumberFormat(INTL_LOCALE_TAGS[locale]).format(MAX_LINE_QTY) })
        : null;

  return (
    <div className="qty-field">
      <label htmlFor={id} className="visually-hidden">
        {t('cart.qty.label', { product: productName })}
      </label>
      <div className="qty-controls">
        <button
          type="button"
          className="button qty-step"
          aria-label={t('cart.qty.decrease', { product: productName })}
          disabled={disabled}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="qty-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={draft ?? String(qty)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            setError(null);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(text, true), QUANTITY_COMMIT_MS);
          }}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft ?? String(qty));
            } else if (event.key === 'Escape' && draft !== null) {
              event.preventDefault();
              clearTimeout(timer.current);
              setDraft(null);
              setError(null);
            }
          }}
        />
        <button
          type="button"
          className="button qty-step"
          aria-label={t('cart.qty.increase', { product: productName })}
          disabled={disabled || qty >= MAX_LINE_QTY}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {errorText ? (
        <p id={errorId} className="form-error qty-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
