import type { KeyFigures } from '@vetshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/**
 * Issue 10 follow-up of issue 9 §1: the dashboard's key figures count the customer's open quotations — drafts,
 * requests the sales team is pricing, quotes awaiting the buyer's acceptance — following every state change,
 * and never another customer's.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  // Far into the list: other test files' picks (the first variants) are not this one.
  productId = (await pickVariants(t.db, { role: 'pharmacist', minStock: 50, count: 30 })).at(-1)!.id;
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function open(cookie: string): Promise<KeyFigures['open_quotations']> {
  const res = await call(cookie, 'GET', '/sale_statistics/key_figures');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KeyFigures>().open_quotations;
}

async function ok<T = { id: number; lines: { line_id: number }[] }>(
  res: Awaited<ReturnType<typeof call>>,
  status = 200,
): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

const counts = (draft: number, customer_request: number, waiting_acceptation: number) => ({
  total: draft + customer_request + waiting_acceptation,
  draft,
  customer_request,
  waiting_acceptation,
});

describe('key figures: open quotations', () => {
  it("the vet's demo quotations: one draft, one request, one awaiting acceptance (accepted and cancelled not counted)", async () => {
    const list = await ok<{ items: { quotation_state: string }[] }>(
      await call(vet, 'GET', '/quotations?page_size=999'),
    );
    const n = (state: string) => list.items.filter((i) => i.quotation_state === state).length;
    expect(list.items.some((i) => i.quotation_state === 'accepted')).toBe(true);
    expect(list.items.some((i) => i.quotation_state === 'cancel')).toBe(true);
    expect(await open(vet)).toEqual(counts(n('draft'), n('customer_request'), n('waiting_acceptation')));
    expect((await open(vet)).total).toBeGreaterThanOrEqual(3);
  });

  it("follow the states of the pharmacist's quotation; the vet's never count for the pharmacist", async () => {
    const vetBefore = await open(vet);
    expect(await open(pharma)).toEqual(counts(0, 0, 0));

    const q = await ok(
      await call(pharma, 'POST', '/quotations/create', { lines: [{ product_id: productId }] }),
      201,
    );
    expect(await open(pharma)).toEqual(counts(1, 0, 0));

    await ok(await call(pharma, 'POST', `/quotations/${q.id}/request_quotation`));
    expect(await open(pharma)).toEqual(counts(0, 1, 0));

    await ok(
      await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
        lines: q.lines.map((l) => ({ line_id: l.line_id, unit_price: 12.5, discount: 0 })),
      }),
    );
    expect(await open(pharma)).toEqual(counts(0, 1, 0));
    await ok(await call(staff, 'POST', `/staff/quotations/${q.id}/send`));
    expect(await open(pharma)).toEqual(counts(0, 0, 1));

    await ok(await call(pharma, 'POST', `/quotations/${q.id}/cancel`));
    expect(await open(pharma)).toEqual(counts(0, 0, 0));

    await ok(await call(pharma, 'POST', `/quotations/${q.id}/reset_to_draft`));
    expect(await open(pharma)).toEqual(counts(1, 0, 0));

    // A second one accepted: it becomes an order and is no longer open.
    const second = await ok(
      await call(pharma, 'POST', '/quotations/create', { lines: [{ product_id: productId, quantity: 2 }] }),
      201,
    );
    await ok(await call(pharma, 'POST', `/quotations/${second.id}/request_quotation`));
    await ok(
      await call(staff, 'POST', `/staff/quotations/${second.id}/prices`, {
        lines: second.lines.map((l) => ({ line_id: l.line_id, unit_price: 10, discount: 5 })),
      }),
    );
    await ok(await call(staff, 'POST', `/staff/quotations/${second.id}/send`));
    expect(await open(pharma)).toEqual(counts(1, 0, 1));
    await ok(await call(pharma, 'POST', `/quotations/${second.id}/accept`));
    expect(await open(pharma)).toEqual(counts(1, 0, 0));

    const res = await call(pharma, 'DELETE', `/quotations/${q.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await open(pharma)).toEqual(counts(0, 0, 0));

    // Nothing of this moved the vet's figures.
    expect(await open(vet)).toEqual(vetBefore);
  });

  it('the OpenAPI document describes open_quotations', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const answer = JSON.stringify(doc.paths['/sale_statistics/key_figures']?.get?.responses['200']);
    expect(answer).toContain('open_quotations');
    expect(answer).toContain('waiting_acceptation');
  });
});
