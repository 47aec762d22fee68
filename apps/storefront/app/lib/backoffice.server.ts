import type { ErrorBody } from '@vetshop/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { Locale } from '../i18n';
import { getSession, sessionStorage, type StorefrontSession } from './session.server';

/**
 * The storefront's client of the back office: adds the buyer's session and Accept-Language, turns a 401 into
 * a trip to the login page (and back afterwards), and tells "back office unavailable" (503, or no answer) from
 * every other failure. Paths and payloads are those of packages/contract.
 */
export class BackofficeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `back office answered ${status}`);
    this.name = 'BackofficeError';
  }
  get code(): string | null {
    return this.body?.code ?? null;
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

export interface BackofficeClient {
  readonly token: string | null;
  get<T>(path: string, init?: { search?: boolean }): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** The raw answer (for the API routes that pass statuses through to the browser). */
  fetch(path: string, init?: RequestInit & { search?: boolean }): Promise<Response>;
}

const TIMEOUT_MS = 10_000;

export function loginPath(locale: Locale, request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/${locale}/login?redirect=${encodeURIComponent(back)}`;
}

export function createBackofficeClient(opts: {
  context: AppLoadContext;
  request: Request;
  locale: Locale;
  session: StorefrontSession | null;
}): BackofficeClient {
  const { config } = opts.context;
  const token = opts.session?.get('token') ?? null;

  async function raw(path: string, init: RequestInit & { search?: boolean } = {}): Promise<Response> {
    const { search, ...rest } = init;
    const base = search ? config.searchUrl : config.erpUrl;
    const headers = new Headers(rest.headers);
    headers.set('Accept-Language', opts.locale);
    headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (rest.body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    try {
      return await fetch(`${base}${path}`, { ...rest, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (cause) {
      throw new BackofficeUnavailable(cause);
    }
  }

  async function handle<T>(res: Response): Promise<T> {
    if (res.status === 204) return null as T;
    if (res.ok) return (await res.json()) as T;
    if (res.status === 401 && token) {
      // The back-office session ended: forget it and send the buyer to sign in, then back here.
      const session = opts.session ?? (await getSession(opts.request));
      throw redirect(loginPath(opts.locale, opts.request), {
        headers: { 'Set-Cookie': await sessionStorage.destroySession(session) },
      });
    }
    if (res.status === 503) throw new BackofficeUnavailable();
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    throw new BackofficeError(res.status, body);
  }

  return {
    token,
    fetch: raw,
    get: async <T>(path: string, init?: { search?: boolean }) =>
      handle<T>(await raw(path, { method: 'GET', ...init })),
    post: async <T>(path: string, body?: unknown) =>
      handle<T>(
        await raw(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) }),
      ),
  };
}
