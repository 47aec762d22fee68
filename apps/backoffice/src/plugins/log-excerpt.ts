import type { FastifyRequest } from 'fastify';

/** The longest string a log line keeps of a field (an error message, a stack, a refused body). */
export const LOG_EXCERPT_CHARS = 1024;

/** `text` cut to `max` characters, saying how much was left out. */
export function excerpt(text: string, max = LOG_EXCERPT_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/**
 * An error as a log record with every string bounded: a database error's message carries the statement's
 * parameters (a refused 1 MB body, whole), and one log line must not hold it.
 */
export function boundedError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return typeof err === 'string' ? excerpt(err) : err;
  return serializeError(err, depth);
}

/**
 * The logger's `err` serializer. A log call may pass something that is not an Error under `err` (a message, a
 * rejection's value): it is logged as a message. It must never throw: a serializer that throws takes the process
 * down from inside a log call.
 */
export function serializeLoggedError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  // Error-like objects too: a driver's error may come from another realm or library and fail instanceof Error.
  if (
    err instanceof Error ||
    (typeof err === 'object' && err !== null && typeof (err as Error).message === 'string')
  )
    return serializeError(err as Error);
  return { type: typeof err, message: excerpt(String(err)), stack: '' };
}

/** An Error as a log record (pino's shape: type, message, stack, own scalar fields, cause). */
export function serializeError(
  err: Error,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  const record: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: err.name,
    message: excerpt(err.message),
    stack: excerpt(err.stack ?? '', 4 * LOG_EXCERPT_CHARS),
  };
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string') record[key] = excerpt(value);
    else if (typeof value === 'number' || typeof value === 'boolean') record[key] = value;
  }
  if (err.cause !== undefined) record.cause = boundedError(err.cause, depth + 1);
  return record;
}

/** The request as a log record, its URL bounded (a 414 is a URL of many kilobytes). */
export function boundedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: excerpt(request.url, 256),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** A bounded excerpt of a refused request body, for the log line of a client error. */
export function bodyExcerpt(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return excerpt(body);
  if (Buffer.isBuffer(body)) return excerpt(body.toString('utf8', 0, LOG_EXCERPT_CHARS + 1));
  try {
    return excerpt(JSON.stringify(body));
  } catch {
    return undefined;
  }
}
