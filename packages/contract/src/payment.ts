import { z } from 'zod';
import { PAYMENT_STATES } from '@vetshop/domain';
import { moneySchema } from './common';

// Payment (spec doc 1 §3 "Payment", doc 2 §7 "Payment"; decision 038): the payable the back office signs, the
// providers offered for it and the transaction that pays it through the redirect flow.

/** The provider codes (one interface in the back office: on account, wire transfer, Mollie). */
export const PAYMENT_PROVIDER_CODES = ['on_account', 'wire_transfer', 'mollie'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDER_CODES)[number];

export const paymentStateSchema = z.enum(PAYMENT_STATES);

/** GET carts/current/payable: what is paid (the current cart), signed by the back office. */
export const payableSchema = z.object({
  payable: z.string().describe('Signed token: the cart, its amount and currency, the customer, an expiry'),
  payable_reference: z.string().describe("The cart's reference"),
  amount: moneySchema,
  currency_code: z.string(),
  amount_formatted: z.string(),
});
export type Payable = z.infer<typeof payableSchema>;

export const paymentMethodsQuerySchema = z.object({ payable: z.string().min(1).max(2000) });

export const paymentIconSchema = z.object({
  sequence: z.number().int(),
  name: z.string(),
  image_url: z.string().describe('SVG served by the back office (relative to its address)'),
});

export const paymentProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.enum(PAYMENT_PROVIDER_CODES),
  state: z.enum(['enabled', 'test']).describe("'test' when the provider runs against a test account"),
  description: z.string().describe('What happens when the buyer chooses it, in their language'),
  payment_icons: z.array(paymentIconSchema),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentMethodsSchema = z.object({ providers: z.array(paymentProviderSchema) });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const paymentTransactionBodySchema = z.object({
  payable: z.string().min(1).max(2000),
  flow: z.literal('redirect'),
  provider_id: z.number().int(),
  frontend_redirect_url: z
    .string()
    .url()
    .max(2000)
    .describe("The storefront's return page (its own origin only)"),
  provider_input: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("Mollie: { method: 'bancontact' | 'creditcard' } preselects the method; the others ignore it"),
});
export type PaymentTransactionBody = z.infer<typeof paymentTransactionBodySchema>;

/** Transfer details shown with a pending wire transfer. */
export const transferDetailsSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  structured_reference: z.string().describe('Belgian OGM/VCS +++xxx/xxxx/xxxxx+++ to quote'),
});

export const paymentTransactionSchema = z.object({
  flow: z.literal('redirect'),
  provider_id: z.number().int(),
  provider_code: z.enum(PAYMENT_PROVIDER_CODES),
  reference: z.string(),
  amount: moneySchema,
  currency_id: z.string(),
  partner_id: z.number().int(),
  state: paymentStateSchema,
  redirect_form_html: z.string().describe('An auto-submitting form the storefront renders'),
  frontend_redirect_url: z.string(),
  transfer: transferDetailsSchema.nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** What staff see of an order's payment. */
export const staffPaymentTransactionSchema = z.object({
  reference: z.string(),
  provider_code: z.enum(PAYMENT_PROVIDER_CODES),
  state: paymentStateSchema,
  amount: moneySchema,
  provider_reference: z.string().nullable(),
  provider_status: z.string().nullable(),
  structured_reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffPaymentTransaction = z.infer<typeof staffPaymentTransactionSchema>;

export const staffOrderPaymentsSchema = z.object({
  items: z.array(
    z.object({
      order_id: z.number().int().nullable(),
      order_name: z.string().nullable(),
      customer_name: z.string(),
      transaction: staffPaymentTransactionSchema,
    }),
  ),
});
export type StaffOrderPayments = z.infer<typeof staffOrderPaymentsSchema>;

/** GET payment/transactions/:reference: what the return page shows (status as the seed's return `status=`). */
export const paymentTransactionStatusSchema = z.object({
  reference: z.string(),
  provider_code: z.enum(PAYMENT_PROVIDER_CODES),
  state: paymentStateSchema,
  status: z.enum(['success', 'pending', 'cancelled', 'unknown']),
  amount: moneySchema,
  amount_formatted: z.string(),
  order_id: z.number().int().nullable(),
  order_name: z.string().nullable(),
  transfer: transferDetailsSchema.nullable(),
});
export type PaymentTransactionStatus = z.infer<typeof paymentTransactionStatusSchema>;

export const paymentReferenceParamsSchema = z.object({ reference: z.string().min(1).max(100) });

/** Mollie's webhook: a form body holding only the payment id. */
export const mollieWebhookBodySchema = z.object({ id: z.string().min(1).max(100) });

/** /staff/customers/:ref/payment-methods: the customer, by its number (the one its profile shows). */
export const staffCustomerRefParamsSchema = z.object({ ref: z.string().trim().min(1).max(40) });

/**
 * The payment methods a customer is offered, as staff choose them: each provider, whether the shop has it
 * configured (an online provider needs its key), and whether it is chosen for the customer. None chosen: every
 * configured provider is offered (`restricted: false`).
 */
export const staffCustomerPaymentMethodsSchema = z.object({
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
  restricted: z.boolean().describe('false: none chosen, so every configured provider is offered'),
  providers: z.array(
    z.object({
      code: z.enum(PAYMENT_PROVIDER_CODES),
      name: z.string(),
      configured: z.boolean(),
      chosen: z.boolean(),
      offered: z.boolean().describe('What the customer sees at the confirmation'),
    }),
  ),
});
export type StaffCustomerPaymentMethods = z.infer<typeof staffCustomerPaymentMethodsSchema>;

/** The providers chosen for the customer; an empty list gives it back every configured provider. */
export const staffCustomerPaymentMethodsBodySchema = z.object({
  providers: z
    .array(z.enum(PAYMENT_PROVIDER_CODES))
    .max(PAYMENT_PROVIDER_CODES.length)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'duplicate provider' }),
});
export type StaffCustomerPaymentMethodsBody = z.infer<typeof staffCustomerPaymentMethodsBodySchema>;
