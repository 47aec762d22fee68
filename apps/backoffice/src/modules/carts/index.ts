// What other parts of the back office may use of the carts module.
export { cartRoutes } from './routes';
