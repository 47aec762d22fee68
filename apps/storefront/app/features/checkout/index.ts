export { AddressBlock } from './address-block';
export { cartRefusal, type CartRefusal, parseCheckoutForm } from './checkout-fields';
export {
  type CheckoutActionResult,
  CheckoutForm,
  type CheckoutOptions,
  REFUSAL_MESSAGES,
} from './checkout-form';
export { checkoutBlock, type CheckoutBlockReason } from './checkout-guard';
export { ConfirmPage } from './confirm-page';
export { ValidatedPage } from './validated-page';
export { CartPage } from './cart-page';
