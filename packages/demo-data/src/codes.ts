import { ean13CheckDigit } from '@vetshop/domain';
import { pad } from './text';

/**
 * Product and variant codes. Each is a bijection of a running number, so uniqueness does not depend
 * on the random draws: CNK and EAN numbers are spread with a multiplier coprime to their range.
 */
export function productCode(n: number): string {
  return `VS-${pad(n, 6)}`;
}

export function variantSku(productNumber: number, variantSequence: number): string {
  return `${productCode(productNumber)}-${variantSequence}`;
}

const CNK_RANGE = 9_000_000; // 1000000..9999999
/** Belgian pharmacy code: 7 digits, unique for variant index < 9,000,000. */
export function cnkCode(variantIndex: number): string {
  return String(1_000_000 + ((variantIndex * 7_919 + 104_729) % CNK_RANGE));
}

const EAN_RANGE = 1_000_000_000; // 9 free digits after the "541" prefix (GS1 Belgium & Luxembourg)
/** EAN-13 with a valid check digit, unique for variant index < 10^9. */
export function ean13(variantIndex: number): string {
  const body = `541${pad((variantIndex * 1_000_003 + 271_828) % EAN_RANGE, 9)}`;
  return `${body}${ean13CheckDigit(body)}`;
}

/** Belgian veterinary marketing authorisation number (AMM / VHB). */
export function codeAmm(variantIndex: number): string {
  return `BE-V${pad(100_000 + ((variantIndex * 613 + 4_201) % 900_000), 6)}`;
}

/** A Belgian VAT number with its mod-97 check: BE0 + 7 digits + 2 check digits. */
export function belgianVat(n: number): string {
  const base = 4_000_000 + ((n * 7_703) % 5_000_000); // 0 + 7 digits keeps the leading 0 of old numbers
  const eight = Number(`0${base}`);
  const check = 97 - (eight % 97);
  return `BE0${base}${pad(check, 2)}`;
}

export function customerRef(n: number): string {
  return `C${pad(n, 6)}`;
}
