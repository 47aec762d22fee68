import { unstorableTextPaths, type UnstorableText } from '@vetshop/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { MessageCode } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses unstorable text in its body itself (e.g. per cart-sync transaction, so that one bad
     * transaction does not refuse the batch); the guard then checks only its URL.
     */
    bodyTextCheckedByRoute?: boolean;
  }
}

const FIELD_CODES: Record<UnstorableText, MessageCode> = {
  nul: 'field_nul_byte',
  lone_surrogate: 'field_lone_surrogate',
};

type Field = NonNullable<AppError['fields']>[number];

/**
 * The error fields naming each string or key of the values (each found under its base path) that holds
 * unstorable text, with its message code; empty when there is none. Also for input read outside Fastify's
 * body parsing (a multipart field's JSON), which each route reports with its own error code.
 */
export function unstorableTextFields(...parts: [value: unknown, base: string][]): Field[] {
  return parts
    .flatMap(([value, base]) => unstorableTextPaths(value, base))
    .slice(0, 10)
    .map(({ path, problem }) => ({ path, code: FIELD_CODES[problem] }));
}

/**
 * Every string and key of the URL's parameters, the query and the JSON body is checked before validation,
 * for every route at once (no free-text field can be forgotten): a NUL byte or a lone UTF-16 surrogate is a
 * 400 naming the fields. PostgreSQL cannot store a NUL byte (a 500 once); a lone surrogate was stored as
 * U+FFFD, so the code's uniqueness checks and the database's unique indexes disagreed (a wishlist name's 500
 * the second time, two quotations with one reference), and jsonb refuses it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = unstorableTextFields(
      [request.params, 'params'],
      [request.query, 'querystring'],
      [request.routeOptions.config.bodyTextCheckedByRoute ? undefined : request.body, 'body'],
    );
    if (fields.length > 0) throw new AppError(400, 'validation_failed', {}, fields);
  });
}
