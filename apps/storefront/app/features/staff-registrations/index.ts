/**
 * The staff's registrations to review (issue 11 §4): the queue and one application with its decision.
 * Routes import only this file (and index.server.ts).
 */
export { StaffRegistrationsPage } from './registrations-page';
export { StaffRegistrationPage } from './registration-page';
