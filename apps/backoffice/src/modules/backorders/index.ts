// What other parts of the back office may use of the products-on-order module: its routes.
export { backorderRoutes } from './routes';
