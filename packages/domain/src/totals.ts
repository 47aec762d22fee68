import type { CouponShare } from './coupons';
import { lowOrderFeeStatus } from './low-order-fee';
import { multiplyCents, percentOf, sumCents, type Bp, type Cents } from './money';

/** VAT on delivery and on the low-order cost contribution (services): the Belgian standard rate. */
export const SERVICE_VAT_BP: Bp = 2100;

export interface TotalsLine {
  qty: number;
  unitPriceCents: Cents;
  amountCents: Cents;
  vatRateBp: Bp;
}

export interface CarrierPricing {
  priceCents: Cents;
  freeOverCents: Cents | null;
}

export interface Totals {
  goodsCents: Cents;
  deliveryCents: Cents;
  feeCents: Cents;
  feeMissingCents: Cents;
  untaxedCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  discountCents: Cents;
  withoutDiscountCents: Cents;
  lineTaxCents: Cents[];
  deliveryTaxCents: Cents;
  feeTaxCents: Cents;
  /** A promotion code's discount excl. VAT (in `discountCents` too), and the VAT it takes off. */
  couponCents: Cents;
  couponTaxCents: Cents;
}

/** Nothing to ship (no goods) costs nothing; above the carrier's threshold delivery is free. */
export function carrierPrice(carrier: CarrierPricing | null, goodsCents: Cents): Cents {
  if (!carrier || goodsCents <= 0) return 0;
  return carrier.freeOverCents !== null && goodsCents >= carrier.freeOverCents ? 0 : carrier.priceCents;
}

/**
 * The amounts of a cart or an order, all in integer cents: VAT per line at the product's rate (rounded
 * per line, as the ERP does), delivery and low-order fee at the service rate.
 */
export function computeTotals(
  lines: readonly TotalsLine[],
  carrier: CarrierPricing | null,
  undeliveredGoodsCents: Cents,
  /** A promotion code's discount per VAT rate (coupons.ts couponShares); thresholds are judged before it. */
  coupon: readonly CouponShare[] = [],
): Totals {
  const goodsCents = sumCents(lines.map((l) => l.amountCents));
  const deliveryCents = carrierPrice(carrier, goodsCents);
  const fee = lowOrderFeeStatus({
    orderUntaxedCents: goodsCents,
    undeliveredOrdersUntaxedCents: undeliveredGoodsCents,
  });
  const lineTaxCents = lines.map((l) => percentOf(l.amountCents, l.vatRateBp));
  const deliveryTaxCents = percentOf(deliveryCents, SERVICE_VAT_BP);
  const feeTaxCents = percentOf(fee.feeCents, SERVICE_VAT_BP);
  const couponCents = sumCents(coupon.map((c) => c.cents));
  const couponTaxCents = sumCents(coupon.map((c) => c.taxCents));
  const untaxedCents = goodsCents + deliveryCents + fee.feeCents - couponCents;
  const taxCents = sumCents(lineTaxCents) + deliveryTaxCents + feeTaxCents - couponTaxCents;
  const withoutDiscountGoods = sumCents(lines.map((l) => multiplyCents(l.unitPriceCents, l.qty)));
  const discountCents = withoutDiscountGoods - goodsCents + couponCents;
  return {
    goodsCents,
    deliveryCents,
    feeCents: fee.feeCents,
    feeMissingCents: fee.missingCents,
    untaxedCents,
    taxCents,
    totalCents: untaxedCents + taxCents,
    discountCents,
    withoutDiscountCents: untaxedCents + discountCents,
    lineTaxCents,
    deliveryTaxCents,
    feeTaxCents,
    couponCents,
    couponTaxCents,
  };
}
