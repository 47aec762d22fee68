import {
  api,
  errorBodySchema,
  SEARCH_API_PREFIX,
  type EndpointName,
  type EndpointSpec,
  type ErrorStatus,
} from '@vetshop/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a route of `E` receives: params, query and body as the contract's schemas parse them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * What the handler answers: the contract's answer (checked against its schema before it leaves), or the reply
 * when the route sends something itself (a file, another 2xx status such as "no cart" 204).
 */
export type EndpointAnswer<E extends EndpointSpec> = z.input<E['response']> | FastifyReply;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** Route options the contract does not describe: rate limits and other per-route config, hooks, OpenAPI tags. */
export interface EndpointRouteOptions {
  readonly tags?: readonly string[];
  readonly config?: RouteShorthandOptions['config'];
  readonly bodyLimit?: number;
  readonly preValidation?: RouteShorthandOptions['preValidation'];
  readonly preHandler?: RouteShorthandOptions['preHandler'];
  /** Extra 2xx answers the route may send itself besides the contract's status (e.g. 204 when there is nothing). */
  readonly alsoAnswers?: readonly (200 | 201 | 204)[];
  /** The request body's OpenAPI content types when not JSON (multipart uploads). */
  readonly consumes?: readonly string[];
  /** The OpenAPI description beyond the entry's summary, where it names the back office's own limits. */
  readonly description?: string;
  /**
   * A multipart/form-data upload the route reads part by part from the stream (request.body stays empty): the
   * entry's body, the client's FormData, is not validated here; `parts` is what the OpenAPI document shows.
   */
  readonly multipart?: { readonly parts?: z.ZodType };
  /** Request headers the route reads, validated and documented (e.g. an upload's Idempotency-Key). */
  readonly headers?: z.ZodType;
  /**
   * Where this deployment serves an entry with a `configurablePath` (spec doc 2 §7), when not at the entry's own
   * path: register the entry once per path (the cart sync answers at both its configured path and its own).
   */
  readonly path?: `/${string}`;
}

/** A multipart route's validation: params and query as usual, the body left to the route's stream reader. */
const multipartValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/** The suffix of the operation id of an entry served at its configured path (`carts.sync@configured`). */
export const AT_CONFIGURED_PATH = '@configured';

/** Every call may be invalid input (400) or meet an unavailable database (503). */
const ALWAYS: readonly ErrorStatus[] = [400, 503];

/**
 * Registers the back office's route for a contract entry: method, path, params, query, body, answer, success
 * status, summary and error statuses all come from the entry, so validation, the answer check and the OpenAPI
 * document are made from the same schemas the storefront's client is typed by; there is no second schema.
 */
export function endpointRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<(typeof api)[N]>,
  options: EndpointRouteOptions = {},
): void {
  const endpoint: EndpointSpec = api[name];
  const success = endpoint.status ?? 200;
  const answer =
    endpoint.responseType === 'application/pdf'
      ? {
          description: 'The PDF, as an attachment',
          content: { 'application/pdf': { schema: endpoint.response } },
        }
      : endpoint.response;
  const response: Record<number, unknown> = { [success]: answer };
  for (const status of options.alsoAnswers ?? []) response[status] ??= endpoint.response;
  for (const status of [...ALWAYS, ...(endpoint.errors ?? [])]) response[status] = errorBodySchema;
  if (options.path !== undefined && !endpoint.configurablePath)
    throw new Error(`${name}: only an entry with a configurable path is served at another path`);
  const body = options.multipart ? options.multipart.parts : endpoint.body;
  const consumes = options.multipart ? ['multipart/form-data'] : options.consumes;

  app.route({
    method: endpoint.method,
    // The search API's paths are relative to where the back office serves it.
    url:
      options.path !== undefined && endpoint.configurablePath
        ? options.path
        : (endpoint.base === 'search' ? SEARCH_API_PREFIX : '') + endpoint.path,
    config: options.config,
    bodyLimit: options.bodyLimit,
    preValidation: options.preValidation,
    preHandler: options.preHandler,
    ...(options.multipart ? { validatorCompiler: multipartValidator } : {}),
    schema: {
      // Unique per operation (OpenAPI): the same entry at the deployment's own path is named apart.
      operationId:
        options.path === undefined || options.path === endpoint.path ? name : `${name}${AT_CONFIGURED_PATH}`,
      tags: [...(options.tags ?? [name.slice(0, name.indexOf('.'))])],
      summary: endpoint.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(consumes ? { consumes: [...consumes] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(body ? { body } : {}),
      response,
    },
    handler: async (request, reply) => {
      if (success !== 200) void reply.status(success);
      // Fastify validated params, query and body against the entry's own schemas before this runs.
      return handler(request as EndpointRequest<(typeof api)[N]>, reply);
    },
  });
}
