// What other parts of the back office may use of the auth module.
export { authRoutes } from './routes';
export { credentialsRoutes } from './credentials-routes';
export { createSessionResolver } from './service';
export { clientAddress } from './client-address';
export { registerAddressRateLimit } from './rate-limit';
export { unusablePasswordHash } from './credentials';
export { issueAuthToken } from './tokens';
export { enqueueSetPasswordMail } from './mails';
