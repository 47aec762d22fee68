/** The staff's address requests, server side: loaders, the decision action and their back-office calls. */
export { loadStaffAddressRequestsPage } from './requests-page.server';
export { loadStaffAddressRequestPage, staffAddressRequestAction } from './request-page.server';
