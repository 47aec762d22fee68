import type { ErrorBody, ErrorCode } from '@vetshop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { negotiateLocale } from '../i18n/locale';
import { translate, type MessageCode } from '../i18n/messages';
import { bodyExcerpt, boundedError } from './log-excerpt';

type FieldError = NonNullable<ErrorBody['fields']>[number];
type Params = Record<string, string | number>;

/** What a 503 tells the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

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

/**
 * Values PostgreSQL refuses for their column: an id beyond int4, a malformed number, a NUL byte or an invalid
 * character, a string too long for its column. The request's data is at fault (400), not the server; the
 * statement failed, so its transaction was rolled back and nothing already saved is lost.
 */
const INPUT_CODES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22P02', // invalid_text_representation
  '22021', // character_not_in_repertoire
  '22P05', // untranslatable_character
  '54000', // program_limit_exceeded (e.g. an index row too large)
]);

export function isDatabaseInputError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Fastify's own refusals (router, body parser) → our status and code. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation_failed' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
};

/** "5 MB", "512 KB": the body limit as the 413 message states it. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
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
  details?: Record<string, string>,
) {
  const body: ErrorBody = { statusCode: status, code, message: translate(code, request.locale, params) };
  if (fields && fields.length > 0) body.fields = fields;
  if (details) body.details = details;
  if (status === 503) {
    // An outage is temporary: no cache may keep this answer, and the client knows when to come back.
    void reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('Retry-After')) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  return reply.status(status).send(body);
}

/**
 * Errors Fastify raises before a route is chosen (bad URL encoding, a path parameter too long): passed as
 * the `frameworkErrors` option of Fastify, so that they too get our error body in the caller's language.
 * The onRequest hooks have not run: the language is negotiated here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = negotiateLocale(request.headers['accept-language']);
  request.server.applySecurityHeaders?.(request, reply);
  return answerError(error, request, reply);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
    // A refused bearer token says so the way RFC 6750 §3 asks (POST auth/signin, decision 036).
    if (error.status === 401 && error.code === 'invalid_token')
      void reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    return send(reply, request, error.status, error.code, error.params, fields, error.details);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: boundedError(error) }, 'database unavailable');
    return send(reply, request, 503, 'service_unavailable', {});
  }
  const framework = FRAMEWORK_ERRORS[error.code];
  if (framework) {
    request.log.info({ err: boundedError(error) }, 'client error');
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    const params: Params = framework.code === 'payload_too_large' ? { maximum: formatBytes(limit) } : {};
    return send(reply, request, framework.status, framework.code, params);
  }
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return send(reply, request, 400, 'invalid_json', {});
  }
  if (isDatabaseInputError(error)) {
    // The error's message holds the statement's parameters: the log keeps bounded excerpts only.
    request.log.info(
      { err: boundedError(error), body: bodyExcerpt(request.body) },
      'value refused by the database',
    );
    return send(reply, request, 400, 'validation_failed', {});
  }
  if (
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    !isResponseSerializationError(error)
  ) {
    // Other framework-level client errors: keep the status, say it plainly.
    request.log.info({ err: boundedError(error) }, 'client error');
    const status = error.statusCode;
    return send(reply, request, status, status === 404 ? 'not_found' : 'validation_failed', {});
  }
  request.log.error({ err: boundedError(error), body: bodyExcerpt(request.body) }, 'unexpected error');
  return send(reply, request, 500, 'internal_error', {});
}

/** The single place where failures become HTTP answers (STYLE.md: one error type, mapped once). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'not_found', {}));
}
