import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers the storefront sends on a trusted hop: the shared secret, and its client's address. */
export const PROXY_SECRET_HEADER = 'x-vetshop-proxy-secret';
export const CLIENT_ADDRESS_HEADER = 'x-vetshop-client-address';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The address sign-in throttling counts: the one the storefront vouches for when the request carries the
 * shared secret, else the connection's own. X-Forwarded-For is never read: anyone on the internet can write
 * it, and an attacker who could choose their address could also choose a customer's, to lock them out.
 */
export function clientAddress(request: FastifyRequest, trustedProxySecret: string | undefined): string {
  const secret = request.headers[PROXY_SECRET_HEADER];
  const claimed = request.headers[CLIENT_ADDRESS_HEADER];
  if (
    trustedProxySecret &&
    typeof secret === 'string' &&
    sameSecret(secret, trustedProxySecret) &&
    typeof claimed === 'string' &&
    isIP(claimed) !== 0
  )
    return claimed;
  return request.ip;
}
