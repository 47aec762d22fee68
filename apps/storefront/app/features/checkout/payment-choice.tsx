import type { PaymentProvider } from '@vetshop/contract';
import { useI18n } from '../../i18n';

/** One choice of the list: a provider, or one of an online provider's methods (Bancontact, card). */
interface Choice {
  value: string;
  label: string;
  description: string;
  icons: { name: string; image_url: string }[];
}

function choicesOf(providers: readonly PaymentProvider[], cardLabel: string): Choice[] {
  return providers.flatMap((p): Choice[] => {
    const icons = p.payment_icons;
    if (p.code !== 'mollie')
      return [{ value: String(p.id), label: p.name, description: p.description, icons }];
    return [
      {
        value: `${p.id}:bancontact`,
        label: 'Bancontact',
        description: p.description,
        icons: icons.filter((i) => i.name === 'Bancontact'),
      },
      {
        value: `${p.id}:creditcard`,
        label: cardLabel,
        description: p.description,
        icons: icons.filter((i) => i.name !== 'Bancontact'),
      },
    ];
  });
}

/** The payment providers offered for the cart's payable, with their icons (decision 038); the first is chosen. */
export function PaymentChoiceFieldset({ providers }: { providers: readonly PaymentProvider[] }) {
  const { t } = useI18n();
  const choices = choicesOf(providers, t('confirm.payment.card'));
  return (
    <fieldset className="payment-choice">
      <legend>{t('confirm.payment')}</legend>
      {choices.map((c, i) => (
        <label key={c.value} className="payment-choice-option">
          <input type="radio" name="provider_id" value={c.value} defaultChecked={i === 0} />
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
