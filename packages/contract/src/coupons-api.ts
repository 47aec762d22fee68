import { cartSchema } from './cart';
import { idParamsSchema } from './common';
import {
  couponBodySchema,
  staffCouponCreateSchema,
  staffCouponListSchema,
  staffCouponSchema,
} from './coupons';
import type { EndpointSpec } from './endpoint';

/** Promotion codes (issue 22 §4, decision 040): the buyer's on the current cart, the staff's list of codes. */
export const couponsApi = {
  /**
   * Spec doc 2 §7; §5: without a code nothing happens (200, the cart as it is). A code that cannot be used is a 422
   * with its own code and message (`coupon_unknown`, `coupon_expired`, `coupon_not_started`, `coupon_min_order`,
   * `coupon_already_used`, `coupon_used_up`, `coupon_not_applicable`) and the cart keeps what it had.
   */
  'carts.coupon': {
    method: 'POST',
    base: 'erp',
    path: '/carts/current/coupon',
    body: couponBodySchema,
    response: cartSchema,
    summary:
      'Apply a promotion code to the current cart (it replaces the one it had); an empty code does nothing',
    errors: [401, 403, 404, 422],
  },
  'carts.removeCoupon': {
    method: 'DELETE',
    base: 'erp',
    path: '/carts/current/coupon',
    response: cartSchema,
    summary: 'Take the promotion code off the current cart (idempotent)',
    errors: [401, 403, 404],
  },
  'staff.coupons.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/coupons',
    response: staffCouponListSchema,
    summary: 'Every promotion code, newest first, with its status today and its uses',
    errors: [401, 403],
  },
  'staff.coupons.create': {
    method: 'POST',
    base: 'erp',
    path: '/staff/coupons',
    body: staffCouponCreateSchema,
    response: staffCouponSchema,
    status: 201,
    summary: 'Create a promotion code (percent, amount or free product; minimum, dates, limits)',
    errors: [401, 403, 409, 422],
  },
  'staff.coupons.end': {
    method: 'POST',
    base: 'erp',
    path: '/staff/coupons/:id/end',
    params: idParamsSchema,
    response: staffCouponSchema,
    summary: 'End a promotion code now: refused from then on, orders already placed keep it (idempotent)',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
