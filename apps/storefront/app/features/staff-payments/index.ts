export { StaffPaymentsPage } from './payments-page';
