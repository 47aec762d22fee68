import { useI18n } from '../../i18n';
import { SelectField, Section, type CheckoutSectionProps } from './checkout-field';
import type { CheckoutOptions } from './checkout-form-values';

export function CheckoutPaymentSection({
  paymentModes,
  askToChoose,
  ...fields
}: CheckoutSectionProps & {
  paymentModes: CheckoutOptions['paymentModes'];
  /** The cart has no payment mode saved yet: the select starts on "Choose…". */
  askToChoose: boolean;
}) {
  const { t } = useI18n();
  return (
    <Section title={t('cart.checkout.payment')}>
      {paymentModes && paymentModes.length > 0 ? (
        <SelectField name="payment_mode_id" label={t('cart.checkout.paymentMode')} {...fields}>
          {askToChoose ? <option value="">{t('cart.checkout.choose')}</option> : null}
          {paymentModes.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <p className="notice notice-warning">{t('cart.checkout.paymentUnavailable')}</p>
          <input type="hidden" name="payment_mode_id" value={fields.values.payment_mode_id} />
        </>
      )}
    </Section>
  );
}
