import type { StockDisplay, StockState } from './enums';

/** What the buyer sees of a stock state (spec doc 1 §4 "Stock"): in stock, or no stock. */
export function stockDisplay(state: StockState): StockDisplay {
  return state === 'in_stock' || state === 'in_limited_stock' ? 'in_stock' : 'no_stock';
}

export interface StockFigures {
  qtyAvailable: number;
  qtyIncoming: number;
  supplierOutOfStock: boolean;
  /** At or below this (and above 0) the stock is "limited". */
  limitedThreshold: number;
}

export function deriveStockState(s: StockFigures): StockState {
  // Checked first so that a negative threshold can never turn zero stock into "in stock".
  if (s.qtyAvailable > 0) return s.qtyAvailable > s.limitedThreshold ? 'in_stock' : 'in_limited_stock';
  if (s.supplierOutOfStock) return 'supplier_out_of_stock';
  return s.qtyIncoming > 0 ? 'resupplying' : 'out_of_stock';
}

/** What ships now and what goes to backorder (spec doc 1 §4: "the rest goes to backorder"). */
export function splitAvailability(
  qtyOrdered: number,
  qtyAvailable: number,
): { available: number; backorder: number } {
  const ordered = Math.max(0, qtyOrdered);
  const available = Math.min(ordered, Math.max(0, qtyAvailable));
  return { available, backorder: ordered - available };
}

/** Units of the order line that cannot ship now (the cart line's qty_unavailable). */
export function qtyUnavailable(qtyOrdered: number, qtyAvailable: number): number {
  return splitAvailability(qtyOrdered, qtyAvailable).backorder;
}
