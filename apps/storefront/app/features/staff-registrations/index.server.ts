/** The staff's registrations, server side: the loaders, the decision action and their back-office calls. */
export { loadStaffRegistrationsPage } from './registrations-page.server';
export { loadStaffRegistrationPage, staffRegistrationAction } from './registration-page.server';
