/** Promotion codes on the cart page (issue 22 §4, decision 040). Routes and other features import only this file. */
export { CouponForm } from './coupon-form';
export type { CouponActionResult } from './coupon-action.server';
