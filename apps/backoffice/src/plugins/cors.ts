import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Optional CORS (issue 8 §1): a storefront on another origin (such as the upstream Nuxt template) calls the
 * back office from the browser. Off unless CORS_ORIGINS lists origins: then only those get the CORS headers,
 * with credentials (the session cookie) and the headers a cart client sends.
 */

/** Request headers a cart client may send (answered in preflights). */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'X-Requested-With',
] as const;
/** Answer headers a browser client may read (throttling and outages say when to retry). */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'Content-Language'] as const;

/**
 * CORS_ORIGINS: comma-separated origins (`https://shop.example.com,http://localhost:3000`); blank = none.
 * Each must be an http(s) origin (no path): a typo would otherwise silently refuse every browser call.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const bare = url !== null && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    if (!url || !/^https?:$/.test(url.protocol) || !bare || entry.replace(/\/$/, '') !== url.origin)
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://shop.example.com`);
    return url.origin;
  });
}

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // Another origin (or none: a server) gets no CORS header at all, not even Allow-Credentials.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: 600,
  });
}
