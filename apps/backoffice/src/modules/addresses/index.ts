// What other parts of the back office may use of the addresses module: its routes (the buyer's change requests
// and the staff API that decides them) and the count the staff home shows.
export { addressRoutes } from './routes';
export { staffAddressRoutes } from './staff-routes';
export { countPendingRequests as countPendingAddressRequests } from './repository';
