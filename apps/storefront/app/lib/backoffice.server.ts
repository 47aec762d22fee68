import {
  api,
  isErrorCode,
  requestPath,
  type ApiArgs,
  type ApiRequest,
  type ApiResponse,
  type EndpointName,
  type EndpointSpec,
  type ErrorBody,
  type ErrorCode,
  type Locale,
} from '@vetshop/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { endSessionCookies } from './oidc-cookie.server';
import { getSession, type StorefrontSession } from './session.server';

/**
 * The storefront's client of the back office: adds the buyer's session and Accept-Language, turns a 401 into
 * a trip to the login page (and back afterwards), and tells "back office unavailable" (503, or no answer) from
 * every other failure. Endpoints are those of packages/contract's `api` map: `bo.call('sales.get', { params:
 * { id } })` is typed by their schemas (decision record 013).
 */
export class BackofficeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `back office answered ${status}`);
    this.name = 'BackofficeError';
  }
  /** The back office's error code; null without a body or for a code the contract does not know. */
  get code(): ErrorCode | null {
    const code = this.body?.code;
    return isErrorCode(code) ? code : null;
  }
}

/** The back office could not be reached or answered 503. */
export class BackofficeUnavailable extends BackofficeError {
  constructor(cause?: unknown) {
    super(503, null);
    this.name = 'BackofficeUnavailable';
    this.cause = cause;
  }
}

/**
 * An error answer of the storefront's own API routes (`/api/…`), with a code of the back office's vocabulary:
 * the browser's cart engine and search box read it as they read the back office's.
 */
export function errorResponse(code: ErrorCode, status: number, headers?: HeadersInit): Response {
  return Response.json({ code }, { status, headers });
}

/**
 * A JSON body received from the browser and forwarded unparsed (the cart sync proxy): the back office
 * validates it, so the storefront does not parse it twice.
 */
export class ForwardedJson {
  constructor(readonly text: string) {}
}

/**
 * A request of `send`: as a call's, except that a body may be forwarded as received, and headers of the
 * browser's added (the sign-in's device cookie).
 */
export type SendRequest<N extends EndpointName> = {
  [K in keyof ApiRequest<N>]: K extends 'body' ? ApiRequest<N>[K] | ForwardedJson : ApiRequest<N>[K];
} & { headers?: Record<string, string> };
export type SendArgs<N extends EndpointName> =
  Partial<SendRequest<N>> extends SendRequest<N> ? [request?: SendRequest<N>] : [request: SendRequest<N>];

export interface BackofficeClient {
  readonly token: string | null;
  /**
   * Calls a contract endpoint and answers its response schema's type (204 → null). Throws the login redirect
   * on a 401 with a session, BackofficeUnavailable on 503 or no answer, BackofficeError otherwise.
   */
  call<N extends EndpointName>(name: N, ...args: ApiArgs<N>): Promise<ApiResponse<N>>;
  /**
   * Sends a contract endpoint's request and answers the raw Response, whatever its status (for the actions and
   * API routes that read headers or pass statuses through). Throws BackofficeUnavailable only on no answer.
   */
  send<N extends EndpointName>(name: N, ...args: SendArgs<N>): Promise<Response>;
  /**
   * As `send`, for a file answer read as it arrives (the documents' PDFs): a longer time limit than a call's,
   * covering the whole body, and the back office's stream dropped when the buyer goes away.
   */
  stream<N extends EndpointName>(name: N, ...args: SendArgs<N>): Promise<Response>;
}

const TIMEOUT_MS = 10_000;
/** A large pricelist takes longer than a call: the limit of a whole streamed file. */
export const STREAM_TIMEOUT_MS = 5 * 60_000;

/** The trusted hop to the back office (apps/backoffice/src/modules/auth/client-address.ts reads them). */
export const PROXY_SECRET_HEADER = 'X-Vetshop-Proxy-Secret';
export const CLIENT_ADDRESS_HEADER = 'X-Vetshop-Client-Address';

export function loginPath(locale: Locale, request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/${locale}/login?redirect=${encodeURIComponent(back)}`;
}

/**
 * The reads of one page request, shared by its loaders (React Router runs the matched routes' loaders in parallel:
 * the layout's and the page's would otherwise ask the back office the same thing twice). Keyed by the request
 * object, which every loader of one request receives (document and `.data` requests alike), so it goes with it.
 * A read that fails is not kept: the loader that asks again tries again. Answers are shared, not copied: loaders
 * map them into their view types and never change them in place.
 */
const requestMemo = new WeakMap<Request, Map<string, Promise<unknown>>>();

function memoized<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  let reads = requestMemo.get(request);
  if (!reads) {
    reads = new Map();
    requestMemo.set(request, reads);
  }
  const kept = reads.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const read = load();
  reads.set(key, read);
  read.catch(() => {
    if (reads.get(key) === read) reads.delete(key);
  });
  return read;
}

/**
 * The registry's entry of a call. Names are typed, but some arrive at run time (a forwarded call, a caller built
 * against another version of the contract): an unknown one is the spec's internal error (doc 2 §8), not a crash
 * on `undefined` somewhere further.
 */
export function endpointOf(name: string): EndpointSpec {
  const endpoint = (api as Record<string, EndpointSpec | undefined>)[name];
  if (!endpoint) throw new Error(`No services found for ${name}`);
  return endpoint;
}

type RequestParts = { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> };

export function createBackofficeClient(opts: {
  context: AppLoadContext;
  request: Request;
  locale: Locale;
  session: StorefrontSession | null;
}): BackofficeClient {
  const { config } = opts.context;
  const token = opts.session?.get('token') ?? null;

  async function raw(
    path: string,
    init: RequestInit & { search?: boolean; file?: boolean } = {},
  ): Promise<Response> {
    const { search, file, ...rest } = init;
    const base = search ? config.searchUrl : config.erpUrl;
    const headers = new Headers(rest.headers);
    headers.set('Accept-Language', opts.locale);
    headers.set('Accept', file ? 'application/pdf, application/json' : 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The back office throttles sign-ins per address: without this, every buyer would share the storefront's.
    const client = opts.context.clientAddress;
    if (config.trustedProxySecret && client) {
      headers.set(PROXY_SECRET_HEADER, config.trustedProxySecret);
      headers.set(CLIENT_ADDRESS_HEADER, client);
    }
    // A FormData body (multipart: the CSV order import) gets its Content-Type, with the boundary, from fetch.
    if (rest.body !== undefined && !(rest.body instanceof FormData) && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    try {
      const signal = file
        ? AbortSignal.any([AbortSignal.timeout(STREAM_TIMEOUT_MS), opts.request.signal])
        : AbortSignal.timeout(TIMEOUT_MS);
      return await fetch(`${base}${path}`, { ...rest, headers, signal });
    } catch (cause) {
      throw new BackofficeUnavailable(cause);
    }
  }

  async function handle<T>(res: Response): Promise<T> {
    if (res.status === 204) return null as T;
    // Answers are typed by the contract, not parsed: the back office serialises them with the same schemas.
    if (res.ok) return (await res.json()) as T;
    if (res.status === 401 && token) {
      // The back-office session ended: forget it and send the buyer to sign in, then back here.
      const session = opts.session ?? (await getSession(opts.request));
      const headers = new Headers();
      for (const cookie of await endSessionCookies(opts.request, session))
        headers.append('Set-Cookie', cookie);
      throw redirect(loginPath(opts.locale, opts.request), { headers });
    }
    if (res.status === 503) throw new BackofficeUnavailable();
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    throw new BackofficeError(res.status, body);
  }

  function sendEndpoint(
    name: EndpointName,
    request: RequestParts | undefined,
    file = false,
  ): Promise<Response> {
    const endpoint = endpointOf(name);
    const body = request?.body;
    return raw(requestPath(endpoint, request, { cartSyncPath: config.cartSyncPath }), {
      method: endpoint.method,
      ...(request?.headers ? { headers: request.headers } : {}),
      search: endpoint.base === 'search',
      file,
      body:
        body === undefined
          ? undefined
          : body instanceof ForwardedJson
            ? body.text
            : body instanceof FormData
              ? body
              : JSON.stringify(body),
    });
  }

  return {
    token,
    call: <N extends EndpointName>(name: N, ...[request]: ApiArgs<N>): Promise<ApiResponse<N>> => {
      const endpoint = endpointOf(name);
      const load = async () => handle<ApiResponse<N>>(await sendEndpoint(name, request));
      // Anything but a read may change what a read answers (a form posted without JavaScript runs its action and
      // then the loaders in the same request): the request's memo starts again after it.
      if (endpoint.method !== 'GET') {
        requestMemo.delete(opts.request);
        return load();
      }
      return memoized(
        opts.request,
        `${token ?? ''} ${opts.locale} ${name} ${requestPath(endpoint, request, { cartSyncPath: config.cartSyncPath })}`,
        load,
      );
    },
    send: <N extends EndpointName>(name: N, ...[request]: SendArgs<N>) => sendEndpoint(name, request),
    stream: <N extends EndpointName>(name: N, ...[request]: SendArgs<N>) => sendEndpoint(name, request, true),
  };
}
