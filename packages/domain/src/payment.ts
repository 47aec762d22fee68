/**
 * Payment transactions (issue 22, decision 038), declared as data: the states a transaction goes through, the
 * moves allowed between them, what a provider's status means here, and the Belgian structured reference a wire
 * transfer quotes. Pure: the back office reads the table under a row lock and writes only allowed moves.
 */

/** Odoo's transaction states, which the seed system's payment modules use. */
export const PAYMENT_STATES = ['draft', 'pending', 'authorized', 'done', 'cancel', 'error'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The moves allowed from each state. `done`, `cancel` and `error` are final: a late or repeated provider
 * message cannot take a paid transaction back to pending, nor revive a cancelled one (refunds are not built).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  draft: ['pending', 'authorized', 'done', 'cancel', 'error'],
  pending: ['authorized', 'done', 'cancel', 'error'],
  authorized: ['done', 'cancel', 'error'],
  done: [],
  cancel: [],
  error: [],
};

export type PaymentMove =
  | { kind: 'move'; from: PaymentState; to: PaymentState }
  /** The same state again (a replayed webhook, a reload of the return page): nothing to do. */
  | { kind: 'same'; state: PaymentState }
  /** Not allowed (an out-of-order message, or after a final state): the transaction keeps its state. */
  | { kind: 'refused'; from: PaymentState; to: PaymentState };

export function paymentMove(from: PaymentState, to: PaymentState): PaymentMove {
  if (from === to) return { kind: 'same', state: from };
  return PAYMENT_TRANSITIONS[from].includes(to) ? { kind: 'move', from, to } : { kind: 'refused', from, to };
}

export function isFinalPaymentState(state: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[state].length === 0;
}

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

/** Mollie's payment statuses (GET /v2/payments/{id}). */
export const MOLLIE_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const;
export type MollieStatus = (typeof MOLLIE_STATUSES)[number];

/** What a Mollie status means for the transaction; an unknown status means nothing (null: no move). */
export function stateOfMollieStatus(status: string): PaymentState | null {
  switch (status) {
    case 'open':
      return 'draft';
    case 'pending':
      return 'pending';
    case 'authorized':
      return 'authorized';
    case 'paid':
      return 'done';
    case 'canceled':
    case 'expired':
      return 'cancel';
    case 'failed':
      return 'error';
    default:
      return null;
  }
}

/** The storefront's return statuses (the seed's `status=` of the redirect back to the shop). */
export type PaymentReturnStatus = 'success' | 'pending' | 'cancelled' | 'unknown';

/**
 * What the buyer is told on return. A transaction still `draft` (the buyer came back without paying, the
 * provider has not decided) is `unknown`: the cart is kept, and a payment confirmed later still orders it.
 */
export function returnStatusOf(state: PaymentState): PaymentReturnStatus {
  switch (state) {
    case 'done':
      return 'success';
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'cancel':
    case 'error':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

/**
 * Belgian structured communication (OGM/VCS): 10 digits and their check number (the 10 digits modulo 97, 97
 * for 0), shown as +++123/4567/89002+++. `n` is any whole number below 10^10 (the transaction's number).
 */
export function belgianStructuredReference(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e10) throw new RangeError(`not a 10-digit number: ${n}`);
  const base = String(n).padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  const digits = base + String(check).padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** A structured reference as typed (with or without +++, slashes, spaces) is valid: 12 digits, right check. */
export function isBelgianStructuredReference(text: string): boolean {
  const digits = text.replace(/[+/\s*]/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  const check = Number(BigInt(digits.slice(0, 10)) % 97n) || 97;
  return check === Number(digits.slice(10));
}

/** Cents as Mollie's amount value: "12.34" (always two decimals, a dot). */
export function mollieAmountValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Mollie's "12.34" as cents; null when it is not an amount with two decimals. */
export function centsOfMollieValue(value: string): number | null {
  const m = /^(\d+)\.(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** The methods of an online provider a buyer picks on the shop's own page (Bancontact, card). */
export const ONLINE_PAYMENT_METHODS = ['bancontact', 'creditcard'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/**
 * The payment mode (the code of `payment_modes`) an order gets for what the buyer paid with (decision 041): the
 * buyer makes one choice, the payment method, and the cart and the order say it. Wire transfer is the mode the
 * shop always had ("transfer"); an online payment is its method, or "online" when the provider chose.
 */
export function paymentModeCodeOf(
  provider: 'on_account' | 'wire_transfer' | 'mollie',
  method?: string,
): string {
  if (provider === 'on_account') return 'on_account';
  if (provider === 'wire_transfer') return 'transfer';
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method ?? '') ? (method as string) : 'online';
}
