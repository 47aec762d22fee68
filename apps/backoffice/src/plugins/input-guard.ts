import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses NUL bytes in its body itself (e.g. per cart-sync transaction, so that one bad
     * transaction does not refuse the batch); the guard then checks only its URL.
     */
    bodyNulBytesCheckedByRoute?: boolean;
  }
}

/** Paths (`body.a.0.b`) of the strings, or object keys, holding a NUL byte; at most `limit`. */
export function nulBytePaths(value: unknown, base: string, limit = 10): string[] {
  const found: string[] = [];
  const visit = (v: unknown, path: string, depth: number): void => {
    if (found.length >= limit || depth > 64) return;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, `${path}.${i}`, depth + 1));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) found.push(path);
        else visit(item, `${path}.${key}`, depth + 1);
      }
    }
  };
  visit(value, base, 0);
  return found;
}

/**
 * NUL bytes are refused before validation with a 400 naming the fields: PostgreSQL cannot store them in
 * text or jsonb, and a string that reached the database with one failed there as a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...nulBytePaths(request.params, 'params'),
      ...nulBytePaths(request.query, 'querystring'),
      ...(request.routeOptions.config.bodyNulBytesCheckedByRoute ? [] : nulBytePaths(request.body, 'body')),
    ];
    if (paths.length > 0)
      throw new AppError(
        400,
        'validation_failed',
        {},
        paths.map((path) => ({ path, code: 'field_nul_byte' })),
      );
  });
}
