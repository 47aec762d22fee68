import type { CartSyncRefusalCode, ErrorCode } from '@vetshop/contract';
import type { MessageKey } from '../i18n';

/**
 * The one place where the back office's error codes (packages/contract `ERROR_CODES`, docs/api.md) become what
 * the buyer reads. Features ask here; none compares a code of its own. A code renamed or removed in the contract
 * fails the typecheck of this file.
 *
 * Only the contract's types are imported: the pages that show these messages run in the browser, which does
 * not load zod. Refusals of single cart-sync transactions (`sync.rejected`) are at the end: the cart shows
 * them on the line they were for.
 */

// ---------------------------------------------------------------------------------------------------------------
// Cart and checkout calls (save the checkout form, choose a carrier, confirm the order)

/** Codes of those calls that have a message of their own. */
const CART_REFUSAL_MESSAGES = {
  customer_cannot_order: 'cart.refusal.cannotOrder',
  cart_not_found: 'cart.refusal.cartNotFound',
  cart_empty: 'cart.refusal.cartEmpty',
  invalid_addresses: 'cart.refusal.invalidAddresses',
  address_not_found: 'cart.refusal.addressNotFound',
  carrier_not_found: 'cart.refusal.carrierNotFound',
  pickup_required: 'cart.refusal.pickupRequired',
  pickup_not_found: 'cart.refusal.pickupNotFound',
  product_not_priced: 'cart.refusal.productNotPriced',
  validation_failed: 'cart.refusal.validation',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

type CartRefusalCode = keyof typeof CART_REFUSAL_MESSAGES;

/** Codes that mean, for the buyer, the same as another one. */
const SAME_AS = {
  no_current_cart: 'cart_not_found',
  // A point of another carrier, or a carrier without points: the point chosen cannot be used.
  pickup_other_carrier: 'pickup_not_found',
  carrier_without_pickup: 'pickup_not_found',
} as const satisfies Partial<Record<ErrorCode, CartRefusalCode>>;

/** What the page explains: a code with its own message, the back office unavailable, or anything else. */
export type CartRefusal = CartRefusalCode | 'unavailable' | 'unknown';

/** The message each refusal shows the buyer. */
export const REFUSAL_MESSAGES = {
  ...CART_REFUSAL_MESSAGES,
  unavailable: 'cart.refusal.unavailable',
  unknown: 'cart.refusal.unknown',
} as const satisfies Record<CartRefusal, MessageKey>;

const hasMessage = (code: ErrorCode): code is CartRefusalCode => Object.hasOwn(CART_REFUSAL_MESSAGES, code);
const hasAlias = (code: ErrorCode): code is keyof typeof SAME_AS => Object.hasOwn(SAME_AS, code);

/** An error code and status from the back office → the refusal the page explains. */
export function cartRefusal(status: number, code: ErrorCode | null | undefined): CartRefusal {
  if (status === 503) return 'unavailable';
  if (!code) return 'unknown';
  if (hasAlias(code)) return SAME_AS[code];
  return hasMessage(code) ? code : 'unknown';
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

/** Why the sign-in form is shown again: an empty field (checked here), or the back office's answer. */
export type LoginError = 'required' | 'invalid' | 'throttled' | 'technical';

export const LOGIN_MESSAGES = {
  required: 'login.required',
  invalid: 'login.invalid',
  throttled: 'login.throttled',
  technical: 'login.technical',
} as const satisfies Record<LoginError, MessageKey>;

/**
 * The sign-in call's refusal, from its status: the back office answers 403 `invalid_credentials` and 429
 * `too_many_attempts` (docs/api.md); any other failure is a technical problem for the buyer. The status is
 * read, not the body, so that a refusal without a JSON body still reads as what it is.
 */
export function loginRefusal(status: number): Exclude<LoginError, 'required'> {
  if (status === 403) return 'invalid';
  if (status === 429) return 'throttled';
  return 'technical';
}

// ---------------------------------------------------------------------------------------------------------------
// Cart sync: one refused transaction (`sync.rejected[].code`, contract CART_SYNC_REFUSAL_CODES, docs/api.md)

/** Why a change of the cart was not saved, as the cart line says it. Every code has one (checked by type). */
export const CART_SYNC_REFUSAL_MESSAGES = {
  product_unknown: 'cart.syncRefusal.productUnknown',
  product_not_sold_online: 'cart.syncRefusal.notSoldOnline',
  product_veterinary_only: 'cart.syncRefusal.veterinaryOnly',
  product_quotation_only: 'cart.syncRefusal.quotationOnly',
  product_not_priced: 'cart.syncRefusal.notPriced',
  qty_too_large: 'cart.syncRefusal.qtyTooLarge',
  nothing_to_reduce: 'cart.syncRefusal.nothingToReduce',
  transaction_invalid: 'cart.syncRefusal.unreadable',
  uuid_invalid: 'cart.syncRefusal.unreadable',
  product_id_invalid: 'cart.syncRefusal.unreadable',
  qty_invalid: 'cart.syncRefusal.qtyInvalid',
  options_invalid: 'cart.syncRefusal.optionsInvalid',
} as const satisfies Record<CartSyncRefusalCode, MessageKey>;

/**
 * The message of a refused cart change's code; null for a code this storefront does not know yet (a newer
 * back office): the caller then shows the back office's own message, which is in the buyer's language.
 * The messages take `{max}`, the largest quantity of a line.
 */
export function cartSyncRefusalMessage(code: string): MessageKey | null {
  return Object.hasOwn(CART_SYNC_REFUSAL_MESSAGES, code)
    ? CART_SYNC_REFUSAL_MESSAGES[code as CartSyncRefusalCode]
    : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Quotations (doc 2 §7 Quotations, §8; the staff queue): the pages say why a call was refused

/** Codes of the quotation calls that have a message of their own. */
const QUOTATION_REFUSAL_MESSAGES = {
  duplicate_line: 'quotations.refusal.duplicateLine',
  duplicate_reference: 'quotations.refusal.duplicateReference',
  invalid_transition: 'quotations.refusal.invalidTransition',
  quotation_not_priced: 'quotations.refusal.notPriced',
  validation_failed: 'quotations.refusal.validation',
  product_not_priced: 'quotations.refusal.productNotPriced',
  not_found: 'quotations.refusal.notFound',
  quotation_not_found: 'quotations.refusal.notFound',
  quotation_line_not_found: 'quotations.refusal.notFound',
  quotation_empty: 'quotations.refusal.empty',
  quotation_expired: 'quotations.refusal.expired',
  quotation_product_unavailable: 'quotations.refusal.productUnavailable',
  quotation_too_many_lines: 'quotations.refusal.tooManyLines',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

type QuotationRefusalCode = keyof typeof QUOTATION_REFUSAL_MESSAGES;
export type QuotationRefusal = QuotationRefusalCode | 'unavailable' | 'unknown';

export const QUOTATION_MESSAGES = {
  ...QUOTATION_REFUSAL_MESSAGES,
  unavailable: 'quotations.refusal.unavailable',
  unknown: 'quotations.refusal.unknown',
} as const satisfies Record<QuotationRefusal, MessageKey>;

/** An error code and status from a quotation call → the refusal the page explains. */
export function quotationRefusal(status: number, code: string | null | undefined): QuotationRefusal {
  if (status === 503) return 'unavailable';
  if (code && Object.hasOwn(QUOTATION_REFUSAL_MESSAGES, code)) return code as QuotationRefusalCode;
  if (status === 404) return 'not_found';
  return 'unknown';
}
