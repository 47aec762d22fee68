/** Check digit of an EAN-13 from its first 12 digits (weights 1, 3, 1, 3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`expected 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Belgian pharmaceutical code (CNK): exactly 7 digits. */
export function isCnkCode(s: string): boolean {
  return /^\d{7}$/.test(s.trim());
}

/**
 * Whether a search query is a barcode or a CNK typed or scanned in, so the search can look it up
 * exactly. Spaces and hyphens are ignored ("5 412345 678908", "123-4567"). A 13-digit number with
 * a wrong check digit is a typo, not a barcode, and gets null.
 */
export function looksLikeProductCode(q: string): 'ean13' | 'cnk' | null {
  const compact = q.replace(/[\s-]/g, '');
  if (isValidEan13(compact)) return 'ean13';
  if (isCnkCode(compact)) return 'cnk';
  return null;
}
