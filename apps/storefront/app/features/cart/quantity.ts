import { MAX_LINE_QTY } from '@vetshop/domain';

/** The back office refuses a line above this quantity: one definition in the domain (zod-free, browser-safe). */
export { MAX_LINE_QTY };

export type QuantityError = 'empty' | 'invalid' | 'range';
export type ParsedQuantity = { ok: true; qty: number } | { ok: false; error: QuantityError };

/**
 * What the buyer typed in a quantity field: a whole number from 0 (0 = remove the line, after confirmation)
 * to MAX_LINE_QTY. Spaces around are ignored; decimals, signs and letters are refused, never rounded.
 */
export function parseQuantity(text: string): ParsedQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'invalid' };
  const qty = Number(trimmed);
  if (!Number.isSafeInteger(qty) || qty > MAX_LINE_QTY) return { ok: false, error: 'range' };
  return { ok: true, qty };
}

/** The −/+ buttons: one step, never below 0 nor above the maximum. */
export function stepQuantity(qty: number, step: 1 | -1): number {
  return Math.min(MAX_LINE_QTY, Math.max(0, qty + step));
}
