import type { Locale, PaymentProviderCode } from '@vetshop/contract';
import type { Localized } from '@vetshop/db';
import { ONLINE_PAYMENT_METHODS, paymentModeCodeOf, type PaymentReturnStatus } from '@vetshop/domain';
import type { PaymentConfig } from '../../config';
import { mollieClient } from './mollie-client';

/** What a provider needs to start paying a transaction. */
export interface StartInput {
  reference: string;
  amountCents: number;
  currency: string;
  /** Where the provider sends the buyer back (the storefront's return page, with the reference). */
  returnUrl: string;
  /** Where the provider posts its webhook. */
  webhookUrl: string;
  description: string;
  /** What the buyer chose on the shop's page (provider_input.method), when the provider offers a choice. */
  method: string | undefined;
}

/**
 * How a start ended: an offline provider places the order at once (the transaction stays pending: an invoice or
 * a transfer pays it later); an online one answers its payment and the hosted page to send the buyer to.
 */
export type StartOutcome =
  | { kind: 'order_now'; returnStatus: PaymentReturnStatus }
  | { kind: 'redirect'; providerReference: string; providerStatus: string; checkoutUrl: string };

/** The one interface every payment provider implements (decision 038). */
export interface PaymentProviderImpl {
  readonly id: number;
  readonly code: PaymentProviderCode;
  readonly name: Localized;
  readonly description: Localized;
  /** Icons as the storefront serves them (apps/storefront/public/payment-icons). */
  readonly icons: readonly { name: string; file: string }[];
  offered(config: PaymentConfig): boolean;
  /** 'test' when it runs against a test account (Mollie's test_ keys). */
  mode(config: PaymentConfig): 'enabled' | 'test';
  start(config: PaymentConfig, input: StartInput): Promise<StartOutcome>;
  /**
   * The payment mode an order paid this way gets (decision 041): its code, and its name for a shop that has no
   * such mode yet.
   */
  paymentMode(method: string | undefined): { code: string; name: Localized };
}

const onAccountName: Localized = { fr: 'Sur facture', nl: 'Op factuur', en: 'On account' };
// The name the demo data gives the "transfer" payment mode: one term for the buyer (GLOSSARY.md).
const transferName: Localized = { fr: 'Virement bancaire', nl: 'Overschrijving', en: 'Bank transfer' };
const mollieName: Localized = {
  fr: 'Bancontact ou carte',
  nl: 'Bancontact of kaart',
  en: 'Bancontact or card',
};
const methodNames: Record<(typeof ONLINE_PAYMENT_METHODS)[number], Localized> = {
  bancontact: { fr: 'Bancontact', nl: 'Bancontact', en: 'Bancontact' },
  creditcard: { fr: 'Carte de crédit', nl: 'Kredietkaart', en: 'Credit card' },
};

const onAccount: PaymentProviderImpl = {
  id: 1,
  code: 'on_account',
  name: onAccountName,
  description: {
    fr: 'La commande est confirmée tout de suite ; vous payez à réception de la facture.',
    nl: 'De bestelling wordt meteen bevestigd; u betaalt bij ontvangst van de factuur.',
    en: 'The order is confirmed at once; you pay when you receive the invoice.',
  },
  icons: [{ name: 'Invoice', file: 'invoice.svg' }],
  offered: () => true,
  mode: () => 'enabled',
  start: async () => ({ kind: 'order_now', returnStatus: 'success' }),
  paymentMode: () => ({ code: paymentModeCodeOf('on_account'), name: onAccountName }),
};

const wireTransfer: PaymentProviderImpl = {
  id: 2,
  code: 'wire_transfer',
  name: transferName,
  description: {
    fr: 'La commande est enregistrée ; elle est préparée dès réception de votre virement avec la communication structurée.',
    nl: 'De bestelling wordt geregistreerd; ze wordt klaargemaakt zodra uw overschrijving met de gestructureerde mededeling binnen is.',
    en: 'The order is placed; it is prepared once your transfer quoting the structured reference has arrived.',
  },
  icons: [{ name: 'Bank transfer', file: 'wire-transfer.svg' }],
  offered: () => true,
  mode: () => 'enabled',
  start: async () => ({ kind: 'order_now', returnStatus: 'pending' }),
  paymentMode: () => ({ code: paymentModeCodeOf('wire_transfer'), name: transferName }),
};

/** The methods the shop lets a buyer pick on its own page before Mollie's (Bancontact, cards). */
export const MOLLIE_METHODS = ONLINE_PAYMENT_METHODS;

const mollie: PaymentProviderImpl = {
  id: 3,
  code: 'mollie',
  name: mollieName,
  description: {
    fr: 'Paiement en ligne sécurisé : la commande est passée dès le paiement reçu.',
    nl: 'Beveiligde online betaling: de bestelling wordt geplaatst zodra de betaling binnen is.',
    en: 'Secure online payment: the order is placed as soon as the payment is received.',
  },
  icons: [
    { name: 'Bancontact', file: 'bancontact.svg' },
    { name: 'Visa', file: 'visa.svg' },
    { name: 'Mastercard', file: 'mastercard.svg' },
  ],
  // No key, no online payment: never a default key.
  offered: (config) => config.mollie !== null,
  mode: (config) => (config.mollie?.apiKey.startsWith('test_') ? 'test' : 'enabled'),
  async start(config, input) {
    if (!config.mollie) throw new Error('Mollie is not configured');
    const payment = await mollieClient(config.mollie).create({
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      redirectUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      ...(input.method && (MOLLIE_METHODS as readonly string[]).includes(input.method)
        ? { method: input.method }
        : {}),
      metadata: { reference: input.reference },
    });
    if (!payment.checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
    return {
      kind: 'redirect',
      providerReference: payment.id,
      providerStatus: payment.status,
      checkoutUrl: payment.checkoutUrl,
    };
  },
  paymentMode(method) {
    const code = paymentModeCodeOf('mollie', method);
    return { code, name: code === 'bancontact' || code === 'creditcard' ? methodNames[code] : mollieName };
  },
};

export const PAYMENT_PROVIDERS: readonly PaymentProviderImpl[] = [onAccount, wireTransfer, mollie];

export function providerByCode(code: string): PaymentProviderImpl | undefined {
  return PAYMENT_PROVIDERS.find((p) => p.code === code);
}

/** The provider's icons and texts for a buyer in `locale`. */
export function providerView(p: PaymentProviderImpl, config: PaymentConfig, locale: Locale) {
  return {
    id: p.id,
    name: p.name[locale],
    code: p.code,
    state: p.mode(config),
    description: p.description[locale],
    payment_icons: p.icons.map((icon, i) => ({
      sequence: i + 1,
      name: icon.name,
      image_url: `/payment-icons/${icon.file}`,
    })),
  };
}
