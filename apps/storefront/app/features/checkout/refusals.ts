import type { MessageKey } from '../../i18n';

/** Back-office refusals of the cart and checkout calls (docs/api.md) that have their own message. */
export type CartRefusal =
  | 'customer_cannot_order'
  | 'cart_not_found'
  | 'cart_empty'
  | 'invalid_addresses'
  | 'address_not_found'
  | 'carrier_not_found'
  | 'product_not_priced'
  | 'validation_failed'
  | 'unavailable'
  | 'unknown';

const KNOWN: ReadonlySet<string> = new Set<CartRefusal>([
  'customer_cannot_order',
  'cart_not_found',
  'cart_empty',
  'invalid_addresses',
  'address_not_found',
  'carrier_not_found',
  'product_not_priced',
  'validation_failed',
]);

/** An error code and status from the back office → the refusal the page explains. */
export function cartRefusal(status: number, code: string | null | undefined): CartRefusal {
  if (status === 503) return 'unavailable';
  if (code === 'no_current_cart') return 'cart_not_found';
  if (code && KNOWN.has(code)) return code as CartRefusal;
  return 'unknown';
}

/** The message each refusal shows the buyer. */
export const REFUSAL_MESSAGES: Record<CartRefusal, MessageKey> = {
  customer_cannot_order: 'cart.refusal.cannotOrder',
  cart_not_found: 'cart.refusal.cartNotFound',
  cart_empty: 'cart.refusal.cartEmpty',
  invalid_addresses: 'cart.refusal.invalidAddresses',
  address_not_found: 'cart.refusal.addressNotFound',
  carrier_not_found: 'cart.refusal.carrierNotFound',
  product_not_priced: 'cart.refusal.productNotPriced',
  validation_failed: 'cart.refusal.validation',
  unavailable: 'cart.refusal.unavailable',
  unknown: 'cart.refusal.unknown',
};
