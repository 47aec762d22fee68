import type { WishlistLine } from '@vetshop/contract';
import {
  isWishlistQuantity,
  MAX_LINE_QTY,
  WISHLIST_NAME_MAX,
  wishlistNameProblem,
  type WishlistNameProblem,
} from '@vetshop/domain';

/**
 * The standard-order forms' reading, pure (the pages' actions and the browser share it): names checked with the
 * domain's rule against the buyer's lists already loaded (spec doc 1 §5: uniqueness checked on the client; the
 * back office checks again), quantities read per line with what was typed kept.
 */

export { MAX_LINE_QTY, WISHLIST_NAME_MAX };

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** A name typed in a form: what to show again, and why it cannot be used (null when it can). */
export function readName(
  raw: FormDataEntryValue | null,
  others: readonly { id: number; name: string }[],
  exceptId: number | null = null,
): { value: string; problem: WishlistNameProblem | null } {
  const value = text(raw, WISHLIST_NAME_MAX * 4);
  return { value, problem: wishlistNameProblem(value, others, exceptId) };
}

/** `qty.{lineId}` fields: the quantities to save, what was typed (shown again), the lines typed wrong. */
export function readQuantities(
  form: FormData,
  lines: readonly Pick<WishlistLine, 'id' | 'quantity'>[],
): { quantities: Map<number, number>; typed: Record<number, string>; invalid: number[] } {
  const quantities = new Map<number, number>();
  const typed: Record<number, string> = {};
  const invalid: number[] = [];
  for (const line of lines) {
    const raw = form.get(`qty.${line.id}`);
    if (raw === null) {
      quantities.set(line.id, line.quantity);
      continue;
    }
    const value = text(raw, 20).trim();
    typed[line.id] = value;
    const qty = /^\d+$/.test(value) ? Number(value) : NaN;
    if (isWishlistQuantity(qty)) quantities.set(line.id, qty);
    else invalid.push(line.id);
  }
  return { quantities, typed, invalid };
}

/** Positive integer ids from a form's repeated field (the lines ticked to move). */
export function readIds(values: readonly FormDataEntryValue[]): number[] {
  return [
    ...new Set(
      values
        .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : 0))
        .filter((n) => n > 0 && n <= 2_147_483_647),
    ),
  ];
}

export interface AddAllPlan {
  /** One cart item per line whose product the buyer may still order, at the list's quantity. */
  items: { productId: number; qty: number; options: null }[];
  named: { productId: number; name: string; urlKey: string | null; sku: string | null }[];
  /** Lines left out, said to the buyer: the product is gone, or sold on quotation only. */
  skipped: string[];
}

/**
 * "Add all to cart": the lines go to the cart as ONE batch of the cart engine (one sync; an offline buyer keeps
 * it, a replay of the batch adds nothing). What the back office still refuses is said by the engine's refusals.
 */
export function addAllPlan(lines: readonly WishlistLine[], unknownName: (id: number) => string): AddAllPlan {
  const plan: AddAllPlan = { items: [], named: [], skipped: [] };
  for (const line of lines) {
    if (!line.product) {
      plan.skipped.push(unknownName(line.product_id));
      continue;
    }
    if (line.product.order_mode === 'quotation') {
      plan.skipped.push(line.product.name);
      continue;
    }
    plan.items.push({ productId: line.product_id, qty: line.quantity, options: null });
    plan.named.push({
      productId: line.product_id,
      name: line.product.name,
      urlKey: line.product.url_key,
      sku: line.product.sku,
    });
  }
  return plan;
}
