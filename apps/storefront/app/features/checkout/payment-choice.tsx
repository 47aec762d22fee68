import type { PaymentProvider } from '@vetshop/contract';
import { paymentModeCodeOf } from '@vetshop/domain';
import { useI18n } from '../../i18n';

/** One choice of the list: a provider, or one of an online provider's methods (Bancontact, card). */
interface Choice {
  value: string;
  /** The payment mode an order paid this way gets (decision 041). */
  modeCode: string;
  label: string;
  description: string;
  icons: { name: string; image_url: string }[];
}

function choicesOf(providers: readonly PaymentProvider[], cardLabel: string): Choice[] {
  return providers.flatMap((p): Choice[] => {
    const icons = p.payment_icons;
    if (p.code !== 'mollie')
      return [
        {
          value: String(p.id),
          modeCode: paymentModeCodeOf(p.code),
          label: p.name,
          description: p.description,
          icons,
        },
      ];
    return [
      {
        value: `${p.id}:bancontact`,
        modeCode: paymentModeCodeOf(p.code, 'bancontact'),
        label: 'Bancontact',
        description: p.description,
        icons: icons.filter((i) => i.name === 'Bancontact'),
      },
      {
        value: `${p.id}:creditcard`,
        modeCode: paymentModeCodeOf(p.code, 'creditcard'),
        label: cardLabel,
        description: p.description,
        icons: icons.filter((i) => i.name !== 'Bancontact'),
      },
    ];
  });
}

/**
 * The buyer's one payment choice (decision 041): the methods offered for the cart's payable, with their icons
 * (decision 038). The cart's payment mode, when it has one (the method of a payment tried before), is chosen;
 * else the first.
 */
export function PaymentChoiceFieldset({
  providers,
  cartModeCode,
}: {
  providers: readonly PaymentProvider[];
  cartModeCode: string | null;
}) {
  const { t } = useI18n();
  const choices = choicesOf(providers, t('confirm.payment.card'));
  const chosen = Math.max(
    0,
    choices.findIndex((c) => c.modeCode === cartModeCode),
  );
  return (
    <fieldset className="payment-choice">
      <legend>{t('confirm.paymentMethod')}</legend>
      {choices.map((c, i) => (
        <label key={c.value} className="payment-choice-option">
          <input type="radio" name="provider_id" value={c.value} defaultChecked={i === chosen} />
          <span className="payment-choice-label">
            <strong>{c.label}</strong>
            {c.icons.map((icon) => (
              <img key={icon.name} src={icon.image_url} alt="" width={32} height={20} />
            ))}
            <br />
            <span className="muted">{c.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
