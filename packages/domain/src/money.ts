import { INTL_LOCALE_TAGS } from './constants';
import type { Locale } from './enums';

/** An amount in euro cents; always an integer. */
export type Cents = number;
/** A percentage in basis points; always an integer (1 % = 100, 12.5 % = 1250). */
export type Bp = number;

/** 100 % in basis points. */
export const FULL_BP = 10_000;

const BP_DIVISOR = 10_000n;

/**
 * Integer division rounded half away from zero (denominator must be positive).
 * BigInt because products of prices, quantities and several discount factors quickly pass 2^53.
 */
export function divRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

function assertBp(bp: Bp): void {
  assertInteger(bp, 'basis points');
  // A discount over 100 % would give a negative price: that is bad data, not a business case.
  if (bp < 0 || bp > FULL_BP) throw new RangeError(`basis points must be within 0..${FULL_BP}, got ${bp}`);
}

/** Converts back to a number, refusing results that a JS number cannot hold exactly. */
function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of safe integer range: ${value}`);
  return n === 0 ? 0 : n; // never hand out -0
}

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses euros into cents from their decimal text, so 0.1 + 0.2 style float noise never enters.
 * A number is read through its shortest round-trip text (String(1.005) is "1.005"), which is what
 * the person or system that produced it meant. Extra decimals round half away from zero.
 */
export function toCents(euros: number | string): Cents {
  if (typeof euros === 'number' && !Number.isFinite(euros)) {
    throw new RangeError(`not a finite amount: ${euros}`);
  }
  const text = String(euros).trim();
  const match = DECIMAL_RE.exec(text);
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || (intPart === '' && fracPart === '')) throw new RangeError(`not a decimal amount: "${text}"`);

  const exponent = Number(match[4] ?? '0');
  // Scale so that the decimal point sits after the cents digit: value = digits × 10^(shift).
  const digits = BigInt(intPart + fracPart || '0');
  const shift = exponent + 2 - fracPart.length;
  // Guard the powers of ten so that a silly exponent ("1e999999999") cannot stall BigInt.
  if (digits === 0n || -shift > intPart.length + fracPart.length + 1) return 0; // below 0.1 cent
  if (shift > 20) throw new RangeError(`amount out of range: "${text}"`);
  const magnitude =
    shift >= 0 ? digits * 10n ** BigInt(shift) : divRoundHalfAwayFromZero(digits, 10n ** BigInt(-shift));
  return toSafeNumber(match[1] === '-' ? -magnitude : magnitude);
}

/**
 * Cents to euros for the wire. Dividing an integer by 100 yields the double nearest to the
 * two-decimal value, whose shortest text (what JSON.stringify prints) is exactly those decimals.
 */
export function centsToEuros(c: Cents): number {
  assertInteger(c, 'cents');
  const euros = c / 100;
  return euros === 0 ? 0 : euros;
}

/**
 * Applies successive percentage reductions exactly and rounds once at the end: rounding after
 * each step could drift by a cent from the price the ERP computes.
 */
export function applyDiscounts(cents: Cents, ...bps: Bp[]): Cents {
  assertInteger(cents, 'cents');
  let numerator = BigInt(cents);
  let denominator = 1n;
  for (const bp of bps) {
    assertBp(bp);
    if (bp === 0) continue;
    numerator *= BigInt(FULL_BP - bp);
    denominator *= BP_DIVISOR;
  }
  return toSafeNumber(divRoundHalfAwayFromZero(numerator, denominator));
}

/** The share `bp` of an amount, rounded half away from zero. */
export function percentOf(cents: Cents, bp: Bp): Cents {
  assertInteger(cents, 'cents');
  assertInteger(bp, 'basis points');
  return toSafeNumber(divRoundHalfAwayFromZero(BigInt(cents) * BigInt(bp), BP_DIVISOR));
}

export function sumCents(xs: readonly Cents[]): Cents {
  let total = 0n;
  for (const x of xs) {
    assertInteger(x, 'cents');
    total += BigInt(x);
  }
  return toSafeNumber(total);
}

export function multiplyCents(unit: Cents, qty: number): Cents {
  assertInteger(unit, 'cents');
  assertInteger(qty, 'quantity');
  return toSafeNumber(BigInt(unit) * BigInt(qty));
}

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Display only: the division below feeds Intl, never further arithmetic. */
export function formatMoney(cents: Cents, locale: Locale): string {
  assertInteger(cents, 'cents');
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(centsToEuros(cents));
}

/**
 * The overall discount between a gross and a net price, rounded to whole basis points; shown
 * to the buyer, so it is derived from the rounded prices they actually see. 0 when gross ≤ 0.
 */
export function effectiveDiscountBp(grossCents: Cents, netCents: Cents): Bp {
  assertInteger(grossCents, 'gross cents');
  assertInteger(netCents, 'net cents');
  if (grossCents <= 0) return 0;
  const gross = BigInt(grossCents);
  return toSafeNumber(divRoundHalfAwayFromZero((gross - BigInt(netCents)) * BP_DIVISOR, gross));
}
