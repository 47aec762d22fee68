// What other parts of the back office may use of the carts module.
export { cartRoutes } from './routes';
// The low-order fee rule's sum of the customer's open orders (a backorder cancellation re-applies the rule).
export { undeliveredGoodsCents } from './repository';
