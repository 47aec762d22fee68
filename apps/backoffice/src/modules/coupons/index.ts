// Promotion codes (issue 22 §4, decision 040): the carts module applies and redeems them; staff manage them.
export {
  assess,
  cartCouponAssessment,
  cartCouponView,
  lockCoupon,
  redeem,
  refusalError,
  usableCode,
  type CouponAssessment,
} from './service';
export { staffCouponRoutes } from './routes';
