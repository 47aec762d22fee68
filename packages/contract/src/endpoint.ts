import type { z } from 'zod';

// The shape every endpoint of the contract has (api.ts, cms-api.ts, leads-api.ts).

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
}
