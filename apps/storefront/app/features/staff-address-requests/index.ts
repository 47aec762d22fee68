/**
 * The staff's address requests (issue 10 §5): the queue and one request with its decision and history.
 * Routes import only this file (and index.server.ts).
 */
export { StaffAddressRequestsPage } from './requests-page';
export { StaffAddressRequestPage } from './request-page';
