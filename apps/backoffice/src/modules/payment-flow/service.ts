import type {
  Locale,
  Payable,
  PaymentProviderCode,
  PaymentMethods,
  PaymentTransaction,
  PaymentTransactionBody,
  PaymentTransactionStatus,
  StaffCustomerPaymentMethods,
  StaffOrderPayments,
} from '@vetshop/contract';
import {
  belgianStructuredReference,
  centsOfMollieValue,
  formatMoney,
  isPaymentState,
  paymentMove,
  returnStatusOf,
  stateOfMollieStatus,
  type PaymentReturnStatus,
  type PaymentState,
} from '@vetshop/domain';
import type { PaymentConfig } from '../../config';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { cartToPay, choosePaymentMode, confirmCart } from '../carts';
import { paymentModeId } from '../payment';
import { MollieError, mollieClient } from './mollie-client';
import { PAYMENT_PROVIDERS, providerByCode, providerView, type PaymentProviderImpl } from './providers';
import { PAYABLE_TTL_MS, signPayable, verifyPayable, type PayableClaims } from './payable';
import * as repo from './repository';

const CURRENCY = 'EUR';
const cents = (n: number) => n / 100;

function secretOf(config: PaymentConfig): string {
  // Production without PAYMENT_SECRET: no payment rather than a secret anyone could guess (decision 038).
  if (!config.secret) throw new AppError(503, 'payment_not_configured');
  return config.secret;
}

/** GET carts/current/payable: the current cart, its total from the back office, signed for 30 minutes. */
export async function currentPayable(ctx: AppContext, customer: CustomerContext): Promise<Payable> {
  const secret = secretOf(ctx.config.payment);
  const cart = await cartToPay(ctx, customer);
  if (!cart) throw notFound('no_current_cart');
  if (cart.lineCount === 0) throw new AppError(422, 'cart_empty');
  const claims: PayableClaims = {
    cartId: cart.cartId,
    cartUuid: cart.uuid,
    customerId: customer.customerId,
    amountCents: cart.totalCents,
    currency: CURRENCY,
    reference: cart.name,
    exp: ctx.now().getTime() + PAYABLE_TTL_MS,
  };
  return {
    payable: signPayable(secret, claims),
    payable_reference: cart.name,
    amount: cents(cart.totalCents),
    currency_code: CURRENCY,
    amount_formatted: formatMoney(cart.totalCents, customer.locale),
  };
}

/** A payable back from the buyer: refused when tampered or expired; another customer's is not found. */
function readPayable(ctx: AppContext, customer: CustomerContext, token: string): PayableClaims {
  const check = verifyPayable(secretOf(ctx.config.payment), token, ctx.now());
  if (!check.ok)
    throw new AppError(422, check.reason === 'expired' ? 'payable_expired' : 'payable_invalid', {}, [
      { path: 'payable', code: check.reason === 'expired' ? 'payable_expired' : 'payable_invalid' },
    ]);
  if (check.claims.customerId !== customer.customerId) throw notFound();
  return check.claims;
}

/** Whether a provider is offered: configured here, and chosen for the customer (none chosen: every one). */
const isOffered = (ctx: AppContext, chosen: readonly string[], p: PaymentProviderImpl) =>
  p.offered(ctx.config.payment) && (chosen.length === 0 || chosen.includes(p.code));

/** The providers offered to a customer: those chosen for it (none chosen: all), configured here. */
async function offeredProviders(ctx: AppContext, customerId: number): Promise<PaymentProviderImpl[]> {
  const chosen = await repo.customerProviders(ctx.db, customerId);
  return PAYMENT_PROVIDERS.filter((p) => isOffered(ctx, chosen, p));
}

/** GET payment/methods?payable=… */
export async function paymentMethods(
  ctx: AppContext,
  customer: CustomerContext,
  payable: string,
): Promise<PaymentMethods> {
  readPayable(ctx, customer, payable);
  const providers = await offeredProviders(ctx, customer.customerId);
  return { providers: providers.map((p) => providerView(p, ctx.config.payment, customer.locale)) };
}

/** The storefront's return page, on the storefront's own origin only (never an open redirect). */
function checkReturnUrl(ctx: AppContext, url: string): URL {
  const parsed = new URL(url);
  if (!ctx.config.payment.returnOrigins.includes(parsed.origin))
    throw new AppError(422, 'redirect_url_not_allowed', {}, [
      { path: 'frontend_redirect_url', code: 'redirect_url_not_allowed' },
    ]);
  return parsed;
}

function returnUrl(base: string, reference: string, status?: PaymentReturnStatus): string {
  const url = new URL(base);
  url.searchParams.set('reference', reference);
  if (status) url.searchParams.set('status', status);
  return url.toString();
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The auto-submitting form the storefront renders (as the seed's modules answer it): a GET to the target with
 * its query as hidden fields (a GET form drops the action's own query string).
 */
export function redirectForm(target: string): string {
  const url = new URL(target);
  const fields = [...url.searchParams]
    .map(([k, v]) => `<input type="hidden" name="${escapeAttr(k)}" value="${escapeAttr(v)}">`)
    .join('');
  url.search = '';
  return (
    `<form method="get" action="${escapeAttr(url.toString())}" id="payment-redirect-form">${fields}` +
    `<noscript><button type="submit">Continue</button></noscript></form>` +
    `<script>document.getElementById('payment-redirect-form').submit()</script>`
  );
}

function transactionView(
  ctx: AppContext,
  tx: repo.PaymentTransactionRow,
  provider: PaymentProviderImpl,
  target: string,
): PaymentTransaction {
  return {
    flow: 'redirect',
    provider_id: provider.id,
    provider_code: provider.code,
    reference: tx.reference,
    amount: cents(tx.amountCents),
    currency_id: tx.currency,
    partner_id: tx.customerId,
    state: tx.state as PaymentState,
    redirect_form_html: redirectForm(target),
    frontend_redirect_url: tx.frontendRedirectUrl,
    transfer: transferOf(ctx, tx),
  };
}

/** A wire transfer's details to quote; null for the other providers. */
function transferOf(ctx: AppContext, tx: repo.PaymentTransactionRow): PaymentTransaction['transfer'] {
  const t = ctx.config.payment.transfer;
  return tx.provider === 'wire_transfer' && tx.structuredReference
    ? { beneficiary: t.beneficiary, iban: t.iban, bic: t.bic, structured_reference: tx.structuredReference }
    : null;
}

/** What the buyer is told: on account is a success once ordered (the invoice pays it later), else by state. */
function buyerStatus(tx: repo.PaymentTransactionRow): PaymentReturnStatus {
  if (tx.provider === 'on_account' && tx.orderId !== null) return 'success';
  return returnStatusOf(tx.state as PaymentState);
}

/** The transaction that ordered a cart, answered again (a second tab, the back button): never a second order. */
async function orderTransaction(ctx: AppContext, orderId: number | null): Promise<PaymentTransaction> {
  const existing = orderId ? await repo.transactionOfOrder(ctx.db, orderId) : null;
  const p = existing && providerByCode(existing.provider);
  if (!existing || !p) throw new AppError(409, 'cart_already_ordered');
  return transactionView(
    ctx,
    existing,
    p,
    returnUrl(existing.frontendRedirectUrl, existing.reference, buyerStatus(existing)),
  );
}

/**
 * POST payment/transactions (redirect flow). The amount is the payable's, and the payable holds only while the
 * cart still totals it (a price changed since: 409 payable_amount_changed, the buyer reloads the cart). A cart
 * already ordered answers the transaction that ordered it (a second tab, the back button): never a second order.
 */
export async function startTransaction(
  ctx: AppContext,
  customer: CustomerContext,
  body: PaymentTransactionBody,
): Promise<PaymentTransaction> {
  const claims = readPayable(ctx, customer, body.payable);
  const provider = (await offeredProviders(ctx, customer.customerId)).find((p) => p.id === body.provider_id);
  if (!provider)
    throw new AppError(422, 'payment_provider_not_found', {}, [
      { path: 'provider_id', code: 'payment_provider_not_found' },
    ]);
  const frontend = checkReturnUrl(ctx, body.frontend_redirect_url).toString();

  const cart = await cartToPay(ctx, customer, claims.cartUuid);
  if (!cart) throw notFound('cart_not_found');
  if (cart.state === 'confirmed') return orderTransaction(ctx, cart.orderId);
  if (cart.totalCents !== claims.amountCents) throw new AppError(409, 'payable_amount_changed');
  // An order the checkout would refuse is refused before the buyer pays for it (a pickup carrier without its
  // point, addresses, a code that no longer applies…): the same code and message as the checkout's.
  if (cart.refusal) throw new AppError(422, cart.refusal);
  const method = typeof body.provider_input?.method === 'string' ? body.provider_input.method : undefined;
  // One choice (decision 041): what the buyer pays with is the cart's payment mode, and the order's.
  await choosePaymentMode(
    ctx,
    customer,
    cart.uuid,
    await paymentModeId(ctx, ctx.db, provider.paymentMode(method)),
  );

  const now = ctx.now();
  const id = await repo.nextTransactionId(ctx.db);
  const reference = `${cart.name}-P${id}`;
  let tx = await repo.insertTransaction(ctx.db, {
    id,
    reference,
    customerId: customer.customerId,
    userId: customer.userId,
    locale: customer.locale,
    cartId: cart.cartId,
    provider: provider.code,
    state: 'draft',
    amountCents: claims.amountCents,
    currency: claims.currency,
    frontendRedirectUrl: frontend,
    structuredReference: provider.code === 'wire_transfer' ? belgianStructuredReference(id) : null,
    createdAt: now,
    updatedAt: now,
  });

  const back = returnUrl(frontend, reference);
  let outcome;
  try {
    outcome = await provider.start(ctx.config.payment, {
      reference,
      amountCents: claims.amountCents,
      currency: claims.currency,
      returnUrl: back,
      webhookUrl: `${ctx.config.payment.publicUrl}/payment/providers/mollie/webhook`,
      description: reference,
      method,
    });
  } catch (err) {
    await repo.updateTransaction(
      ctx.db,
      id,
      { state: 'error', note: String((err as Error).message).slice(0, 500) },
      ctx.now(),
    );
    throw new AppError(503, 'payment_provider_unavailable');
  }

  if (outcome.kind === 'redirect') {
    await repo.updateTransaction(
      ctx.db,
      id,
      {
        providerReference: outcome.providerReference,
        providerStatus: outcome.providerStatus,
        checkoutUrl: outcome.checkoutUrl,
      },
      ctx.now(),
    );
    return transactionView(ctx, tx, provider, outcome.checkoutUrl);
  }

  // On account, wire transfer: the order now (confirmCart is idempotent per cart), the transaction pending.
  await applyState(ctx, id, 'pending', null);
  await ensureOrder(ctx, id);
  tx = (await repo.findTransaction(ctx.db, id)) ?? tx;
  if (tx.orderId === null) {
    // Another transaction ordered the cart meanwhile (two tabs): answer it.
    const cartNow = await cartToPay(ctx, customer, claims.cartUuid);
    return orderTransaction(ctx, cartNow?.orderId ?? null);
  }
  return transactionView(ctx, tx, provider, returnUrl(frontend, reference, outcome.returnStatus));
}

/**
 * Moves a transaction to `target` under its row lock, only along the domain's table: a repeat changes nothing,
 * an out-of-order status is ignored (and kept as the provider's last word for the staff).
 */
async function applyState(
  ctx: AppContext,
  id: number,
  target: PaymentState,
  providerStatus: string | null,
  note?: string,
): Promise<repo.PaymentTransactionRow | null> {
  return ctx.db.transaction(async (db) => {
    const tx = await repo.lockTransaction(db, id);
    if (!tx || !isPaymentState(tx.state)) return tx;
    const move = paymentMove(tx.state, target);
    const values = {
      ...(providerStatus !== null ? { providerStatus } : {}),
      ...(move.kind === 'move' ? { state: target } : {}),
      ...(note ? { note } : {}),
    };
    if (Object.keys(values).length > 0) await repo.updateTransaction(db, id, values, ctx.now());
    return { ...tx, ...values };
  });
}

/**
 * A paid (or offline) transaction's order, placed once: confirmCart orders a cart once under the customer's
 * lock (a second call answers the same order), and the order is linked to one transaction only. A cart that can
 * no longer be ordered after the money was taken is noted for the staff (they refund or order by hand).
 */
async function ensureOrder(ctx: AppContext, id: number): Promise<void> {
  const tx = await repo.findTransaction(ctx.db, id);
  if (!tx || tx.orderId !== null) return;
  if (tx.state !== 'done' && !(tx.state === 'pending' && tx.provider !== 'mollie')) return;
  const who = await repo.customerForOrder(ctx.db, tx.customerId);
  const uuid = await repo.cartUuid(ctx.db, tx.cartId);
  if (!who || !uuid) return;
  const customer: CustomerContext = {
    userId: tx.userId,
    customerId: who.id,
    role: who.role as CustomerContext['role'],
    pricelistId: who.pricelistId,
    canOrder: who.canOrder,
    locale: tx.locale as Locale,
  };
  let orderId: number;
  let orderTotalCents: number;
  try {
    // The order and its link to this transaction commit together: another request for the same cart (a second
    // tab, the webhook beside the return) never finds the order without the transaction that placed it.
    const result = await confirmCart(ctx, customer, { uuid }, async (db, placedId) => {
      await repo.linkOrder(db, id, placedId, ctx.now());
    });
    orderId = result.sale.id;
    orderTotalCents = Math.round(result.sale.amount.total * 100);
    if (result.touchedProductIds.length > 0)
      ctx.search.refresh({ productIds: result.touchedProductIds }).catch(() => undefined);
  } catch (err) {
    const code = err instanceof AppError ? err.code : 'internal_error';
    await repo.updateTransaction(ctx.db, id, { note: `order not placed: ${code}` }, ctx.now());
    return;
  }
  const linked = await repo.linkOrder(ctx.db, id, orderId, ctx.now());
  const fresh = await repo.findTransaction(ctx.db, id);
  if (!linked && fresh?.orderId !== orderId) {
    await repo.updateTransaction(
      ctx.db,
      id,
      { note: `the cart was already ordered (${orderId}) through another transaction: refund this one` },
      ctx.now(),
    );
    return;
  }
  if (orderTotalCents !== tx.amountCents)
    await repo.updateTransaction(
      ctx.db,
      id,
      { note: `paid ${tx.amountCents} cents, the order totals ${orderTotalCents} cents` },
      ctx.now(),
    );
}

/**
 * Reads a Mollie payment back from Mollie and applies its status. The webhook's body is only a payment id:
 * fetching the payment with the shop's key is what authenticates it (a forged id is unknown here or reads the
 * real status). Returns the transaction, or null for an id this shop never created.
 */
export async function syncMolliePayment(
  ctx: AppContext,
  paymentId: string,
): Promise<repo.PaymentTransactionRow | null> {
  const config = ctx.config.payment.mollie;
  if (!config) return null;
  const known = await repo.findTransactionByProviderRef(ctx.db, 'mollie', paymentId);
  if (!known) return null;
  const payment = await mollieClient(config).get(paymentId);
  let target = stateOfMollieStatus(payment.status);
  let note: string | undefined;
  const paid = centsOfMollieValue(payment.amount.value);
  if (target === 'done' && (paid !== known.amountCents || payment.amount.currency !== known.currency)) {
    // Never an order for a payment of another amount than the one asked.
    target = 'error';
    note = `paid ${payment.amount.currency} ${payment.amount.value}, expected ${known.amountCents} cents`;
  }
  if (target === null) return known;
  const tx = await applyState(ctx, known.id, target, payment.status, note);
  await ensureOrder(ctx, known.id);
  return (await repo.findTransaction(ctx.db, known.id)) ?? tx;
}

/** POST payment/providers/mollie/webhook: always a 200 once read (Mollie retries otherwise), whatever the id. */
export async function mollieWebhook(ctx: AppContext, paymentId: string): Promise<void> {
  try {
    await syncMolliePayment(ctx, paymentId);
  } catch (err) {
    if (err instanceof MollieError) throw new AppError(503, 'payment_provider_unavailable');
    throw err;
  }
}

/**
 * GET payment/transactions/:reference: the buyer's return (the storefront's /cart-validated). An online
 * payment's status is read back from the provider first, so the page is right even before the webhook.
 */
export async function transactionStatus(
  ctx: AppContext,
  customer: CustomerContext,
  reference: string,
): Promise<PaymentTransactionStatus> {
  let tx = await repo.findTransactionByReference(ctx.db, reference);
  if (!tx || tx.customerId !== customer.customerId) throw notFound('payment_not_found');
  if (tx.provider === 'mollie' && tx.providerReference && !['done', 'cancel', 'error'].includes(tx.state)) {
    try {
      tx = (await syncMolliePayment(ctx, tx.providerReference)) ?? tx;
    } catch (err) {
      // The provider out of reach: the page says what is known (the webhook will settle it).
      if (!(err instanceof MollieError)) throw err;
    }
  }
  const state = tx.state as PaymentState;
  const order = tx.orderId ? await repo.orderName(ctx.db, tx.orderId) : null;
  return {
    reference: tx.reference,
    provider_code: tx.provider as PaymentTransactionStatus['provider_code'],
    state,
    status: buyerStatus(tx),
    amount: cents(tx.amountCents),
    amount_formatted: formatMoney(tx.amountCents, customer.locale),
    order_id: tx.orderId,
    order_name: order,
    transfer: transferOf(ctx, tx),
  };
}

/** GET staff/payments: the latest transactions, with their order. */
export async function staffPayments(ctx: AppContext): Promise<StaffOrderPayments> {
  const rows = await repo.latestTransactions(ctx.db, 200);
  return {
    items: rows.map(({ tx, orderName, customerName }) => ({
      order_id: tx.orderId,
      order_name: orderName,
      customer_name: customerName,
      transaction: {
        reference: tx.reference,
        provider_code: tx.provider as PaymentTransactionStatus['provider_code'],
        state: tx.state as PaymentState,
        amount: cents(tx.amountCents),
        provider_reference: tx.providerReference,
        provider_status: tx.providerStatus,
        structured_reference: tx.structuredReference,
        note: tx.note,
        created_at: tx.createdAt.toISOString(),
        updated_at: tx.updatedAt.toISOString(),
      },
    })),
  };
}

/** GET staff/customers/:ref/payment-methods: each provider, configured, chosen for the customer, offered to it. */
export async function staffCustomerPaymentMethods(
  ctx: AppContext,
  ref: string,
  locale: Locale,
): Promise<StaffCustomerPaymentMethods> {
  const customer = await repo.customerByRef(ctx.db, ref);
  if (!customer) throw notFound('customer_not_found');
  const chosen = await repo.customerProviders(ctx.db, customer.id);
  return {
    customer,
    restricted: chosen.length > 0,
    providers: PAYMENT_PROVIDERS.map((p) => ({
      code: p.code,
      name: p.name[locale],
      configured: p.offered(ctx.config.payment),
      chosen: chosen.includes(p.code),
      offered: isOffered(ctx, chosen, p),
    })),
  };
}

/**
 * PUT staff/customers/:ref/payment-methods: the providers a customer may pay with. A choice that would leave it no
 * method it can use here (only providers not configured) is refused, rather than a customer who cannot pay.
 */
export async function setStaffCustomerPaymentMethods(
  ctx: AppContext,
  ref: string,
  providers: readonly PaymentProviderCode[],
  locale: Locale,
): Promise<StaffCustomerPaymentMethods> {
  const customer = await repo.customerByRef(ctx.db, ref);
  if (!customer) throw notFound('customer_not_found');
  if (providers.length > 0 && !PAYMENT_PROVIDERS.some((p) => isOffered(ctx, providers, p)))
    throw new AppError(422, 'payment_methods_none_offered', {}, [
      { path: 'body.providers', code: 'payment_methods_none_offered' },
    ]);
  await repo.replaceCustomerProviders(ctx.db, customer.id, providers);
  return staffCustomerPaymentMethods(ctx, ref, locale);
}
