export { loadStaffPaymentsPage, staffPaymentsAction } from './payments-page.server';
