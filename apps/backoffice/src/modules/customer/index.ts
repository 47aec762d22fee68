// What other parts of the back office may use of the customer module: its routes, and the address and
// reference-data reads that carts and orders need (repository functions take the caller's executor, so
// they run inside the caller's transaction).
export { customerRoutes } from './routes';
export { addressesByIds } from './service';
export { addressSnapshot, cachedReferenceData, toAddress, type ReferenceData } from './mapping';
export { findAddresses, findPaymentMode, listAddresses, type AddressRow } from './repository';
