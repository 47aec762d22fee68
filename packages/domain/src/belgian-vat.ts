/**
 * Belgian VAT numbers (the registration form, issue 11 §4): 'BE' and ten digits, the first 0 or 1, shown as
 * BE0123.456.789. The last two digits check the first eight: 97 − (first eight mod 97). People write them with
 * or without 'BE', dots, spaces or dashes; we keep the ten digits and format them one way.
 * An applicant whose number is not issued yet ticks 'VAT being registered': the caller passes that flag and no
 * number is then required (`checkBelgianVat`).
 */

const TEN_DIGITS_RE = /^[01]\d{9}$/;

/** The ten digits of a Belgian VAT number as typed ('BE 0123.456.749', 'be0123-456-749'); null if not shaped so. */
export function normalizeBelgianVat(raw: string): string | null {
  const compact = raw.replace(/[\s.\-/]/g, '').toUpperCase();
  const digits = compact.startsWith('BE') ? compact.slice(2) : compact;
  return TEN_DIGITS_RE.test(digits) ? digits : null;
}

/** Whether ten digits carry the right check digits: 97 − (first eight mod 97) = last two. */
function hasValidCheckDigits(digits: string): boolean {
  const check = 97 - (Number(digits.slice(0, 8)) % 97);
  return check === Number(digits.slice(8));
}

export function isValidBelgianVat(raw: string): boolean {
  const digits = normalizeBelgianVat(raw);
  return digits !== null && hasValidCheckDigits(digits);
}

/** The house form BE0123.456.789, or null when the number is not a valid Belgian VAT number. */
export function formatBelgianVat(raw: string): string | null {
  const digits = normalizeBelgianVat(raw);
  if (digits === null || !hasValidCheckDigits(digits)) return null;
  return `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

export type BelgianVatProblem = 'required' | 'invalid_format' | 'invalid_check_digits';

/**
 * The registration form's VAT field: with 'VAT being registered' ticked the number is not asked for (null,
 * whatever was typed); otherwise it is required, shaped as above, with valid check digits, and stored formatted.
 */
export function checkBelgianVat(
  raw: string | null | undefined,
  beingRegistered: boolean,
): { ok: true; vat: string | null } | { ok: false; problem: BelgianVatProblem } {
  if (beingRegistered) return { ok: true, vat: null };
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, problem: 'required' };
  const digits = normalizeBelgianVat(text);
  if (digits === null) return { ok: false, problem: 'invalid_format' };
  if (!hasValidCheckDigits(digits)) return { ok: false, problem: 'invalid_check_digits' };
  return { ok: true, vat: formatBelgianVat(digits) };
}
