import { multiplyCents, percentOf, type Bp, type Cents } from './money';
import type { SaleState } from './enums';
import { computeTotals, type Totals } from './totals';

/** What an order line knows that decides whether (and how much of) its backorder can be cancelled. */
export interface BackorderLine {
  qty: number;
  qtyDelivered: number;
  /** The part ordered beyond stock, still to follow. */
  qtyBackorder: number;
  qtyCanceled: number;
  /** Made to order: produced for this buyer, so it cannot be cancelled (spec doc 1 §3, §5). */
  isMto: boolean;
  netPriceCents: Cents;
  taxRateBp: Bp;
}

/** Why a cancellation is refused; each code is an error code of the contract with its own message. */
export type BackorderCancellationRefusal =
  | { code: 'backorder_made_to_order' }
  | { code: 'backorder_nothing_to_cancel' }
  /** Outside 1..max: 'Vous devez choisir une quantité entre 1 et {max}' (spec doc 1 §5). */
  | { code: 'backorder_quantity_invalid'; max: number };

/** The line after the cancellation: the amounts are the quantity still billed (ordered minus cancelled). */
export interface CancelledBackorderLine {
  qtyBackorder: number;
  qtyCanceled: number;
  amountUntaxedCents: Cents;
  amountTaxCents: Cents;
}

export type BackorderCancellationPlan =
  { ok: true; line: CancelledBackorderLine } | { ok: false; refusal: BackorderCancellationRefusal };

/** How much of a line's backorder the buyer may cancel: 0 for a made-to-order line. */
export function maxCancellableQuantity(line: Pick<BackorderLine, 'qtyBackorder' | 'isMto'>): number {
  return line.isMto ? 0 : Math.max(0, line.qtyBackorder);
}

/**
 * Cancelling `quantity` units of a line's backorder (spec doc 1 §4 "Backorder cancellation"): a made-to-order
 * line is refused whatever the quantity, a line with nothing in backorder too, and the quantity must be a whole
 * number between 1 and the backorder quantity. The cancelled units leave the backorder and are no longer billed.
 */
export function planBackorderCancellation(line: BackorderLine, quantity: number): BackorderCancellationPlan {
  if (line.isMto) return { ok: false, refusal: { code: 'backorder_made_to_order' } };
  const max = maxCancellableQuantity(line);
  if (max === 0) return { ok: false, refusal: { code: 'backorder_nothing_to_cancel' } };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max)
    return { ok: false, refusal: { code: 'backorder_quantity_invalid', max } };
  const qtyCanceled = line.qtyCanceled + quantity;
  const amountUntaxedCents = multiplyCents(line.netPriceCents, Math.max(0, line.qty - qtyCanceled));
  return {
    ok: true,
    line: {
      qtyBackorder: line.qtyBackorder - quantity,
      qtyCanceled,
      amountUntaxedCents,
      amountTaxCents: percentOf(amountUntaxedCents, line.taxRateBp),
    },
  };
}

/** Units of a line not delivered nor cancelled yet. */
export function qtyToDeliver(line: Pick<BackorderLine, 'qty' | 'qtyDelivered' | 'qtyCanceled'>): number {
  return Math.max(0, line.qty - line.qtyDelivered - line.qtyCanceled);
}

/**
 * Where an order stands once its goods lines changed: open while something is left to deliver; otherwise
 * delivered, and cancelled when every unit of it was cancelled.
 */
export function orderStateAfterChange(
  goodsLines: readonly Pick<BackorderLine, 'qty' | 'qtyDelivered' | 'qtyCanceled'>[],
): { state: SaleState; delivered: boolean } {
  if (goodsLines.some((l) => qtyToDeliver(l) > 0)) return { state: 'sale', delivered: false };
  const allCancelled = goodsLines.every((l) => l.qtyCanceled >= l.qty);
  return { state: allCancelled ? 'cancel' : 'done', delivered: true };
}

/** A goods line of an order as its totals see it. */
export interface OrderGoodsLine {
  qty: number;
  qtyCanceled: number;
  unitPriceCents: Cents;
  amountUntaxedCents: Cents;
  taxRateBp: Bp;
}

/**
 * An order's amounts after some of its goods were cancelled, with the same totals rule as the checkout
 * (computeTotals): the delivery charged stays what the order charged (nothing more to ship costs nothing),
 * and the low-order fee follows the goods still billed, this order with the customer's other orders not yet
 * delivered (spec doc 1 §9).
 */
export function orderTotalsAfterCancellation(
  goodsLines: readonly OrderGoodsLine[],
  chargedDeliveryCents: Cents,
  otherUndeliveredGoodsCents: Cents,
): Totals {
  return computeTotals(
    goodsLines.map((l) => ({
      qty: Math.max(0, l.qty - l.qtyCanceled),
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountUntaxedCents,
      vatRateBp: l.taxRateBp,
    })),
    { priceCents: chargedDeliveryCents, freeOverCents: null },
    otherUndeliveredGoodsCents,
  );
}

/** The products-on-order list's restrictions (spec doc 1 §2): lines with a backorder, made-to-order lines. */
export const PRODUCTS_ON_ORDER_RESTRICTS = ['backorders', 'mto'] as const;
export type ProductsOnOrderRestrict = (typeof PRODUCTS_ON_ORDER_RESTRICTS)[number];
