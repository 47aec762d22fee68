import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a payable holds: long enough to choose a provider and pay, short enough that prices stay those shown. */
export const PAYABLE_TTL_MS = 30 * 60_000;

/** What is paid, as the back office signs it (GET carts/current/payable). */
export interface PayableClaims {
  /** The cart paid (the current cart when the payable was made) and its uuid. */
  cartId: number;
  cartUuid: string;
  customerId: number;
  /** The cart's total in cents when the payable was made: a cart that no longer totals this is refused. */
  amountCents: number;
  currency: string;
  reference: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export type PayableCheck = { ok: true; claims: PayableClaims } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`payable.v1.${body}`).digest();
}

/** `<claims as base64url JSON>.<HMAC-SHA256 of them>`: readable by anyone, changed by nobody without the secret. */
export function signPayable(secret: string, claims: PayableClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(mac(secret, body))}`;
}

/** A payable back: refused when its signature does not hold (tampered, another secret) or it expired. */
export function verifyPayable(secret: string, token: string, now: Date): PayableCheck {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(x: unknown): x is PayableClaims {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Record<string, unknown>;
  return (
    Number.isSafeInteger(c.cartId) &&
    typeof c.cartUuid === 'string' &&
    Number.isSafeInteger(c.customerId) &&
    Number.isSafeInteger(c.amountCents) &&
    typeof c.currency === 'string' &&
    typeof c.reference === 'string' &&
    typeof c.exp === 'number'
  );
}
