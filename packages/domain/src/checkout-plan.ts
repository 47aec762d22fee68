import { isAddressValid, type AddressLike } from './address';
import type { LineOptions } from './cart-transactions';
import type { StockState } from './enums';
import type { LinePrice } from './line-price';
import { percentOf, type Bp, type Cents } from './money';
import { deriveStockState, splitAvailability, type StockFigures } from './stock';
import { couponShares, type CouponTerms } from './coupons';
import { computeTotals, SERVICE_VAT_BP, type CarrierPricing, type Totals } from './totals';

/** Why a cart cannot become an order, checked in this order. */
export type CheckoutRefusal =
  | { code: 'customer_cannot_order' }
  | { code: 'cart_empty' }
  | { code: 'invalid_addresses' }
  /** `lines`: indexes (among the lines with a quantity) of the lines without a price. */
  | { code: 'product_not_priced'; lines: number[] };

export interface CheckoutCartLine {
  variantId: number;
  qty: number;
  options: LineOptions;
}

/** What the order shows of a line's product (null when the variant is gone). */
export interface CheckoutProduct {
  /** The line's name in the buyer's language. */
  name: string;
  sku: string | null;
  vatRateBp: Bp;
}

export interface CheckoutCarrier extends CarrierPricing {
  id: number;
  withDropoffSite: boolean;
}

export interface CheckoutStock extends StockFigures {
  variantId: number;
}

export interface CheckoutInput<C extends CheckoutCarrier> {
  canOrder: boolean;
  /** The cart's stored lines, in order. */
  lines: readonly CheckoutCartLine[];
  delivery: AddressLike | undefined;
  invoicing: AddressLike | undefined;
  /** Product facts by variant id. */
  products: ReadonlyMap<number, CheckoutProduct>;
  /** The price of each line with a quantity (same order as those lines), null when it has none. */
  prices: readonly (LinePrice | null)[];
  /** Active carriers; the cart's own choice, else the first without a drop-off site. */
  carriers: readonly C[];
  carrierId: number | null;
  /** Goods excl. VAT of the buyer's confirmed orders not yet delivered (the low-order fee rule). */
  undeliveredGoodsCents: Cents;
  /** Stock rows of the lines' variants (locked by the caller), and of a free product's. */
  stock: readonly CheckoutStock[];
  /**
   * The cart's promotion code, already found usable by the caller (coupons.ts couponRefusal): its discount is
   * spread over the goods' VAT rates as negative `coupon` lines; a free product is a free line of its own.
   */
  coupon?: { code: string; terms: CouponTerms; freeProduct?: CheckoutProduct };
}

/** One line of the order to write; names of the non-product lines are the caller's (its language). */
export interface PlannedOrderLine {
  kind: 'product' | 'free_goods' | 'delivery' | 'fee' | 'coupon';
  /** The promotion code (coupon lines, and a code's free product). */
  couponCode?: string;
  variantId?: number;
  /** The product's name (product and free-goods lines). */
  productName?: string;
  /** The promotion that gives the free goods (free-goods lines). */
  promotion?: { ratioMainProduct: number; ratioPromotionalProduct: number };
  sku?: string | null;
  options?: LineOptions;
  qty: number;
  qtyBackorder?: number;
  unitPriceCents: Cents;
  discountBp?: Bp;
  netPriceCents: Cents;
  amountUntaxedCents: Cents;
  taxRateBp: Bp;
  amountTaxCents: Cents;
  sequence: number;
}

export interface CheckoutOrderPlan<C extends CheckoutCarrier> {
  ok: true;
  /** The lines with a quantity, in order (the ones the order is made of). */
  cartLines: CheckoutCartLine[];
  orderLines: PlannedOrderLine[];
  totals: Totals;
  carrier: C | null;
  /** New stock figures of every locked stock row. */
  stock: { variantId: number; qtyAvailable: number; state: StockState }[];
}

export type CheckoutPlan<C extends CheckoutCarrier> =
  CheckoutOrderPlan<C> | { ok: false; refusal: CheckoutRefusal };

/** The lines an order is made of: a line at 0 (or below) is not ordered. */
export function orderedLines<L extends { qty: number }>(lines: readonly L[]): L[] {
  return lines.filter((l) => l.qty > 0);
}

/**
 * The carrier a cart is delivered by: its own choice while that carrier is active, else the first without a
 * drop-off site. The cart's view and the order both use it, so the cart never shows another delivery cost
 * than the order charges.
 */
export function cartCarrier<C extends { id: number; withDropoffSite: boolean }>(
  carriers: readonly C[],
  carrierId: number | null,
): C | null {
  return carriers.find((c) => c.id === carrierId) ?? carriers.find((c) => !c.withDropoffSite) ?? null;
}

/**
 * What confirming a cart orders, without I/O (Vendure-style planner): prices recomputed by the caller for
 * every line, free goods added, delivery and the low-order fee charged when due, VAT per line, what the
 * stock cannot ship now recorded as backorder, and the stock's new figures.
 */
export function planCheckout<C extends CheckoutCarrier>(input: CheckoutInput<C>): CheckoutPlan<C> {
  if (!input.canOrder) return { ok: false, refusal: { code: 'customer_cannot_order' } };
  const rows = orderedLines(input.lines);
  if (rows.length === 0) return { ok: false, refusal: { code: 'cart_empty' } };
  const { delivery, invoicing } = input;
  if (!delivery || !invoicing || !isAddressValid(delivery) || !isAddressValid(invoicing))
    return { ok: false, refusal: { code: 'invalid_addresses' } };
  const unpriced = rows.flatMap((_, i) => (input.prices[i] ? [] : [i]));
  if (unpriced.length > 0) return { ok: false, refusal: { code: 'product_not_priced', lines: unpriced } };
  const prices = input.prices as readonly LinePrice[];

  const carrier = cartCarrier(input.carriers, input.carrierId);
  const goodsLines = rows.map((r, i) => ({
    qty: r.qty,
    unitPriceCents: prices[i]!.unitPriceCents,
    amountCents: prices[i]!.amountCents,
    vatRateBp: input.products.get(r.variantId)?.vatRateBp ?? 0,
  }));
  const shares = input.coupon ? couponShares(input.coupon.terms, goodsLines) : [];
  const totals = computeTotals(goodsLines, carrier, input.undeliveredGoodsCents, shares);

  // Stock: what is available ships now, the rest is recorded as backorder (to follow).
  const remaining = new Map(input.stock.map((s) => [s.variantId, s.qtyAvailable]));
  const allocate = (variantId: number, qty: number) => {
    const available = Math.max(0, remaining.get(variantId) ?? 0);
    const split = splitAvailability(qty, available);
    remaining.set(variantId, available - split.available);
    return split.backorder;
  };

  const orderLines: PlannedOrderLine[] = [];
  let sequence = 0;
  rows.forEach((r, i) => {
    const p = prices[i]!;
    const f = input.products.get(r.variantId);
    const name = f ? f.name : `#${r.variantId}`;
    const vat = f?.vatRateBp ?? 0;
    orderLines.push({
      kind: 'product',
      variantId: r.variantId,
      productName: name,
      sku: f?.sku ?? null,
      options: r.options ?? null,
      qty: r.qty,
      qtyBackorder: allocate(r.variantId, r.qty),
      unitPriceCents: p.unitPriceCents,
      discountBp: p.discountBp,
      netPriceCents: p.netPriceCents,
      amountUntaxedCents: p.amountCents,
      taxRateBp: vat,
      amountTaxCents: totals.lineTaxCents[i] ?? percentOf(p.amountCents, vat),
      sequence: ++sequence,
    });
    if (p.freeQty > 0 && p.promotion) {
      orderLines.push({
        kind: 'free_goods',
        variantId: r.variantId,
        productName: name,
        promotion: p.promotion,
        sku: f?.sku ?? null,
        options: r.options ?? null,
        qty: p.freeQty,
        qtyBackorder: allocate(r.variantId, p.freeQty),
        unitPriceCents: p.unitPriceCents,
        discountBp: 10_000,
        netPriceCents: 0,
        amountUntaxedCents: 0,
        taxRateBp: vat,
        amountTaxCents: 0,
        sequence: ++sequence,
      });
    }
  });
  const coupon = input.coupon;
  const gift = coupon?.terms.kind === 'free_product' ? coupon.terms.freeVariantId : null;
  if (coupon && gift !== null && coupon.freeProduct)
    orderLines.push({
      kind: 'free_goods',
      couponCode: coupon.code,
      variantId: gift,
      productName: coupon.freeProduct.name,
      sku: coupon.freeProduct.sku,
      options: null,
      qty: coupon.terms.freeQty,
      qtyBackorder: allocate(gift, coupon.terms.freeQty),
      unitPriceCents: 0,
      discountBp: 10_000,
      netPriceCents: 0,
      amountUntaxedCents: 0,
      taxRateBp: coupon.freeProduct.vatRateBp,
      amountTaxCents: 0,
      sequence: ++sequence,
    });
  for (const share of shares)
    orderLines.push({
      kind: 'coupon',
      couponCode: coupon?.code ?? '',
      qty: 1,
      unitPriceCents: -share.cents,
      netPriceCents: -share.cents,
      amountUntaxedCents: -share.cents,
      taxRateBp: share.vatRateBp,
      amountTaxCents: -share.taxCents,
      sequence: ++sequence,
    });
  if (carrier && totals.deliveryCents > 0)
    orderLines.push({
      kind: 'delivery',
      qty: 1,
      unitPriceCents: totals.deliveryCents,
      netPriceCents: totals.deliveryCents,
      amountUntaxedCents: totals.deliveryCents,
      taxRateBp: SERVICE_VAT_BP,
      amountTaxCents: totals.deliveryTaxCents,
      sequence: ++sequence,
    });
  if (totals.feeCents > 0)
    orderLines.push({
      kind: 'fee',
      qty: 1,
      unitPriceCents: totals.feeCents,
      netPriceCents: totals.feeCents,
      amountUntaxedCents: totals.feeCents,
      taxRateBp: SERVICE_VAT_BP,
      amountTaxCents: totals.feeTaxCents,
      sequence: ++sequence,
    });

  const stock = input.stock.map((s) => {
    const qtyAvailable = remaining.get(s.variantId) ?? s.qtyAvailable;
    return {
      variantId: s.variantId,
      qtyAvailable,
      state: deriveStockState({
        qtyAvailable,
        qtyIncoming: s.qtyIncoming,
        supplierOutOfStock: s.supplierOutOfStock,
        limitedThreshold: s.limitedThreshold,
      }),
    };
  });
  return { ok: true, cartLines: rows, orderLines, totals, carrier, stock };
}
