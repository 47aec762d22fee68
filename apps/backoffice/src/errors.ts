import type { MessageCode } from './i18n/messages';

/**
 * The one error type for expected failures that stop a request (STYLE.md): a stable code from the message
 * catalogue, an HTTP status, the parameters of the message, and for 400s the offending fields.
 * Mapped to HTTP in exactly one place, plugins/error-handler.ts.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly fields?: { path: string; code: MessageCode; params?: Record<string, string | number> }[],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: MessageCode = 'not_found') => new AppError(404, code);
export const badRequest = (code: MessageCode, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params);
export const conflict = (code: MessageCode, params: Record<string, string | number> = {}) =>
  new AppError(409, code, params);
export const unprocessable = (code: MessageCode, params: Record<string, string | number> = {}) =>
  new AppError(422, code, params);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const unauthorized = () => new AppError(401, 'not_authenticated');
