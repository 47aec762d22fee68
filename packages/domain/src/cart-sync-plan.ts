import {
  optionsKey,
  planTransactions,
  type CartLineLike,
  type CartTransaction,
  type LineOptions,
} from './cart-transactions';
import { priceLine, type LinePrice, type PricingScope } from './line-price';
import type { ProductPricing, Role } from './pricing';
import { qtyUnavailable } from './stock';

/**
 * Why a cart-sync transaction was not applied, reported per transaction (spec doc 2 §4). Declared here as
 * data: the contract exports them to the storefront and the back office's message catalogue must have a
 * message for each (checked there), not the other way round.
 */
export const CART_REFUSAL_CODES = [
  'product_unknown',
  'product_not_sold_online',
  'product_veterinary_only',
  'product_quotation_only',
  'product_not_priced',
  'qty_too_large',
  'nothing_to_reduce',
  // A transaction that cannot be read (readSyncTransaction): refused alone, the rest of the batch applies.
  'transaction_invalid',
  'uuid_invalid',
  'product_id_invalid',
  'qty_invalid',
  'options_invalid',
] as const;
export type CartRefusalCode = (typeof CART_REFUSAL_CODES)[number];

/** How a transaction is recorded: a reduction of a line that is not there is ignored, not rejected. */
export type TransactionStatus = 'applied' | 'ignored' | 'rejected';

export function transactionStatus(refusal: CartRefusalCode | null): TransactionStatus {
  if (refusal === null) return 'applied';
  return refusal === 'nothing_to_reduce' ? 'ignored' : 'rejected';
}

/** What decides whether a variant may be put in a cart. */
export interface SaleFacts {
  variantActive: boolean;
  productActive: boolean;
  notSoldOnWebsite: boolean;
  veterinaryOnly: boolean;
  orderMode: string;
}

/** Why this buyer may not add this variant, or null. */
export function refusalFor(facts: SaleFacts | undefined, role: Role): CartRefusalCode | null {
  if (!facts || !facts.variantActive || !facts.productActive) return 'product_unknown';
  if (facts.notSoldOnWebsite) return 'product_not_sold_online';
  if (facts.veterinaryOnly && role !== 'veterinary') return 'product_veterinary_only';
  if (facts.orderMode === 'quotation') return 'product_quotation_only';
  return null;
}

/** The price fields a cart line stores (the last known price; a line without a price keeps them). */
export interface StoredLinePrice {
  unitPriceCents: number;
  netPriceCents: number;
  discountBp: number;
  amountCents: number;
  freeQty: number;
  promoRatioMain: number | null;
  promoRatioPromo: number | null;
}

/** A stored cart line, as far as the planner needs it (the service's row type may carry more). */
export interface StoredCartLine extends StoredLinePrice {
  variantId: number;
  options: LineOptions;
  /** optionsKey(options), as stored. */
  optionsKey: string;
  qty: number;
  qtyUnavailable: number;
  sequence: number;
}

/** A line the plan adds; the price fields are absent when the variant has no price (checkout refuses it). */
export interface NewCartLinePlan extends Partial<StoredLinePrice> {
  variantId: number;
  options: LineOptions;
  optionsKey: string;
  qty: number;
  qtyUnavailable: number;
  qtyUnavailableSeen: number;
  sequence: number;
}

export interface SyncTransaction {
  uuid: string;
  productId: number;
  qty: number;
  options: LineOptions;
}

export interface CartSyncInput<R extends StoredCartLine> {
  /** The cart's stored lines, in order. */
  lines: readonly R[];
  /** Transactions not received before, in the order sent. */
  transactions: readonly SyncTransaction[];
  role: Role;
  scope: PricingScope;
  /** Sale facts of the transactions' variants. */
  facts: ReadonlyMap<number, SaleFacts>;
  /** Price facts of the variants to price (the transactions', and every line's when `repriceAll`). */
  pricing: ReadonlyMap<number, ProductPricing>;
  /** Available stock of the same variants. */
  stock: ReadonlyMap<number, number>;
  /** Prices are dated: once a day every line is repriced and its availability refreshed. */
  repriceAll: boolean;
  maxLineQty: number;
}

export interface CartSyncPlan<R extends StoredCartLine> {
  /** Each transaction with its refusal (null = applied), in the order sent. */
  outcomes: { transaction: SyncTransaction; refusal: CartRefusalCode | null }[];
  /** Stored lines that are gone. */
  removed: R[];
  /** Stored lines whose stored values change, in their final state. */
  updated: R[];
  /** New lines, in their final state. */
  inserted: NewCartLinePlan[];
  /** The cart's lines after the batch, in order. */
  lines: (R | NewCartLinePlan)[];
}

interface WorkLine extends CartLineLike {
  row: StoredCartLine | null;
}

function storedPrice(price: LinePrice): StoredLinePrice {
  return {
    unitPriceCents: price.unitPriceCents,
    netPriceCents: price.netPriceCents,
    discountBp: price.discountBp,
    amountCents: price.amountCents,
    freeQty: price.freeQty,
    promoRatioMain: price.promotion?.ratioMainProduct ?? null,
    promoRatioPromo: price.promotion?.ratioPromotionalProduct ?? null,
  };
}

/** Whether a line's stored values differ (what must be written back). */
function lineChanged(a: StoredCartLine, b: StoredCartLine): boolean {
  return (
    a.qty !== b.qty ||
    a.qtyUnavailable !== b.qtyUnavailable ||
    a.amountCents !== b.amountCents ||
    a.netPriceCents !== b.netPriceCents ||
    a.unitPriceCents !== b.unitPriceCents ||
    a.freeQty !== b.freeQty
  );
}

/**
 * What a batch of cart transactions does to a cart (spec doc 2 §4), without I/O: each transaction is
 * refused or applied in order (line quantities tracked as the transaction planner will), the accepted
 * ones planned onto the lines, and the changed lines (every line on a new day) priced and checked
 * against stock.
 */
export function planCartSync<R extends StoredCartLine>(input: CartSyncInput<R>): CartSyncPlan<R> {
  const { lines, scope } = input;
  const running = new Map(lines.map((r) => [`${r.variantId}|${r.optionsKey}`, r.qty]));
  const accepted: CartTransaction[] = [];
  const outcomes: CartSyncPlan<R>['outcomes'] = [];
  for (const t of input.transactions) {
    const key = `${t.productId}|${optionsKey(t.options)}`;
    const lineQty = running.get(key) ?? 0;
    let refusal: CartRefusalCode | null = null;
    if (t.qty > 0) {
      refusal =
        refusalFor(input.facts.get(t.productId), input.role) ??
        (priceLine(input.pricing, t.productId, 1, scope) === null ? 'product_not_priced' : null) ??
        (lineQty + t.qty > input.maxLineQty ? 'qty_too_large' : null);
    } else if (t.qty < 0 && lineQty <= 0) {
      refusal = 'nothing_to_reduce';
    }
    outcomes.push({ transaction: t, refusal });
    if (refusal) continue;
    running.set(key, Math.max(0, lineQty + t.qty));
    accepted.push({ uuid: t.uuid, productId: t.productId, qty: t.qty, options: t.options });
  }

  const work: WorkLine[] = lines.map((row) => ({
    row,
    productId: row.variantId,
    qty: row.qty,
    options: row.options ?? null,
  }));
  const plan = planTransactions(work, accepted, (tx) => ({
    row: null,
    productId: tx.productId,
    qty: tx.qty,
    options: tx.options && Object.keys(tx.options).length > 0 ? tx.options : null,
  }));

  const changed = new Set<WorkLine>([...plan.inserted, ...plan.updated]);
  const toPrice = input.repriceAll ? plan.lines : plan.lines.filter((l) => changed.has(l));
  const priceOf = new Map(toPrice.map((l) => [l, priceLine(input.pricing, l.productId, l.qty, scope)]));

  const out: CartSyncPlan<R> = { outcomes, removed: [], updated: [], inserted: [], lines: [] };
  out.removed = plan.removed.flatMap((l) => (l.row ? [l.row as R] : []));
  let sequence = lines.reduce((m, r) => Math.max(m, r.sequence), 0);
  for (const line of plan.lines) {
    const priced = priceOf.has(line);
    const price = priceOf.get(line) ?? null;
    const unavailable = priced
      ? qtyUnavailable(line.qty, input.stock.get(line.productId) ?? 0)
      : (line.row?.qtyUnavailable ?? 0);
    if (line.row) {
      const before = line.row as R;
      const row: R = {
        ...before,
        qty: line.qty,
        qtyUnavailable: unavailable,
        ...(priced && price ? storedPrice(price) : {}),
      };
      if (lineChanged(row, before)) out.updated.push(row);
      out.lines.push(row);
    } else {
      const row: NewCartLinePlan = {
        variantId: line.productId,
        options: line.options,
        optionsKey: optionsKey(line.options),
        qty: line.qty,
        qtyUnavailable: unavailable,
        qtyUnavailableSeen: 0,
        sequence: ++sequence,
        ...(price ? storedPrice(price) : {}),
      };
      out.inserted.push(row);
      out.lines.push(row);
    }
  }
  return out;
}
