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
  return (
    <Section title={t('cart.checkout.details')}>
      <div className="field">
        <label htmlFor="client_order_ref">{t('cart.checkout.reference')}</label>
        <input
          id="client_order_ref"
          name="client_order_ref"
          type="text"
          maxLength={REFERENCE_MAX}
          value={values.client_order_ref}
          onChange={(event) => onChange('client_order_ref', event.currentTarget.value)}
          aria-invalid={errors.client_order_ref ? true : undefined}
          aria-describedby={describedBy(errors, 'client_order_ref')}
        />
        <FieldError name="client_order_ref" errors={errors} max={REFERENCE_MAX} />
      </div>
      <div className="field">
        <label htmlFor="suite_name">{t('cart.checkout.suiteName')}</label>
        <input
          id="suite_name"
          name="suite_name"
          type="text"
          maxLength={SUITE_NAME_MAX}
          value={values.suite_name}
          onChange={(event) => onChange('suite_name', event.currentTarget.value)}
          aria-invalid={errors.suite_name ? true : undefined}
          aria-describedby={describedBy(errors, 'suite_name', 'suite_name-hint')}
        />
        <p id="suite_name-hint" className="muted field-hint">
          {suiteNameUnavailable
            ? t('cart.checkout.suiteNameUnavailable')
            : nextSuiteName
              ? t('cart.checkout.suiteNameHint', { name: nextSuiteName })
              : t('cart.checkout.suiteNameNone')}
        </p>
        <FieldError name="suite_name" errors={errors} max={SUITE_NAME_MAX} />
      </div>
      <div className="field">
        <label htmlFor="note">{t('cart.checkout.note')}</label>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          value={values.note}
          onChange={(event) => onChange('note', event.currentTarget.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(errors, 'note')}
        />
        <FieldError name="note" errors={errors} max={NOTE_MAX} />
      </div>
    </Section>
  );
}
