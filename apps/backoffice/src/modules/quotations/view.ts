import type { Locale, Quotation, QuotationLine } from '@vetshop/contract';
import { loadPricing, loadPricingByPricelist, type Executor } from '@vetshop/db';
import {
  buyerActions,
  cartCarrier,
  centsToEuros,
  computeTotals,
  priceLine,
  quotedLineAmount,
  type CarrierPricing,
  type PricingScope,
  type ProductPricing,
  type Role,
  type Totals,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { activeCarriers, undeliveredGoodsCents, variantFacts, type VariantFacts } from '../carts';
import * as repo from './repository';
import type { QuotationLineRow, QuotationRow } from './repository';

/** Whose prices a quotation shows until the staff quote it: its customer's. */
export interface PriceScope {
  customerId: number;
  pricelistId: number;
  role: Role | string;
}

/** A line's value: the staff's quote once quoted, else the buyer's own price today (domain priceLine). */
export interface ValuedLine {
  row: QuotationLineRow;
  facts: VariantFacts | undefined;
  unitPriceCents: number;
  discountBp: number;
  netPriceCents: number;
  amountCents: number;
  /** false: the buyer's price list has no price for it today (a quotation-only product, often). */
  priced: boolean;
}

export function lineName(f: Pick<VariantFacts, 'name' | 'variantLabel'>, locale: Locale): string {
  const label = f.variantLabel?.[locale];
  return label ? `${f.name[locale]} - ${label}` : f.name[locale];
}

/** What valuing a line needs besides the line: its product's facts, its buyer's pricing, the day. */
interface LineInputs {
  facts: ReadonlyMap<number, VariantFacts>;
  pricing: ReadonlyMap<number, ProductPricing>;
  scope: PricingScope;
}

/** One line's value (pure): the staff's quote once quoted, else the buyer's price by the domain's priceLine. */
function valueLine(row: QuotationLineRow, { facts, pricing, scope }: LineInputs): ValuedLine {
  const f = facts.get(row.variantId);
  if (row.quoted && row.quotedUnitPriceCents !== null) {
    const amountCents = quotedLineAmount(row.quotedUnitPriceCents, row.quotedDiscountBp, row.quantity);
    return {
      row,
      facts: f,
      unitPriceCents: row.quotedUnitPriceCents,
      discountBp: row.quotedDiscountBp,
      netPriceCents: quotedLineAmount(row.quotedUnitPriceCents, row.quotedDiscountBp, 1),
      amountCents,
      priced: true,
    };
  }
  const p = priceLine(pricing, row.variantId, row.quantity, scope);
  return {
    row,
    facts: f,
    unitPriceCents: p?.unitPriceCents ?? 0,
    discountBp: p?.discountBp ?? 0,
    netPriceCents: p?.netPriceCents ?? 0,
    amountCents: p?.amountCents ?? 0,
    priced: p !== null,
  };
}

const pricingScope = (ctx: AppContext, scope: PriceScope): PricingScope => ({
  pricelistId: scope.pricelistId,
  isVeterinary: scope.role === 'veterinary',
  today: ctx.today(),
});

/** Values the lines of one quotation with one pricing load and one facts load. */
export async function valueLines(
  ctx: AppContext,
  db: Executor,
  rows: readonly QuotationLineRow[],
  scope: PriceScope,
): Promise<ValuedLine[]> {
  const ids = [...new Set(rows.map((r) => r.variantId))];
  const facts = new Map((await variantFacts(db, ids)).map((f) => [f.id, f]));
  const unquoted = [...new Set(rows.filter((r) => !r.quoted).map((r) => r.variantId))];
  const pricing = await loadPricing(db, unquoted, scope.pricelistId);
  const inputs = { facts, pricing, scope: pricingScope(ctx, scope) };
  return rows.map((row) => valueLine(row, inputs));
}

/**
 * The summary of spec doc 1 §3 with the cart's own rule (domain computeTotals): the default carrier's price,
 * the low-order fee against the customer's undelivered orders (an accepted quotation's own order left out),
 * VAT per line at the product's rate. Pure: the carrier and the undelivered amount are read by the caller.
 */
function totalsOf(
  lines: readonly ValuedLine[],
  carrier: CarrierPricing | null,
  undeliveredCents: number,
): Totals {
  return computeTotals(
    lines.map((l) => ({
      qty: l.row.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      vatRateBp: l.facts?.vatRateBp ?? 0,
    })),
    carrier,
    undeliveredCents,
  );
}

/** The summary of one quotation (see totalsOf). */
export async function summarize(
  db: Executor,
  lines: readonly ValuedLine[],
  customerId: number,
  saleId: number | null,
): Promise<Totals> {
  const carrier = cartCarrier(await activeCarriers(db), null);
  return totalsOf(lines, carrier, await undeliveredGoodsCents(db, customerId, saleId ?? undefined));
}

export function toLine(l: ValuedLine, locale: Locale): QuotationLine {
  const f = l.facts;
  return {
    line_id: l.row.id,
    product_id: l.row.variantId,
    sequence: l.row.sequence,
    quantity: l.row.quantity,
    name: f ? lineName(f, locale) : `#${l.row.variantId}`,
    sku: f?.sku ?? null,
    url_key: f?.urlKey[locale] ?? null,
    order_mode: f?.orderMode === 'quotation' ? 'quotation' : 'direct',
    unit_price: centsToEuros(l.unitPriceCents),
    discount: l.discountBp / 100,
    price_subtotal: centsToEuros(l.amountCents),
    quoted: l.row.quoted,
  };
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The quotation as the contract shows it, in `locale`. */
export async function buildQuotation(
  ctx: AppContext,
  db: Executor,
  q: QuotationRow,
  scope: PriceScope,
  locale: Locale,
): Promise<Quotation> {
  const lines = await valueLines(ctx, db, await repo.loadLines(db, q.id), scope);
  const totals = await summarize(db, lines, q.customerId, q.saleId);
  return {
    id: q.id,
    name: q.name,
    quotation_state: q.state,
    client_order_ref: q.clientOrderRef,
    note: q.note,
    date_created: q.createdAt.toISOString(),
    date_requested: isoOrNull(q.requestedAt),
    validity_date: q.validityDate,
    lines: lines.map((l) => toLine(l, locale)),
    summary: {
      subtotal_without_discount: centsToEuros(totals.goodsCents + totals.discountCents),
      discount_total: centsToEuros(totals.discountCents),
      subtotal: centsToEuros(totals.goodsCents),
      shipping: centsToEuros(totals.deliveryCents + totals.feeCents),
      tax: centsToEuros(totals.taxCents),
      total: centsToEuros(totals.totalCents),
    },
    sale_id: q.saleId,
    actions: buyerActions(q.state),
  };
}

/**
 * Line counts and totals of a page of quotations, each total exactly its detail's `summary.total` (the same
 * valueLine and totalsOf), in a constant number of queries whatever the page size and however many customers
 * it shows: every line of the page, their products' facts, the pricing of every pricelist involved, the
 * carriers and each quotation's undelivered amount, each read once for the page.
 */
export async function listFigures(
  ctx: AppContext,
  db: Executor,
  page: readonly { quotation: QuotationRow; scope: PriceScope }[],
): Promise<Map<number, { lineCount: number; totalCents: number }>> {
  const out = new Map<number, { lineCount: number; totalCents: number }>();
  if (page.length === 0) return out;
  const lines = await repo.linesOf(
    db,
    page.map((p) => p.quotation.id),
  );
  const byQuotation = new Map<number, QuotationLineRow[]>();
  for (const l of lines) {
    const own = byQuotation.get(l.quotationId);
    if (own) own.push(l);
    else byQuotation.set(l.quotationId, [l]);
  }
  const facts = new Map(
    (await variantFacts(db, [...new Set(lines.map((l) => l.variantId))])).map((f) => [f.id, f]),
  );
  const pricing = await loadPricingByPricelist(
    db,
    [...new Set(lines.filter((l) => !l.quoted).map((l) => l.variantId))],
    page.map((p) => p.scope.pricelistId),
  );
  const carrier = cartCarrier(await activeCarriers(db), null);
  const undelivered = await repo.undeliveredGoodsOfQuotations(
    db,
    page.map((p) => p.quotation.id),
  );
  for (const { quotation: q, scope } of page) {
    const own = byQuotation.get(q.id) ?? [];
    const inputs = {
      facts,
      pricing: pricing.get(scope.pricelistId) ?? new Map<number, ProductPricing>(),
      scope: pricingScope(ctx, scope),
    };
    const totals = totalsOf(
      own.map((row) => valueLine(row, inputs)),
      carrier,
      undelivered.get(q.id) ?? 0,
    );
    out.set(q.id, { lineCount: own.length, totalCents: totals.totalCents });
  }
  return out;
}
