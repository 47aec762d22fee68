// What other parts of the back office may use of the addresses module: its routes (the buyer's change requests
// and the staff API that decides them).
export { addressRoutes } from './routes';
export { staffAddressRoutes } from './staff-routes';
