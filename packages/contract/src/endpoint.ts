import type { z } from 'zod';

// The shape every endpoint of the contract has (api.ts, cms-api.ts, leads-api.ts): the one description of a call
// that both sides read. The back office registers its route from it (validation, answer check and OpenAPI come
// from these schemas), the storefront's typed client builds and types its calls from it (decision 026).

/**
 * Which base URL an endpoint lives under: `erp` (config `erp.url`) or `search` (config `search.url`, where the
 * back office serves its search API under `/search`).
 */
export type ApiBase = 'erp' | 'search';

/**
 * Endpoints whose path a deployment chooses (spec doc 2 §7): the client replaces the template with the path
 * configured under this name. The template is the back office's own path for it (it serves both).
 */
export type ConfigurablePath = 'cartSyncPath';

/** The statuses an endpoint answers with the documented error body `{ statusCode, code, message, fields? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface EndpointSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly base: ApiBase;
  /** `:name` segments are path params, named exactly as the keys of `params`. */
  readonly path: `/${string}`;
  readonly configurablePath?: ConfigurablePath;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 2xx answer; a 204 is `null` in it (a `.nullable()` or `z.null()` response). */
  readonly response: z.ZodType;
  /** The success status when it is not 200 (201 created, 202 accepted, 204 no content). */
  readonly status?: 201 | 202 | 204;
  /** `application/pdf` for a file answer (the `response` schema then only documents it); JSON otherwise. */
  readonly responseType?: 'application/pdf';
  /** What the call does, for a newcomer and for the OpenAPI document. */
  readonly summary?: string;
  /**
   * The error statuses the endpoint documents, beyond 400 (invalid input) and 503 (database unavailable), which
   * any call may answer.
   */
  readonly errors?: readonly ErrorStatus[];
}
