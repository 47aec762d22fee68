import { normalizeForSearch } from './address';
import { DEFAULT_LINE_QTY, MAX_LINE_QTY } from './constants';

/**
 * Standard orders (wishlists, issue 10 §2; spec doc 1 §3 "Wishlist", §5, §9): the rules on their names and
 * lines, pure. The back office decides with them; the storefront checks the same rules before sending (the
 * spec checks name uniqueness on the client) so that a buyer hears the answer before a round trip.
 */

/** Ours, not the spec's: the longest name of a standard order. */
export const WISHLIST_NAME_MAX = 100;
/** Ours, not the spec's: lines one standard order may hold (a clinic's weekly list is tens to hundreds). */
export const WISHLIST_MAX_LINES = 1000;
/** Ours, not the spec's: the longest customer reference kept with a list (as on an order). */
export const WISHLIST_REF_MAX = 100;

/**
 * What two names are compared by: case, accents and spaces ignored ("Semaine  Équine " and "semaine equine"
 * are the same list for the buyer, who would not tell them apart in a select).
 */
export function wishlistNameKey(name: string): string {
  return normalizeForSearch(name).replace(/\s+/g, ' ').trim();
}

export type WishlistNameProblem = 'required' | 'too_long' | 'taken';

/** Why a name cannot be used: empty, too long, or the name of another of the buyer's lists (`exceptId`: the one renamed). */
export function wishlistNameProblem(
  name: string,
  others: readonly { id: number; name: string }[],
  exceptId: number | null = null,
): WishlistNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > WISHLIST_NAME_MAX) return 'too_long';
  const key = wishlistNameKey(trimmed);
  return others.some((o) => o.id !== exceptId && wishlistNameKey(o.name) === key) ? 'taken' : null;
}

/** A line's quantity: a whole number from 1 to the largest line quantity. */
export function isWishlistQuantity(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY;
}

export interface WishlistLineFacts {
  id: number;
  productId: number;
  quantity: number;
  sequence: number;
}

export interface WishlistItem {
  productId: number;
  /** DEFAULT_LINE_QTY when absent (spec §9: new lines default to quantity 1). */
  quantity?: number;
}

/**
 * Items added to a list (the product page's popin: one; "save the cart" into an existing list: many). A product
 * already in the list, or twice among the items, is a duplicate (spec §5: a product only once per standard
 * order) and is reported, never merged; the others are added after the last line, in their order.
 */
export function planAddItems(
  lines: readonly Pick<WishlistLineFacts, 'productId' | 'sequence'>[],
  items: readonly WishlistItem[],
): { add: { productId: number; quantity: number; sequence: number }[]; duplicates: number[] } {
  const present = new Set(lines.map((l) => l.productId));
  let sequence = lines.reduce((max, l) => Math.max(max, l.sequence), 0);
  const add: { productId: number; quantity: number; sequence: number }[] = [];
  const duplicates: number[] = [];
  for (const item of items) {
    if (present.has(item.productId)) {
      duplicates.push(item.productId);
      continue;
    }
    present.add(item.productId);
    sequence += 1;
    add.push({ productId: item.productId, quantity: item.quantity ?? DEFAULT_LINE_QTY, sequence });
  }
  return { add, duplicates };
}

/** One line of an update as asked: an existing line has its id; a line without id is new. */
export interface WishlistLineChange {
  id?: number;
  sequence?: number;
  productId: number;
  quantity: number;
}

export type WishlistUpdateRefusal =
  | { code: 'wishlist_line_not_found'; lineId: number }
  | { code: 'wishlist_product_duplicate'; productId: number }
  | { code: 'wishlist_substitute_invalid'; lineId: number; productId: number }
  | { code: 'wishlist_too_many_lines'; max: number };

export interface WishlistUpdatePlan {
  update: { id: number; productId: number; quantity: number; sequence: number }[];
  insert: { productId: number; quantity: number; sequence: number }[];
  remove: number[];
}

/**
 * The lines of `POST wishlists/{id}/update` (spec doc 2 §7): the list's lines as they must be afterwards. A line
 * left out is removed; a line may change its quantity and place (sequence; its position in the request when
 * absent) and its product only for one of that product's substitutes (`substitutesOf`); a line without id is
 * added. A product present twice, or an id that is not the list's, refuses the whole update.
 */
export function planWishlistUpdate(
  current: readonly WishlistLineFacts[],
  requested: readonly WishlistLineChange[],
  substitutesOf: (productId: number) => readonly number[],
): { ok: true; plan: WishlistUpdatePlan } | { ok: false; refusal: WishlistUpdateRefusal } {
  if (requested.length > WISHLIST_MAX_LINES)
    return { ok: false, refusal: { code: 'wishlist_too_many_lines', max: WISHLIST_MAX_LINES } };
  const byId = new Map(current.map((l) => [l.id, l]));
  const seenProducts = new Set<number>();
  const kept = new Set<number>();
  const plan: WishlistUpdatePlan = { update: [], insert: [], remove: [] };
  for (const [index, change] of requested.entries()) {
    const sequence = change.sequence ?? index + 1;
    if (seenProducts.has(change.productId))
      return { ok: false, refusal: { code: 'wishlist_product_duplicate', productId: change.productId } };
    seenProducts.add(change.productId);
    if (change.id === undefined) {
      plan.insert.push({ productId: change.productId, quantity: change.quantity, sequence });
      continue;
    }
    const line = byId.get(change.id);
    if (!line || kept.has(change.id))
      return { ok: false, refusal: { code: 'wishlist_line_not_found', lineId: change.id } };
    kept.add(change.id);
    if (line.productId !== change.productId && !substitutesOf(line.productId).includes(change.productId))
      return {
        ok: false,
        refusal: { code: 'wishlist_substitute_invalid', lineId: line.id, productId: change.productId },
      };
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

export interface WishlistMovePlan {
  /** Lines that change list, placed after the target's last line. */
  move: { id: number; sequence: number }[];
  /** Lines whose product the target already has: their quantity is added to the target's line, then they go. */
  merge: { id: number; intoId: number; quantity: number }[];
}

/**
 * Moving lines to another list. The product-once rule holds in the target: a moved line whose product the
 * target already has is merged into that line (quantities added, up to the largest line quantity) rather than
 * refused — the buyer asked for the product to be in the other list, and it is, with both quantities.
 */
export function planMoveLines(
  source: readonly WishlistLineFacts[],
  target: readonly WishlistLineFacts[],
  lineIds: readonly number[],
):
  | { ok: true; plan: WishlistMovePlan }
  | {
      ok: false;
      refusal:
        | { code: 'wishlist_line_not_found'; lineId: number }
        | { code: 'wishlist_too_many_lines'; max: number };
    } {
  const byId = new Map(source.map((l) => [l.id, l]));
  const inTarget = new Map(target.map((l) => [l.productId, l]));
  let sequence = target.reduce((max, l) => Math.max(max, l.sequence), 0);
  const plan: WishlistMovePlan = { move: [], merge: [] };
  const merged = new Map<number, number>();
  for (const id of new Set(lineIds)) {
    const line = byId.get(id);
    if (!line) return { ok: false, refusal: { code: 'wishlist_line_not_found', lineId: id } };
    const twin = inTarget.get(line.productId);
    if (twin) {
      const quantity = Math.min(MAX_LINE_QTY, (merged.get(twin.id) ?? twin.quantity) + line.quantity);
      merged.set(twin.id, quantity);
      plan.merge.push({ id: line.id, intoId: twin.id, quantity });
    } else {
      sequence += 1;
      plan.move.push({ id: line.id, sequence });
    }
  }
  if (target.length + plan.move.length > WISHLIST_MAX_LINES)
    return { ok: false, refusal: { code: 'wishlist_too_many_lines', max: WISHLIST_MAX_LINES } };
  return { ok: true, plan };
}
