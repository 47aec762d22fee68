// What other parts of the back office may use of the carts module.
export { cartRoutes } from './routes';
// The low-order fee rule's sum of the customer's open orders (a backorder cancellation re-applies the rule).
export { undeliveredGoodsCents } from './repository';
// Writing an order from priced lines, in the caller's transaction (an accepted quotation is ordered as a cart
// is), and what a line shows of its product and the active carriers, read as the checkout reads them.
export { checkoutRefusalError, placeOrder, type OrderToPlace, type PlacedOrder } from './place-order';
export { activeCarriers, variantFacts, type VariantFacts } from './repository';
export { cartCouponRoutes } from './coupon-routes';
// Payment (decision 038): the cart's total as the payable carries it, and the checkout a paid transaction runs.
export { cartToPay, choosePaymentMode, type CartToPay } from './cart-to-pay';
export { confirmCart } from './checkout';
