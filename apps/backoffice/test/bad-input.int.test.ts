import { Writable } from 'node:stream';
import { errorBodySchema } from '@vetshop/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 8 §5: bad input is a 4xx with the documented error body, in the caller's language, everywhere —
 * NUL bytes, ids beyond int4, bodies too large or not JSON, Fastify's own refusals — and the error log
 * keeps a bounded excerpt of a refused body.
 */
let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

function expectErrorBody(res: LightMyRequestResponse, status: number, code: string): { message: string } {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(res.json());
  expect(body).toMatchObject({ statusCode: status, code });
  return body;
}

describe('NUL bytes', () => {
  it('in a JSON body: 400 naming the field, nothing looked up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { login: 'vet@demo.test\u0000', password: 'x' },
    });
    const body = expectErrorBody(res, 400, 'validation_failed');
    expect(res.json().fields).toEqual([
      { path: 'body.login', message: 'The null character (U+0000) is not allowed.' },
    ]);
    expect(body.message).toBe('The data sent is not valid.');
  });

  it('in a query string: 400, not a search for the string without it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search/products?q=amox%00icilline' });
    expectErrorBody(res, 400, 'validation_failed');
    expect(res.json().fields[0].path).toBe('querystring.q');
  });

  it('in the checkout form: 400, and the cart keeps what was saved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/carts/current/update',
      headers: { cookie: vet },
      payload: { note: 'a\u0000b' },
    });
    expectErrorBody(res, 400, 'validation_failed');
  });
});

describe('ids beyond the integer column', () => {
  it('an order id of 2^31 is a 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sales/2147483648', headers: { cookie: vet } });
    expectErrorBody(res, 400, 'validation_failed');
    expect(res.json().fields[0].path).toBe('params.id');
  });

  it('the largest integer id is a plain 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sales/2147483647', headers: { cookie: vet } });
    expectErrorBody(res, 404, 'sale_not_found');
  });

  it('variants looked up by ids beyond int4: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search/variants/by-ids?ids=1,2147483648' });
    expectErrorBody(res, 400, 'validation_failed');
  });
});

describe("Fastify's own refusals in our shape", () => {
  it('a bad URL encoding (/sales/%ff) is a localised 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sales/%ff',
      headers: { cookie: vet, 'accept-language': 'nl' },
    });
    const body = expectErrorBody(res, 400, 'invalid_url');
    expect(body.message).toBe('Het gevraagde adres is ongeldig.');
  });

  it('a path parameter too long is a localised 414', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/search/products/by-url-key/${'a'.repeat(500)}`,
      headers: { 'accept-language': 'en' },
    });
    const body = expectErrorBody(res, 414, 'uri_too_long');
    expect(body.message).toBe('The requested address is too long.');
  });

  it('a body over the limit is a 413 with its own message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { cookie: vet, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"uuid":null,"transactions":[],"pad":"${'a'.repeat(6 * 1024 * 1024)}"}`,
    });
    const body = expectErrorBody(res, 413, 'payload_too_large');
    expect(body.message).toBe('The data sent is too large (maximum 5 MB).');
  });

  it('a body that is not JSON (form, plain text) is a 415 with its own message', async () => {
    for (const [type, payload] of [
      ['text/plain', '{"login":"vet@demo.test","password":"x"}'],
      ['application/x-www-form-urlencoded', 'login=vet%40demo.test&password=x'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': type, 'accept-language': 'fr' },
        payload,
      });
      const body = expectErrorBody(res, 415, 'unsupported_media_type');
      expect(body.message).toMatch(/^Format de données non pris en charge/);
    }
  });

  it('invalid JSON and an empty JSON body are 400 invalid_json', async () => {
    for (const payload of ['{"login": "a", ', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectErrorBody(res, 400, 'invalid_json');
    }
  });

  it('a 255-character login is a 400 naming the field, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: `${'a'.repeat(245)}@demo.test`, password: 'x' },
    });
    expectErrorBody(res, 400, 'validation_failed');
    expect(res.json().fields[0].path).toBe('body.login');
  });
});

describe('the error log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ ctx: t.ctx, logger: { level: 'info', stream } });
    // A failure whose message carries the request's data, as a database driver's does with its parameters.
    app.post('/test/fails-with-body', async (request) => {
      throw new Error(`Failed query: insert … params: ${JSON.stringify(request.body)}`);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a bounded excerpt of a 1 MB body, not the body', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const res = await app.inject({ method: 'POST', url: '/test/fails-with-body', payload: { note: big } });
    expectErrorBody(res, 500, 'internal_error');
    const logged = lines.filter((l) => l.includes('unexpected error'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.length).toBeLessThan(16 * 1024);
    const record = JSON.parse(logged[0]!) as { err: { message: string }; body: string };
    expect(record.err.message).toMatch(/^Failed query: insert … params: \{"note":"xxx/);
    expect(record.err.message).toMatch(/more characters\)$/);
    expect(record.body).toMatch(/^\{"note":"x{100}/);
    expect(record.body.length).toBeLessThan(1100);
  });
});
