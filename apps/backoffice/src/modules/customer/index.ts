// What other parts of the back office may use of the customer module: its routes, and the address reads that
// carts and orders need (repository functions take the caller's executor, so they run inside the caller's
// transaction). The reference lists the addresses are shown with are the settings module's.
export { customerRoutes } from './routes';
export { addressesByIds, getVetGroups } from './service';
export { addressSnapshot, toAddress } from './mapping';
export { findAddresses, listAddresses, type AddressRow } from './repository';
