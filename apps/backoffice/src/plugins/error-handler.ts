import type { ErrorBody, ErrorCode } from '@vetshop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { translate, type MessageCode } from '../i18n/messages';

type FieldError = NonNullable<ErrorBody['fields']>[number];
type Params = Record<string, string | number>;

/** Connection-level failures of PostgreSQL or PGlite: the database is out of reach, not the request at fault. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') break;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function fieldMessage(
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): { code: MessageCode; params: Params } {
  switch (keyword) {
    case 'invalid_type':
      return /received undefined/.test(message)
        ? { code: 'field_required', params: {} }
        : { code: 'field_invalid_type', params: { expected: String(params.expected ?? '?') } };
    case 'too_small':
      return { code: 'field_too_small', params: { minimum: String(params.minimum ?? '?') } };
    case 'too_big':
      return { code: 'field_too_big', params: { maximum: String(params.maximum ?? '?') } };
    case 'invalid_format':
      return { code: 'field_invalid_format', params: { format: String(params.format ?? '?') } };
    case 'unrecognized_keys':
      return { code: 'field_unknown', params: {} };
    default:
      return { code: 'field_invalid_value', params: {} };
  }
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  params: Params,
  fields?: FieldError[],
) {
  const body: ErrorBody = { statusCode: status, code, message: translate(code, request.locale, params) };
  if (fields && fields.length > 0) body.fields = fields;
  return reply.status(status).send(body);
}

/** The single place where failures become HTTP answers (STYLE.md: one error type, mapped once). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields: FieldError[] = [];
      for (const issue of error.validation) {
        const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        const params = issue.params as Record<string, unknown>;
        const { code, params: p } = fieldMessage(issue.keyword, params, issue.message ?? '');
        const keys =
          issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)
            ? (params.keys as string[])
            : [null];
        for (const key of keys) {
          const path = [where, ...base, ...(key === null ? [] : [key])].join('.');
          fields.push({ path, message: translate(code, request.locale, p) });
        }
      }
      return send(reply, request, 400, 'validation_failed', {}, fields);
    }
    if (error instanceof AppError) {
      const fields = error.fields?.map((f) => ({
        path: f.path,
        message: translate(f.code, request.locale, f.params),
      }));
      if (error.status === 429 && typeof error.params.retryAfter === 'number')
        void reply.header('Retry-After', String(error.params.retryAfter));
      return send(reply, request, error.status, error.code, error.params, fields);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return send(reply, request, 503, 'service_unavailable', {});
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(reply, request, 400, 'invalid_json', {});
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      // Framework-level client errors (unsupported media type, body too large, …): keep the status, say it plainly.
      request.log.info({ err: error }, 'client error');
      const status = error.statusCode;
      return send(reply, request, status, status === 404 ? 'not_found' : 'validation_failed', {});
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, 'internal_error', {});
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'not_found', {}));
}
