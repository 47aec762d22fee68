import type { PriceView, ProductDetail, VariantDetail, VariantHit } from '@vetshop/contract';
import { MAX_LINE_QTY, splitAvailability, stockDisplay, type StockState } from '@vetshop/domain';

/**
 * The rules of the product page that are not layout: which variant is shown, whether and how it can be put in
 * the cart, the quantity the buyer typed, the quantity-break table. Pure, so they are unit-tested.
 */

/** The variant of `?variant=<id>` when the product has it, else the main variant, else the first one. */
export function selectVariant<V extends Pick<VariantHit, 'id' | 'main'>>(
  variants: readonly V[],
  param: string | null | undefined,
): V | undefined {
  const id = param && /^\d{1,9}$/.test(param) ? Number(param) : null;
  return (
    (id !== null ? variants.find((v) => v.id === id) : undefined) ??
    variants.find((v) => v.main) ??
    variants[0]
  );
}

/** Spec §4 "Stock": in_stock and in_limited_stock read "in stock", every other state "no stock". */
export function isInStock(state: StockState): boolean {
  return stockDisplay(state) === 'in_stock';
}

/**
 * What the buyer can do with the shown variant:
 * - guest: sign in to see prices and order;
 * - quotation: quotation-only product, no add button;
 * - cannot_order: the customer account may not order;
 * - unpriced: no price for this buyer today (the back office would refuse the line);
 * - add: the add-to-cart form (with the made-to-order tick when `is_mto`).
 */
export type PurchaseMode = 'guest' | 'quotation' | 'cannot_order' | 'unpriced' | 'add';

export function purchaseMode(opts: {
  signedIn: boolean;
  canOrder: boolean;
  orderMode: ProductDetail['flags']['order_mode'];
  price: PriceView | null;
}): PurchaseMode {
  if (!opts.signedIn) return 'guest';
  if (opts.orderMode === 'quotation') return 'quotation';
  if (!opts.canOrder) return 'cannot_order';
  if (!opts.price) return 'unpriced';
  return 'add';
}

/** The largest quantity one line may hold (the back office refuses more: `qty_too_large`); the domain's. */
export const MAX_QTY = MAX_LINE_QTY;

export type QuantityCheck =
  { ok: true; qty: number } | { ok: false; error: 'required' | 'integer' | 'min' | 'max' };

/** The quantity field: a whole number from 1 to MAX_QTY ("3", " 3 ", "03"; not "2.5", "1e3", "-1"). */
export function checkQuantity(raw: string): QuantityCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, error: 'integer' };
  const qty = Number(text);
  if (qty < 1) return { ok: false, error: 'min' };
  if (qty > MAX_QTY) return { ok: false, error: 'max' };
  return { ok: true, qty };
}

/**
 * Adding `qty` to a line that already holds `inCart` (same variant and options): the line may not go above
 * MAX_QTY (the back office refuses it), so the buyer is told how many can still be added instead of a
 * success that the sync would later refuse.
 */
export function checkAddition(
  qty: number,
  inCart: number,
): { ok: true } | { ok: false; error: 'lineMax'; room: number } {
  return inCart + qty > MAX_QTY
    ? { ok: false, error: 'lineMax', room: Math.max(0, MAX_QTY - inCart) }
    : { ok: true };
}

/** What the variant's cart line would hold after adding the typed quantity, beyond the stock available now. */
export interface DeliveryForecast {
  /** The line's quantity after the addition (what is in the cart already plus what is typed). */
  total: number;
  /** Units of it that can be delivered now. */
  now: number;
  /** Units that will follow as a backorder. */
  later: number;
}

/**
 * Spec doc 1 §4, before adding: when the line would go beyond the stock available now, how many units are
 * delivered now and how many follow (the domain's split, the rule the checkout applies). Null when the stock
 * covers it, when the typed quantity is not valid (its own error says so) and when the stock is not known
 * (guests: the back office does not give it).
 */
export function deliveryForecast(
  raw: string,
  qtyAvailable: number | null,
  inCart = 0,
): DeliveryForecast | null {
  if (qtyAvailable === null) return null;
  const check = checkQuantity(raw);
  if (!check.ok || !checkAddition(check.qty, inCart).ok) return null;
  const total = inCart + check.qty;
  const { available, backorder } = splitAvailability(total, qtyAvailable);
  return backorder > 0 ? { total, now: available, later: backorder } : null;
}

/**
 * Why a card cannot add the product in one click (null: it can): a made-to-order product needs the
 * "cannot be returned" tick, a quotation-only product a quotation; both are done on the product page.
 */
export function quickAddBlock(flags: { is_mto: boolean; order_mode: string }): 'mto' | 'quotation' | null {
  if (flags.order_mode === 'quotation') return 'quotation';
  return flags.is_mto ? 'mto' : null;
}

export interface PriceBreakRow {
  minQuantity: number;
  /** Net unit price excl. tax at this quantity (euros). */
  value: number;
  /** Overall discount at this quantity (percent). */
  discount: number;
}

/** The quantity-break table: the unit price from 1, then each break by increasing minimum quantity. */
export function priceBreakRows(variant: Pick<VariantDetail, 'price' | 'price_breaks'>): PriceBreakRow[] {
  if (!variant.price || variant.price_breaks.length === 0) return [];
  const breaks = variant.price_breaks
    .filter((b) => b.min_quantity > 1)
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((b) => ({ minQuantity: b.min_quantity, value: b.value, discount: b.discount }));
  if (breaks.length === 0) return [];
  return [{ minQuantity: 1, value: variant.price.value, discount: variant.price.discount }, ...breaks];
}

/** The substitutes are offered only while the variant cannot be delivered. */
export function substitutesToShow(variant: Pick<VariantDetail, 'stock' | 'substitutes'>) {
  return isInStock(variant.stock.state) ? [] : variant.substitutes;
}

/** The line options of an add: the made-to-order tick travels with the line (and keeps it apart). */
export function lineOptions(isMto: boolean, mtoConfirmed: boolean): Record<string, unknown> | null {
  return isMto && mtoConfirmed ? { mto_confirmed: true } : null;
}

/** The distinct, non-empty links of the product (cross-sell first), without the product itself. */
export function relatedProducts(product: Pick<ProductDetail, 'id' | 'links'>, max = 6) {
  const seen = new Set<number>([product.id]);
  const out: ProductDetail['links']['cross'] = [];
  for (const hit of [...product.links.cross, ...product.links.up, ...product.links.related]) {
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    out.push(hit);
    if (out.length === max) break;
  }
  return out;
}
