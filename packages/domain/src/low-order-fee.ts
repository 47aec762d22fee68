import type { Cents } from './money';

/** 150 € excl. VAT (spec doc 1 §9). */
export const LOW_ORDER_THRESHOLD_CENTS = 15_000;
/** 10.50 € cost contribution (spec doc 1 §9). */
export const LOW_ORDER_FEE_CENTS = 1050;

export interface LowOrderInput {
  /** Goods subtotal excl. VAT of this order: no delivery, no fee. */
  orderUntaxedCents: Cents;
  /** Sum excl. VAT of the customer's OTHER orders not yet delivered; missing means none. */
  undeliveredOrdersUntaxedCents?: Cents;
}

export interface LowOrderFeeStatus {
  feeCents: Cents;
  /** How much more to order to avoid the fee; 0 when there is no fee. */
  missingCents: Cents;
}

/**
 * The fee is waived when this order, or this order together with the orders still awaiting
 * delivery (shipped together), reaches the threshold. An order without goods pays nothing: there
 * is nothing to ship, and an empty cart must not display a fee.
 */
export function lowOrderFeeStatus(input: LowOrderInput): LowOrderFeeStatus {
  const order = input.orderUntaxedCents;
  const combined = order + Math.max(0, input.undeliveredOrdersUntaxedCents ?? 0);
  if (!(order > 0) || order >= LOW_ORDER_THRESHOLD_CENTS || combined >= LOW_ORDER_THRESHOLD_CENTS) {
    return { feeCents: 0, missingCents: 0 };
  }
  return { feeCents: LOW_ORDER_FEE_CENTS, missingCents: LOW_ORDER_THRESHOLD_CENTS - combined };
}

export function lowOrderFee(input: LowOrderInput): Cents {
  return lowOrderFeeStatus(input).feeCents;
}
