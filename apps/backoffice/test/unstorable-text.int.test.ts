import { errorBodySchema } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 17 §5: a lone UTF-16 surrogate (`"\udc00"` in JSON) is no character; PostgreSQL kept U+FFFD instead,
 * so the code's uniqueness checks and the database disagreed (a wishlist name's 500 the second time, two
 * quotations sharing a reference). Every string and key of a request is checked where it enters (the input
 * guard), and refused with the documented 400 naming the field.
 */
let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

/** A JSON body written by hand: JSON.stringify would write the same escapes, this shows them. */
const postJson = (url: string, json: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: vet, 'content-type': 'application/json', 'accept-language': 'en' },
    payload: json,
  });

function expectRefused(res: LightMyRequestResponse, path: string): void {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  expect(errorBodySchema.parse(res.json())).toEqual({
    statusCode: 400,
    code: 'validation_failed',
    message: 'The data sent is not valid.',
    fields: [
      {
        path,
        message: 'This text holds an incomplete character (half of a UTF-16 surrogate pair): correct it.',
      },
    ],
  });
}

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, query))[0]!.n;

describe('a lone surrogate in a free-text field', () => {
  it('in a wishlist name: 400 naming the field, every time, and nothing stored', async () => {
    const stored = sql`select count(*)::int as n from wishlists where name like '%' || chr(65533) || 'X-17'`;
    const before = await count(stored);
    for (let i = 0; i < 2; i++)
      expectRefused(await postJson('/wishlists', '{"name":"\\udc00X-17"}'), 'body.name');
    expect(await count(stored)).toBe(before);
  });

  it('in a quotation reference: refused, so no two quotations share a reference', async () => {
    const ref = `\ufffdR-${Date.now()}`;
    const same = sql`select count(*)::int as n from quotations where client_order_ref = ${ref}`;
    // U+FFFD itself is a character: a reference may hold it, once.
    expect((await postJson('/quotations/create', JSON.stringify({ client_order_ref: ref }))).statusCode).toBe(
      201,
    );
    const lone = JSON.stringify({ client_order_ref: ref }).replace('\ufffd', '\\udc00');
    expectRefused(await postJson('/quotations/create', lone), 'body.client_order_ref');
    expectRefused(
      await postJson('/quotations/create', lone.replace('\\udc00', '\\ud800')),
      'body.client_order_ref',
    );
    expect(await count(same)).toBe(1);
  });

  it('in an object key, deep in a body: 400 naming the object', async () => {
    const res = await postJson('/quotations/create', '{"lines":[{"product_id":1,"quantity":1,"\\ud800":1}]}');
    expectRefused(res, 'body.lines.0');
  });

  it('a well-formed character outside the BMP (a surrogate pair) is kept as sent', async () => {
    const name = `Chats 🐈 ${Date.now()}`;
    const res = await postJson('/wishlists', JSON.stringify({ name }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ name: string }>().name).toBe(name);
  });
});
