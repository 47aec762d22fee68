import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

describe('errors and documentation', () => {
  it('an unknown path is a localised 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { 'accept-language': 'nl' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/niet beschikbaar/),
    });
  });

  it('a body that is not JSON is a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { cookie: vet, 'content-type': 'application/json' },
      payload: '{"uuid": nul',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_json');
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['/auth/login', '/v2/cart/sync', '/carts/confirm', '/sales/{id}', '/customer']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('answers 503 "back office unavailable" when the database cannot be reached', async () => {
    await t.handle.close();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { cookie: vet },
      payload: { uuid: null, transactions: [] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'service_unavailable',
      message: 'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
    });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
