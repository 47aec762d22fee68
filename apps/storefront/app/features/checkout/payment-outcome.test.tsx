// @vitest-environment happy-dom
/**
 * Issue 22 (decision 038): what /cart-validated says when a payment placed no order — cancelled (back to the cart
 * as it was) or still being confirmed (nothing to do again) — and the transfer's details to quote, in fr/nl/en.
 */
import type { PaymentTransactionStatus } from '@vetshop/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/catalogues.server';
import { PaymentWithoutOrder, TransferDetails } from './payment-outcome';
import { renderInLocale } from './render-in-locale.fixtures';

const base: PaymentTransactionStatus = {
  reference: 'C1-P7',
  provider_code: 'mollie',
  state: 'cancel',
  status: 'cancelled',
  amount: 61,
  amount_formatted: '61,00 €',
  order_id: null,
  order_name: null,
  transfer: null,
};

const renderIn = renderInLocale;

afterEach(cleanup);

describe('a payment without an order', () => {
  it.each([
    ['fr', 'Le paiement n’a pas abouti', 'Retour au panier', '/fr/cart'],
    ['nl', 'De betaling is niet gelukt', 'Terug naar het winkelmandje', '/nl/cart'],
    ['en', 'The payment did not go through', 'Back to the cart', '/en/cart'],
  ] as const)('cancelled (%s): says so and leads back to the cart', async (locale, title, link, href) => {
    renderIn(locale, <PaymentWithoutOrder payment={base} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('being confirmed: nothing to do again, the way to the orders', async () => {
    renderIn('fr', <PaymentWithoutOrder payment={{ ...base, state: 'pending', status: 'pending' }} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Paiement en cours de confirmation',
    );
    expect(screen.getByRole('link', { name: 'Voir mes commandes' }).getAttribute('href')).toBe(
      '/fr/account/sales',
    );
  });

  it('a wire transfer shows what to quote', async () => {
    const transfer = {
      beneficiary: 'Vetshop SA',
      iban: 'BE71 0961 2345 6769',
      bic: 'GKCCBEBB',
      structured_reference: '+++000/0000/00101+++',
    };
    renderIn('nl', <TransferDetails payment={{ ...base, provider_code: 'wire_transfer', transfer }} />);
    expect((await screen.findByTestId('payment-transfer')).textContent).toContain('+++000/0000/00101+++');
    expect(screen.getByText('Gestructureerde mededeling')).toBeTruthy();
  });
});
