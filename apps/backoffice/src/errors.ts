import type { ErrorCode } from '@vetshop/contract';
import type { MessageCode } from './i18n/messages';

/**
 * The one error type for expected failures that stop a request (STYLE.md): a stable code from the
 * contract's ERROR_CODES, an HTTP status, the parameters of the message, and for 400s the offending fields.
 * Mapped to HTTP in exactly one place, plugins/error-handler.ts.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields?: { path: string; code: MessageCode; params?: Record<string, string | number> }[],
    /** Facts the client acts on, sent as the body's `details` (409 registration_required: the e-mail). */
    readonly details?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const badRequest = (code: ErrorCode, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params);
export const conflict = (code: ErrorCode, params: Record<string, string | number> = {}) =>
  new AppError(409, code, params);
export const unprocessable = (code: ErrorCode, params: Record<string, string | number> = {}) =>
  new AppError(422, code, params);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const unauthorized = () => new AppError(401, 'not_authenticated');
