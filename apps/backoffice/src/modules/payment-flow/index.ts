// Paying the cart (issue 22, decision 038): the signed payable, the providers behind one interface, the redirect
// flow's transactions, Mollie's webhook and the staff's list. Uses the carts module (its total, its checkout).
export { paymentRoutes } from './routes';
