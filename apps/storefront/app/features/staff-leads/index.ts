/** The staff's contact requests (issue 11 §3): the list and one request. Routes import only this file (and index.server.ts). */
export { StaffLeadsPage } from './leads-page';
export { StaffLeadPage } from './lead-page';
