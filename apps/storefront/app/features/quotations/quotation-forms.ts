import { DEFAULT_LINE_QTY, MAX_LINE_QTY } from '@vetshop/domain';

/** The contract's limits (packages/contract quotations.ts): a reference of 60 characters, a note of 2,000. */
export const MAX_REFERENCE = 60;
export const MAX_NOTE = 2_000;

const text = (v: FormDataEntryValue | null): string => (typeof v === 'string' ? v : '');

export type FieldsProblem = 'reference_long' | 'note_long';

/** A quotation's reference and note as typed (kept whatever happens), and what is wrong with them. */
export interface QuotationFields {
  ref: string;
  note: string;
  problems: FieldsProblem[];
}

/**
 * The reference and note of the "new quotation" form and of a draft's form: trimmed reference, note as typed.
 * Problems are the contract's limits, said before the back office refuses them.
 */
export function parseQuotationFields(form: FormData): QuotationFields {
  const ref = text(form.get('client_order_ref')).trim().replace(/\s+/g, ' ');
  const note = text(form.get('note')).replace(/\r\n/g, '\n');
  const problems: FieldsProblem[] = [];
  if (ref.length > MAX_REFERENCE) problems.push('reference_long');
  if (note.length > MAX_NOTE) problems.push('note_long');
  return { ref: ref.slice(0, 200), note: note.slice(0, 4_000), problems };
}

export type QuantityResult = { ok: true; quantity: number } | { ok: false; value: string };

/**
 * A line's quantity: a whole number from 1 to the cart's maximum ("3", " 03 "); empty is the spec's default of a
 * new line (doc 1 §9: quantity 1) only where `emptyIsDefault`.
 */
export function parseQuantity(raw: FormDataEntryValue | null, emptyIsDefault = false): QuantityResult {
  const value = text(raw).trim();
  if (value === '' && emptyIsDefault) return { ok: true, quantity: DEFAULT_LINE_QTY };
  if (!/^\+?\d{1,7}$/.test(value)) return { ok: false, value: value.slice(0, 20) };
  const quantity = Number(value);
  if (quantity < 1 || quantity > MAX_LINE_QTY) return { ok: false, value };
  return { ok: true, quantity };
}

/** An id sent by a form (a line, a draft): a positive integer, or null. */
export function parseFormId(raw: FormDataEntryValue | null): number | null {
  const value = text(raw).trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
