import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * In the calling plugin's scope only: JSON bodies read by JSON.parse, which keeps a `__proto__` key as a plain
 * own property (it never sets a prototype). Fastify's own parser refuses a whole body holding one, right for
 * every route but the cart sync, whose clients resend a refused batch for ever: there the domain's
 * readSyncTransaction refuses the one transaction holding such a key, before anything copies it. Not valid
 * JSON, or empty: 400 `invalid_json`, as elsewhere.
 */
export function parseJsonKeepingPrototypeKeys(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'invalid_json'), undefined);
    }
  });
}
