/** The staff workspace's promotion codes (issue 22 §4). Routes import only this file (and index.server.ts). */
export { StaffCouponsPage } from './coupons-page';
