export { couponAction, COUPON_INTENTS, type CouponActionResult } from './coupon-action.server';
