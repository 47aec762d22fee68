/**
 * The staff's price form (issue 10 §5): per line a unit price excl. VAT and a discount in percent, typed the
 * Belgian way ("12,50") or the other ("12.50"), and an optional validity date. Pure: parsed and checked here,
 * sent as the contract's `staffQuotationPriceBody`.
 */
export const MAX_UNIT_PRICE = 1_000_000;

export type PriceProblem = 'price' | 'discount';

export interface PricesBody {
  lines: { line_id: number; unit_price: number; discount: number }[];
  validity_date: string | null;
}

export type PricesResult =
  | { ok: true; body: PricesBody }
  | {
      ok: false;
      /** Per line id, what is wrong; `validity` when the date is not a day. */
      problems: Record<number, PriceProblem[]>;
      validity: boolean;
    };

/** "12,50", " 12.5 ", "1 250,00" → 12.5 / 1250; at most 2 decimals; anything else null. */
export function parseDecimal(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** A calendar day "2026-12-31" (what <input type="date"> sends), or null for an impossible one. */
export function parseDay(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === raw.trim() ? raw.trim() : null;
}

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/** Every line's price and discount (`price-{id}`, `discount-{id}`, an empty discount is 0) and the date. */
export function parsePricesForm(form: FormData, lineIds: readonly number[]): PricesResult {
  const problems: Record<number, PriceProblem[]> = {};
  const lines: PricesBody['lines'] = [];
  for (const id of lineIds) {
    const price = parseDecimal(text(form.get(`price-${id}`)));
    const discountText = text(form.get(`discount-${id}`)).trim();
    const discount = discountText === '' ? 0 : parseDecimal(discountText);
    const wrong: PriceProblem[] = [];
    if (price === null || price > MAX_UNIT_PRICE) wrong.push('price');
    if (discount === null || discount > 100) wrong.push('discount');
    if (wrong.length > 0) problems[id] = wrong;
    else lines.push({ line_id: id, unit_price: price!, discount: discount! });
  }
  const dateText = text(form.get('validity_date')).trim();
  const validity_date = dateText === '' ? null : parseDay(dateText);
  const validityWrong = dateText !== '' && validity_date === null;
  if (Object.keys(problems).length > 0 || validityWrong)
    return { ok: false, problems, validity: validityWrong };
  return { ok: true, body: { lines, validity_date } };
}

/** What the form shows again after a refusal: every field as typed. */
export function typedValues(form: FormData, lineIds: readonly number[]): Record<string, string> {
  const values: Record<string, string> = { validity_date: text(form.get('validity_date')).slice(0, 20) };
  for (const id of lineIds) {
    values[`price-${id}`] = text(form.get(`price-${id}`)).slice(0, 20);
    values[`discount-${id}`] = text(form.get(`discount-${id}`)).slice(0, 20);
  }
  return values;
}

/** An amount as the form shows it in the page's language ("113,15" in French and Dutch, "113.15" in English). */
export function decimalText(n: number, locale: 'fr' | 'nl' | 'en'): string {
  const text = String(Math.round(n * 100) / 100);
  return locale === 'en' ? text : text.replace('.', ',');
}
