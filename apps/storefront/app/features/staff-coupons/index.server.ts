export { loadStaffCouponsPage, staffCouponsAction } from './coupons-page.server';
