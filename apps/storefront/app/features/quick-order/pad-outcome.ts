import type { CodeLookupItem } from '@vetshop/contract';
import { rowKey, type PadRow } from './pad-state';
import { looksLikeCode, padQty } from './pad-text';

/**
 * What each row of the quick-order pad is, given the lookups known so far, and what "add everything to the cart"
 * does with them (decision 044), pure.
 */

/** A key's lookup: its answer, not asked yet / on its way, or failed (offline, back office unavailable). */
export type Lookup = CodeLookupItem | 'pending' | 'failed';

export type RowStatus =
  | { kind: 'empty' }
  /** Words typed, no product picked from the autocomplete yet: not a code to look up. */
  | { kind: 'name' }
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'found'; item: CodeLookupItem & { variant: NonNullable<CodeLookupItem['variant']> } }
  /** The back office's reason and message (unknown code, not orderable by this buyer). */
  | { kind: 'refused'; item: CodeLookupItem };

/** A code cell holding words (a name being typed) rather than a code, and no product picked for it. */
export const isUnpickedName = (row: Pick<PadRow, 'code' | 'picked'>): boolean =>
  row.picked === null && row.code.trim() !== '' && !looksLikeCode(row.code);

/** What a row is, given its key's lookup (undefined: not asked yet). */
export function statusOf(row: PadRow, lookup: Lookup | undefined): RowStatus {
  if (rowKey(row) === null) return { kind: 'empty' };
  if (isUnpickedName(row)) return { kind: 'name' };
  const found = lookup ?? 'pending';
  if (found === 'pending' || found === 'failed') return { kind: found };
  if (found.reason === null && found.variant)
    return { kind: 'found', item: { ...found, variant: found.variant } };
  return { kind: 'refused', item: found };
}

export function rowStatus(row: PadRow, lookups: ReadonlyMap<string, Lookup>): RowStatus {
  const key = rowKey(row);
  return statusOf(row, key === null ? undefined : lookups.get(key));
}

/** Why a row stays on the pad after "add everything": the back office's reasons, or the pad's own. */
export type Refusal =
  | { kind: 'lookup'; message: string }
  | { kind: 'qty_invalid' }
  | { kind: 'code_missing' }
  /** A name typed but no product picked from the autocomplete. */
  | { kind: 'pick_name' }
  /** Not looked up (offline): the row waits for the connection, nothing is lost. */
  | { kind: 'unresolved' };

export interface AddPlan {
  /** One cart item per variant (rows of the same variant added up), in the pad's order. */
  items: { productId: number; qty: number; variant: NonNullable<CodeLookupItem['variant']> }[];
  /** The rows that go into the cart. */
  added: PadRow[];
  /** The rows that stay on the pad, each with why. */
  refused: { row: PadRow; refusal: Refusal }[];
}

/**
 * "Add everything to the cart": every row holding something is either added (a known, orderable product with a
 * valid quantity) or refused with its reason; empty rows are neither.
 */
export function planAdd(rows: readonly PadRow[], lookups: ReadonlyMap<string, Lookup>): AddPlan {
  const plan: AddPlan = { items: [], added: [], refused: [] };
  const byVariant = new Map<number, AddPlan['items'][number]>();
  for (const row of rows) {
    const status = rowStatus(row, lookups);
    if (status.kind === 'empty') {
      if (row.qty.trim() !== '') plan.refused.push({ row, refusal: { kind: 'code_missing' } });
      continue;
    }
    if (status.kind === 'name') {
      plan.refused.push({ row, refusal: { kind: 'pick_name' } });
      continue;
    }
    if (status.kind === 'pending' || status.kind === 'failed') {
      plan.refused.push({ row, refusal: { kind: 'unresolved' } });
      continue;
    }
    if (status.kind === 'refused') {
      plan.refused.push({ row, refusal: { kind: 'lookup', message: status.item.message ?? '' } });
      continue;
    }
    const qty = padQty(row.qty);
    if (qty === null) {
      plan.refused.push({ row, refusal: { kind: 'qty_invalid' } });
      continue;
    }
    const variant = status.item.variant;
    const item = byVariant.get(variant.id);
    if (item) item.qty += qty;
    else {
      const created = { productId: variant.id, qty, variant };
      byVariant.set(variant.id, created);
      plan.items.push(created);
    }
    plan.added.push(row);
  }
  return plan;
}

/** The distinct keys of the rows whose lookup is not known yet (to ask in batches). */
export function keysToLookUp(rows: readonly PadRow[], lookups: ReadonlyMap<string, Lookup>): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const key = rowKey(row);
    if (key !== null && !lookups.has(key) && !isUnpickedName(row)) keys.add(key);
  }
  return [...keys];
}
