import type { PaymentProvider } from '@vetshop/contract';
import { paymentModeCodeOf } from '@vetshop/domain';
import { useI18n } from '../../i18n';

/** One choice of the list: a provider, or one of an online provider's methods (Bancontact, card). */
interface Choice {
  value: string;
  /** The payment mode an order paid this way gets (decision 041). */
  modeCode: string;
  /** Paid at the provider's page (the buyer may come back without having paid). */
  online: boolean;
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
          online: false,
          label: p.name,
          description: p.description,
          icons,
        },
      ];
    return [
      {
        value: `${p.id}:bancontact`,
        modeCode: paymentModeCodeOf(p.code, 'bancontact'),
        online: true,
        label: 'Bancontact',
        description: p.description,
        icons: icons.filter((i) => i.name === 'Bancontact'),
      },
      {
        value: `${p.id}:creditcard`,
        modeCode: paymentModeCodeOf(p.code, 'creditcard'),
        online: true,
        label: cardLabel,
        description: p.description,
        icons: icons.filter((i) => i.name !== 'Bancontact'),
      },
    ];
  });
}

/**
 * The buyer's one payment choice (decision 041): the methods offered for the cart's payable, with their icons
 * (decision 038). An online method the cart says (a payment tried and not completed: the buyer comes back to try
 * again) is chosen; else the first, on account. Only an online method: the other modes a cart starts with are the
 * customer's own terms ("Virement bancaire" for its invoices), never a reason to offer paying in advance.
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
    choices.findIndex((c) => c.online && c.modeCode === cartModeCode),
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
