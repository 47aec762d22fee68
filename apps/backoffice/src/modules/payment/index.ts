// The payment modes (issue 19 §2: they lived in carts and customer): the cart's choice is checked and shown with
// them. No route of its own: the buyer reads the list with the reference lists (GET /settings).
export { cachedPaymentModes, paymentModeId, requirePaymentMode } from './service';
export type { PaymentModeRow } from './repository';
