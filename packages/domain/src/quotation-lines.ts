import { DEFAULT_LINE_QTY, MAX_LINE_QTY } from './constants';
import { applyDiscounts, FULL_BP, multiplyCents, type Bp, type Cents } from './money';

/**
 * The rules on a quotation's lines and reference (spec doc 1 §3 "Quotation", §5, §9), pure: the back office
 * decides with them; the storefront may check the same before sending.
 */

/** Ours, not the spec's: lines one quotation may hold (the contract's bound on a request). */
export const QUOTATION_MAX_LINES = 1000;
/** Ours, not the spec's: the longest customer reference (as in the contract). */
export const QUOTATION_REF_MAX = 60;

/** A line's quantity: a whole number from 1 to the largest line quantity. */
export function isQuotationQuantity(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY;
}

export interface QuotationLineFacts {
  id: number;
  productId: number;
  quantity: number;
  sequence: number;
}

export type QuotationLineRefusal =
  | { code: 'duplicate_line'; productId: number }
  | { code: 'line_not_found'; lineId: number }
  | { code: 'invalid_quantity'; quantity: number }
  | { code: 'too_many_lines'; max: number };

/**
 * One product added (spec §5: a product only once per quotation; §9: quantity 1 by default): placed after the
 * last line. A product already there is refused, never merged.
 */
export function planAddLine(
  lines: readonly Pick<QuotationLineFacts, 'productId' | 'sequence'>[],
  productId: number,
  quantity: number = DEFAULT_LINE_QTY,
):
  | { ok: true; line: { productId: number; quantity: number; sequence: number } }
  | { ok: false; refusal: QuotationLineRefusal } {
  if (lines.some((l) => l.productId === productId))
    return { ok: false, refusal: { code: 'duplicate_line', productId } };
  if (!isQuotationQuantity(quantity)) return { ok: false, refusal: { code: 'invalid_quantity', quantity } };
  if (lines.length >= QUOTATION_MAX_LINES)
    return { ok: false, refusal: { code: 'too_many_lines', max: QUOTATION_MAX_LINES } };
  const sequence = lines.reduce((max, l) => Math.max(max, l.sequence), 0) + 1;
  return { ok: true, line: { productId, quantity, sequence } };
}

/** The lines of a new quotation: a product twice is refused (the buyer sees which). */
export function planNewLines(
  items: readonly { productId: number; quantity?: number }[],
):
  | { ok: true; lines: { productId: number; quantity: number; sequence: number }[] }
  | { ok: false; refusal: QuotationLineRefusal } {
  const out: { productId: number; quantity: number; sequence: number }[] = [];
  for (const item of items) {
    const planned = planAddLine(out, item.productId, item.quantity ?? DEFAULT_LINE_QTY);
    if (!planned.ok) return planned;
    out.push(planned.line);
  }
  return { ok: true, lines: out };
}

export interface QuotationLineChange {
  id?: number;
  productId: number;
  quantity: number;
  sequence?: number;
}

export interface QuotationLinesPlan {
  update: { id: number; productId: number; quantity: number; sequence: number }[];
  insert: { productId: number; quantity: number; sequence: number }[];
  remove: number[];
}

/**
 * The lines of `POST quotations/{id}` (spec doc 2 §7): the quotation's lines as they must be afterwards. A line
 * left out is removed, a line without id is added, a line keeps its place unless a sequence is given (its
 * position in the request then). A product twice or an id that is not the quotation's refuses it all.
 */
export function planLinesUpdate(
  current: readonly QuotationLineFacts[],
  requested: readonly QuotationLineChange[],
): { ok: true; plan: QuotationLinesPlan } | { ok: false; refusal: QuotationLineRefusal } {
  if (requested.length > QUOTATION_MAX_LINES)
    return { ok: false, refusal: { code: 'too_many_lines', max: QUOTATION_MAX_LINES } };
  const byId = new Map(current.map((l) => [l.id, l]));
  const products = new Set<number>();
  const kept = new Set<number>();
  const plan: QuotationLinesPlan = { update: [], insert: [], remove: [] };
  for (const [index, change] of requested.entries()) {
    if (products.has(change.productId))
      return { ok: false, refusal: { code: 'duplicate_line', productId: change.productId } };
    products.add(change.productId);
    if (!isQuotationQuantity(change.quantity))
      return { ok: false, refusal: { code: 'invalid_quantity', quantity: change.quantity } };
    const sequence = change.sequence ?? index + 1;
    if (change.id === undefined) {
      plan.insert.push({ productId: change.productId, quantity: change.quantity, sequence });
      continue;
    }
    const line = byId.get(change.id);
    if (!line || kept.has(change.id))
      return { ok: false, refusal: { code: 'line_not_found', lineId: change.id } };
    kept.add(change.id);
    if (
      line.productId !== change.productId ||
      line.quantity !== change.quantity ||
      line.sequence !== sequence
    )
      plan.update.push({ id: line.id, productId: change.productId, quantity: change.quantity, sequence });
  }
  plan.remove = current.filter((l) => !kept.has(l.id)).map((l) => l.id);
  return { ok: true, plan };
}

/**
 * `PUT quotations/{id}/update_line`: one line's quantity, place or product. Changing the product to one another
 * line already has is the duplicate of spec §5.
 */
export function planUpdateLine(
  current: readonly QuotationLineFacts[],
  change: Required<Pick<QuotationLineChange, 'id'>> & QuotationLineChange,
):
  | { ok: true; line: { id: number; productId: number; quantity: number; sequence: number } }
  | { ok: false; refusal: QuotationLineRefusal } {
  const line = current.find((l) => l.id === change.id);
  if (!line) return { ok: false, refusal: { code: 'line_not_found', lineId: change.id } };
  if (current.some((l) => l.id !== line.id && l.productId === change.productId))
    return { ok: false, refusal: { code: 'duplicate_line', productId: change.productId } };
  if (!isQuotationQuantity(change.quantity))
    return { ok: false, refusal: { code: 'invalid_quantity', quantity: change.quantity } };
  return {
    ok: true,
    line: {
      id: line.id,
      productId: change.productId,
      quantity: change.quantity,
      sequence: change.sequence ?? line.sequence,
    },
  };
}

/** A quoted line's value excl. VAT: the staff's unit price less their discount, times the quantity. */
export function quotedLineAmount(unitPriceCents: Cents, discountBp: Bp, quantity: number): Cents {
  return multiplyCents(applyDiscounts(unitPriceCents, Math.min(Math.max(discountBp, 0), FULL_BP)), quantity);
}

/**
 * What two references are compared by: trimmed, case ignored ("PO-12 " and "po-12" would confuse the buyer's
 * own bookkeeping). An empty reference is no reference.
 */
export function quotationRefKey(ref: string | null | undefined): string | null {
  const key = (ref ?? '').trim().toLocaleLowerCase('fr');
  return key === '' ? null : key;
}

/**
 * Whether another of the buyer's quotations (`exceptId`: the one being changed) already uses the reference.
 * Cancelled quotations do not count: the buyer starts again under the same reference.
 */
export function isQuotationRefTaken(
  ref: string | null | undefined,
  others: readonly { id: number; clientOrderRef: string | null; state: string }[],
  exceptId: number | null = null,
): boolean {
  const key = quotationRefKey(ref);
  if (key === null) return false;
  return others.some(
    (o) => o.id !== exceptId && o.state !== 'cancel' && quotationRefKey(o.clientOrderRef) === key,
  );
}
