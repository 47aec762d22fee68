// What other parts of the back office may use of the loyalty module.
export { loyaltyRoutes } from './routes';
export { cartRebate, cartRebateBasis, type CartRebateBasis } from './service';
