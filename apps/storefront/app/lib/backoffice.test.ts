import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endpointOf,
  BackofficeError,
  BackofficeUnavailable,
  createBackofficeClient,
  ForwardedJson,
  type BackofficeClient,
} from './backoffice.server';
import { sessionStorage } from './session.server';

/** What the fake back office received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The fake back office's answer to the next request: status, JSON body (undefined = none). */
type Answer = { status: number; json?: unknown; text?: string; headers?: Record<string, string> };

let server: Server;
let origin: string;
let received: Received[] = [];
let answer: Answer = { status: 200, json: {} };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, {
        ...(answer.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...answer.headers,
      });
      res.end(answer.json !== undefined ? JSON.stringify(answer.json) : answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answer = { status: 200, json: {} };
});

const PAGE = 'http://shop.test/fr/account/sales?page=2';

function context(base = origin): AppLoadContext {
  return {
    config: {
      env: 'test',
      erpUrl: base,
      searchUrl: `${base}/search`,
      authType: 'credentials',
      cartSyncPath: 'v2/cart/sync',
    },
  };
}

async function client(opts: { token?: string | null; base?: string } = {}): Promise<BackofficeClient> {
  const token = opts.token === undefined ? 'tok-1' : opts.token;
  const session = token === null ? null : await sessionStorage.getSession();
  if (session && token) session.set('token', token);
  return createBackofficeClient({
    context: context(opts.base),
    request: new Request(PAGE),
    locale: 'nl',
    session,
  });
}

const last = (): Received => {
  const request = received.at(-1);
  if (!request) throw new Error('the back office received nothing');
  return request;
};

describe('bo.call: the request', () => {
  it('sends the method, path and query of the endpoint with the session and the language', async () => {
    answer = { status: 200, json: { count: 0, items: [] } };
    const list = await (await client()).call('sales.list', { query: { page_size: 20, page: 2 } });
    expect(list).toEqual({ count: 0, items: [] });
    expect(last()).toMatchObject({
      method: 'GET',
      url: '/sales?page_size=20&page=2',
      headers: { 'accept-language': 'nl', accept: 'application/json', authorization: 'Bearer tok-1' },
      body: '',
    });
    expect(last().headers['content-type']).toBeUndefined();
  });

  it('substitutes and encodes path params, and calls search endpoints on the search base', async () => {
    answer = { status: 200, json: { redirect: 'x' } };
    await (
      await client()
    ).call('catalogue.productByUrlKey', {
      params: { urlKey: 'anti puces/é?#' },
      query: { locale: 'fr' },
    });
    expect(last().url).toBe('/search/products/by-url-key/anti%20puces%2F%C3%A9%3F%23?locale=fr');
    await (await client()).call('sales.get', { params: { id: 42 } });
    expect(last().url).toBe('/sales/42');
  });

  it('writes query arrays as one comma-separated value and leaves out what is not given', async () => {
    answer = { status: 200, json: { items: [] } };
    await (await client()).call('catalogue.variantsByIds', { query: { ids: [3, 1, 2], locale: 'en' } });
    expect(last().url).toBe('/search/variants/by-ids?ids=3%2C1%2C2&locale=en');
    await (
      await client()
    ).call('catalogue.search', {
      query: { q: 'chien & chat', brand: [7], promotion: false, special: undefined, sort: 'name_asc' },
    });
    expect(last().url).toBe('/search/products?q=chien%20%26%20chat&brand=7&promotion=false&sort=name_asc');
    await (await client()).call('catalogue.categories');
    expect(last().url).toBe('/search/categories');
  });

  it('sends a body as JSON, on the configured path of the cart sync', async () => {
    answer = { status: 200, json: { id: 1 } };
    await (await client()).call('carts.sync', { body: { uuid: null, transactions: [] } });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { 'content-type': 'application/json' },
      body: '{"uuid":null,"transactions":[]}',
    });
  });

  it('sends no body and no Content-Type for a body-less POST', async () => {
    answer = { status: 204 };
    await (await client()).call('auth.logout');
    expect(last()).toMatchObject({ method: 'POST', url: '/auth/logout', body: '' });
    expect(last().headers['content-type']).toBeUndefined();
  });

  it('sends no Authorization without a session', async () => {
    await (await client({ token: null })).call('settings');
    expect(last().headers.authorization).toBeUndefined();
  });
});

describe('bo.call: the answer', () => {
  it('answers null for a 204', async () => {
    answer = { status: 204 };
    expect(await (await client()).call('carts.sync', { body: { uuid: null, transactions: [] } })).toBeNull();
  });

  it('throws a BackofficeError with the error body for a refusal', async () => {
    answer = {
      status: 422,
      json: { statusCode: 422, code: 'cart_empty', message: 'Le panier est vide' },
    };
    const error = await (
      await client()
    )
      .call('carts.confirm', { body: { uuid: '0b0f1a4e-2b5c-4d7e-8f90-a1b2c3d4e5f6' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(error).not.toBeInstanceOf(BackofficeUnavailable);
    expect(error).toMatchObject({ status: 422, code: 'cart_empty', message: 'Le panier est vide' });
  });

  it('throws a BackofficeError without body when the error is not JSON', async () => {
    answer = { status: 500, text: 'boom' };
    const error = await (await client()).call('settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(error).toMatchObject({ status: 500, body: null, code: null, message: 'back office answered 500' });
  });

  it('throws BackofficeUnavailable on a 503 and when nothing answers', async () => {
    answer = { status: 503, json: { statusCode: 503, code: 'service_unavailable', message: 'x' } };
    await expect((await client()).call('settings')).rejects.toBeInstanceOf(BackofficeUnavailable);
    // A port nobody listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await (
      await client({ base: `http://127.0.0.1:${port}` })
    )
      .call('settings')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeUnavailable);
    expect(error).toMatchObject({ status: 503, body: null });
  });

  it('turns a 401 with a session into a login redirect that destroys the session', async () => {
    answer = { status: 401, json: { statusCode: 401, code: 'not_authenticated', message: 'x' } };
    const thrown = await (await client()).call('sales.list').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/nl/login?redirect=${encodeURIComponent('/fr/account/sales?page=2')}`,
    );
    expect(response.headers.get('Set-Cookie')).toMatch(/^vetshop_sf=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('treats a 401 without a session as any other error', async () => {
    answer = { status: 401, json: { statusCode: 401, code: 'not_authenticated', message: 'x' } };
    const error = await (await client({ token: null })).call('sales.list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(error).toMatchObject({ status: 401, code: 'not_authenticated' });
  });
});

describe('bo.send: the raw answer', () => {
  it('passes every status through, without redirect or error', async () => {
    answer = {
      status: 403,
      json: { code: 'invalid' },
      headers: { 'Set-Cookie': 'vetshop_session=abc; Path=/' },
    };
    const res = await (
      await client({ token: null })
    ).send('auth.login', {
      body: { login: 'a@b.be', password: 'pw' },
    });
    expect(res.status).toBe(403);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: '{"login":"a@b.be","password":"pw"}',
    });
    answer = { status: 401, json: { code: 'not_authenticated' } };
    expect(
      (await (await client()).send('carts.sync', { body: { uuid: null, transactions: [] } })).status,
    ).toBe(401);
  });

  it('forwards a body received from the browser as is', async () => {
    answer = { status: 204 };
    const text = '{"uuid":null,"transactions":[],"extra":1}';
    const res = await (await client()).send('carts.sync', { body: new ForwardedJson(text) });
    expect(res.status).toBe(204);
    expect(last()).toMatchObject({
      url: '/v2/cart/sync',
      body: text,
      headers: { 'content-type': 'application/json' },
    });
  });

  it('throws BackofficeUnavailable only when nothing answers', async () => {
    answer = { status: 503, json: {} };
    expect((await (await client()).send('settings')).status).toBe(503);
  });
});

describe('the trusted hop: the buyer address for sign-in throttling', () => {
  function hop(extra: Partial<AppLoadContext['config']>, clientAddress?: string): BackofficeClient {
    const base = context();
    return createBackofficeClient({
      context: { ...base, config: { ...base.config, ...extra }, clientAddress },
      request: new Request(PAGE),
      locale: 'fr',
      session: null,
    });
  }

  it('sends the buyer address with the shared secret when TRUSTED_PROXY_SECRET is configured', async () => {
    answer = { status: 403, json: { code: 'invalid_credentials', message: 'x' } };
    await hop({ trustedProxySecret: 's3cret-s3cret' }, '198.51.100.9').send('auth.login', {
      body: { login: 'a@b.c', password: 'x' },
    });
    expect(last().headers).toMatchObject({
      'x-vetshop-proxy-secret': 's3cret-s3cret',
      'x-vetshop-client-address': '198.51.100.9',
    });
  });

  it('sends neither header without a configured secret', async () => {
    answer = { status: 403, json: { code: 'invalid_credentials', message: 'x' } };
    await hop({}, '198.51.100.9').send('auth.login', { body: { login: 'a@b.c', password: 'x' } });
    expect(last().headers['x-vetshop-proxy-secret']).toBeUndefined();
    expect(last().headers['x-vetshop-client-address']).toBeUndefined();
  });
});

describe('bo.stream: a file read as it arrives', () => {
  it('asks for the PDF with the session and answers the raw response, headers included', async () => {
    answer = {
      status: 200,
      text: '%PDF-1.3 …',
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="f.pdf"' },
    };
    const res = await (await client()).stream('documents.download', { params: { id: 7 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="f.pdf"');
    expect(await res.text()).toBe('%PDF-1.3 …');
    expect(last()).toMatchObject({
      method: 'GET',
      url: '/documents/7/download',
      headers: { authorization: 'Bearer tok-1', accept: 'application/pdf, application/json' },
    });
  });

  it('stops when the buyer’s request is gone', async () => {
    const buyer = new AbortController();
    const session = await sessionStorage.getSession();
    session.set('token', 'tok-1');
    const bo = createBackofficeClient({
      context: context(),
      request: new Request(PAGE, { signal: buyer.signal }),
      locale: 'fr',
      session,
    });
    buyer.abort();
    await expect(bo.stream('documents.download', { params: { id: 7 } })).rejects.toBeInstanceOf(
      BackofficeUnavailable,
    );
  });
});

describe('endpointOf: the registry entry of a call named at run time', () => {
  it("answers a registered call's entry", () => {
    expect(endpointOf('auth.profile')).toMatchObject({ method: 'GET', path: '/auth/profile' });
  });
  it("refuses an unknown name with the spec's message", () => {
    expect(() => endpointOf('carts.teleport')).toThrow('No services found for carts.teleport');
  });
});
