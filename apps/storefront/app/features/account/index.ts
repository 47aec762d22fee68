/** The account area's frame (navigation between the account pages). Pages live in their own features. */
export { AccountLayout } from './account-layout';
