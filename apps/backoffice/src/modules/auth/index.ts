// What other parts of the back office may use of the auth module.
export { authRoutes } from './routes';
export { createSessionResolver } from './service';
export { clientAddress } from './client-address';
