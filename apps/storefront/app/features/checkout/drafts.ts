import { CHECKOUT_FIELDS, type CheckoutFieldName, type CheckoutValues } from './checkout-fields';

/**
 * What the buyer typed in the checkout form and has not saved yet, kept on the device (per user and cart)
 * so that a reload, a lost connection or a crash does not lose it.
 */
export interface CheckoutDraft {
  cartUuid: string;
  values: Partial<CheckoutValues>;
  at: number;
}

export { checkoutDraftKey as draftKey } from '../../lib/device-storage';
/** A draft older than this is stale: the buyer has moved on. */
export const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;

const FIELD_SET: ReadonlySet<string> = new Set(CHECKOUT_FIELDS);

export function parseDraft(raw: string | null, now: number): CheckoutDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { cartUuid, values, at, v } = data as Record<string, unknown>;
  if (v !== 1 || typeof cartUuid !== 'string' || typeof at !== 'number' || now - at > DRAFT_TTL_MS)
    return null;
  if (typeof values !== 'object' || values === null) return null;
  const clean: Partial<CheckoutValues> = {};
  for (const [name, value] of Object.entries(values))
    if (FIELD_SET.has(name) && typeof value === 'string') clean[name as CheckoutFieldName] = value;
  return { cartUuid, values: clean, at };
}

export function serializeDraft(draft: CheckoutDraft): string {
  return JSON.stringify({ v: 1, ...draft });
}

/** The fields of a draft that differ from what the cart has saved (nothing to restore otherwise). */
export function draftChanges(
  draft: CheckoutDraft | null,
  cartUuid: string | null,
  saved: Partial<CheckoutValues>,
): Partial<CheckoutValues> {
  if (!draft || draft.cartUuid !== cartUuid) return {};
  const changes: Partial<CheckoutValues> = {};
  for (const name of CHECKOUT_FIELDS) {
    const value = draft.values[name];
    if (value !== undefined && value !== (saved[name] ?? '')) changes[name] = value;
  }
  return changes;
}
