// @vitest-environment happy-dom
/**
 * Decision 041: the buyer's one payment choice on the confirmation — named "Mode de paiement" in each language,
 * the online method the cart says (a payment tried before) chosen, else the first offered (on account).
 */
import type { PaymentProvider } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/catalogues.server';
import { PaymentChoiceFieldset } from './payment-choice';
import { renderInLocale } from './render-in-locale.fixtures';

const provider = (id: number, code: PaymentProvider['code'], name: string): PaymentProvider => ({
  id,
  code,
  name,
  state: 'enabled',
  description: `${name}: description`,
  payment_icons: [],
});
const PROVIDERS = [
  provider(1, 'on_account', 'Sur facture'),
  provider(2, 'wire_transfer', 'Virement bancaire'),
  provider(3, 'mollie', 'Bancontact ou carte'),
];

function renderIn(locale: Locale, cartModeCode: string | null) {
  renderInLocale(locale, <PaymentChoiceFieldset providers={PROVIDERS} cartModeCode={cartModeCode} />);
}

const checked = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);

afterEach(cleanup);

describe('the payment method choice', () => {
  it('offers each method once, under the glossary’s term, the first chosen when the cart says none', () => {
    renderIn('fr', null);
    const group = screen.getByRole('group', { name: 'Mode de paiement' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3:bancontact',
      '3:creditcard',
    ]);
    expect(checked()).toEqual(['1']);
  });

  it('chooses the online method the cart says (a payment tried, not completed): Bancontact, a card', () => {
    renderIn('fr', 'bancontact');
    expect(checked()).toEqual(['3:bancontact']);
    cleanup();
    renderIn('fr', 'creditcard');
    expect(checked()).toEqual(['3:creditcard']);
  });

  it('offers on account first for the modes a cart starts with (the customer’s own terms), never paying in advance', () => {
    // "transfer" is the demo customers' usual mode (their invoices paid by transfer): not the prepaid transfer.
    for (const mode of ['transfer', 'direct_debit', 'on_account']) {
      renderIn('fr', mode);
      expect(checked()).toEqual(['1']);
      cleanup();
    }
  });

  it('says "payment method" in Dutch and English too', () => {
    renderIn('nl', null);
    expect(screen.getByRole('group', { name: 'Betaalwijze' })).toBeTruthy();
    cleanup();
    renderIn('en', null);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
  });
});
