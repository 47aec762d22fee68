/** The staff's contact requests, server side: loaders, the "handled" action, the attachments' download. */
export { loadStaffLeadsPage } from './leads-page.server';
export { loadStaffLeadPage, staffLeadAction, staffLeadFileLoader } from './lead-page.server';
