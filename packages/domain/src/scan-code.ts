/**
 * A code read from a box (camera scan or typed in the scanner, issue 23 §1, decision 042) turned into the
 * values it may be stored as on a variant: a barcode (GTIN in any of its lengths), a Belgian CNK, a SKU.
 * Pure: the back office looks the candidates up; a storefront may use it to ignore what cannot be a code.
 */

export interface ScanCodeCandidates {
  /** GTIN forms to compare with `variants.barcode` (14, 13, 12 and 8 digits where the leading zeros allow). */
  barcodes: string[];
  /** CNK codes (7 digits) to compare with `variants.cnk_code`. */
  cnks: string[];
  /** SKUs (trimmed, upper case) to compare with `variants.sku`; only for a typed code with a letter. */
  skus: string[];
}

/**
 * GS1 check digit (GTIN-8, -12, -13, -14 and the GTIN inside an element string) from the digits before it:
 * weights 3, 1, 3… from the right.
 */
export function gs1CheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new RangeError(`expected digits, got "${body}"`);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether an 8, 12, 13 or 14 digit code is a GTIN with the right check digit. */
export function isValidGtin(code: string): boolean {
  return (
    /^(\d{8}|\d{12,14})$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1])
  );
}

/**
 * The check digit a CNK carries when its barcode (APB's, an MSI symbol in the past, Code 128 today) prints an
 * eighth digit: MSI's modulo 10 (Luhn) over the seven digits. See decision 042 for what this assumes.
 */
export function cnkCheckDigit(cnk: string): number {
  if (!/^\d{7}$/.test(cnk)) throw new RangeError(`expected 7 digits, got "${cnk}"`);
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    // From the right, the first digit (the check digit's neighbour) is doubled, then every other one.
    const doubled = (6 - i) % 2 === 0;
    const d = Number(cnk[i]) * (doubled ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The GTIN forms of a valid GTIN: its 14-digit form and the shorter ones its leading zeros allow. */
function gtinForms(gtin: string): string[] {
  const g14 = gtin.padStart(14, '0');
  const forms = [g14];
  for (const length of [13, 12, 8])
    if (/^0+$/.test(g14.slice(0, 14 - length))) forms.push(g14.slice(14 - length));
  return forms;
}

/**
 * The GTIN of a GS1 element string read from a GS1-128 or DataMatrix symbol: application identifier 01 then
 * 14 digits, first, in brackets or not ("(01)05412345678908(17)…", "0105412345678908172601…").
 */
function gtinOfElementString(compact: string): string | null {
  const m = /^(?:\(01\)|01)(\d{14})/.exec(compact);
  return m && isValidGtin(m[1]!) ? m[1]! : null;
}

/**
 * The candidates for a scanned or typed code, or null when it cannot name a product (empty, too long, a
 * GTIN-length number with a wrong check digit and no other reading).
 *
 * - spaces, hyphens and dots are ignored ("5 412345 678908", "123-4567", "1.234.567");
 * - a GTIN (8, 12, 13 or 14 digits, right check digit) matches in every length its leading zeros allow, so an
 *   EAN-13 stored for a UPC-A, or a GTIN-14 scanned from a "0…" outer label, finds the same variant;
 * - a CNK is 7 digits (fewer when typed without its leading zeros); 8 digits whose last is the CNK's check
 *   digit are the CNK printed with it;
 * - a GS1 element string gives its GTIN (AI 01);
 * - a code with a letter is a SKU (typed in the scanner's field).
 */
export function scanCodeCandidates(raw: string): ScanCodeCandidates | null {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > 64) return null;
  const compact = trimmed.replace(/[\s.-]/g, '');
  const found: ScanCodeCandidates = { barcodes: [], cnks: [], skus: [] };

  const fromElementString = gtinOfElementString(compact);
  if (fromElementString) found.barcodes.push(...gtinForms(fromElementString));
  else if (/^\d+$/.test(compact)) {
    if (isValidGtin(compact)) found.barcodes.push(...gtinForms(compact));
    if (compact.length <= 7) found.cnks.push(compact.padStart(7, '0'));
    else if (compact.length === 8 && cnkCheckDigit(compact.slice(0, 7)) === Number(compact[7]))
      found.cnks.push(compact.slice(0, 7));
  } else if (/[A-Za-z]/.test(compact) && !/\s/.test(trimmed)) found.skus.push(trimmed.toUpperCase());

  return found.barcodes.length + found.cnks.length + found.skus.length === 0 ? null : found;
}
