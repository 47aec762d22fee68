export { loadStaffPaymentsPage } from './payments-page.server';
