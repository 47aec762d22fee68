import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 10 §1 demo data: the vet has a quotation in each state, the accepted one pointing at an order of the
 * vet's history (so the dashboard's and documents' figures stay as they were), the request for a
 * quotation-only product, the sent one priced and valid.
 */
let t: TestApp;
let vet: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

type Item = { id: number; quotation_state: string; sale_id: number | null; validity_date: string | null };

describe('demo quotations', () => {
  it('the vet has one in each state, none of the reserved showcase quotation-only product', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/quotations?page_size=999', headers: { cookie: vet } })
    ).json<{ items: Item[]; counts: { draft: number; waiting_acceptation: number } }>();
    const states = new Set(list.items.map((i) => i.quotation_state));
    expect([...states].sort()).toEqual(
      ['accepted', 'cancel', 'customer_request', 'draft', 'waiting_acceptation'].sort(),
    );
    expect(list.counts.draft).toBeGreaterThanOrEqual(1);
    expect(list.counts.waiting_acceptation).toBeGreaterThanOrEqual(1);
    for (const item of list.items) {
      const q = (
        await t.app.inject({ method: 'GET', url: `/quotations/${item.id}`, headers: { cookie: vet } })
      ).json<{ lines: { url_key: string | null; order_mode: string; quoted: boolean }[] }>();
      expect(q.lines.length).toBeGreaterThan(0);
      expect(q.lines.map((l) => l.url_key)).not.toContain('table-d-examen-electrique-instrumed-vet-12');
      if (item.quotation_state === 'customer_request')
        expect(q.lines.some((l) => l.order_mode === 'quotation')).toBe(true);
      if (['waiting_acceptation', 'accepted'].includes(item.quotation_state))
        expect(q.lines.every((l) => l.quoted)).toBe(true);
    }
    const waiting = list.items.find((i) => i.quotation_state === 'waiting_acceptation')!;
    expect(waiting.validity_date! >= t.ctx.today()).toBe(true);
    const accepted = list.items.find((i) => i.quotation_state === 'accepted')!;
    const sale = await t.app.inject({
      method: 'GET',
      url: `/sales/${accepted.sale_id}`,
      headers: { cookie: vet },
    });
    expect(sale.statusCode).toBe(200);
  });

  it('the staff queue shows the request with its customer; the sent one has its history', async () => {
    const queue = (
      await t.app.inject({ method: 'GET', url: '/staff/quotations', headers: { cookie: staff } })
    ).json<{ items: { id: number; customer: { name: string } }[] }>();
    expect(queue.items.length).toBeGreaterThan(0);
    const sent = (
      await t.app.inject({
        method: 'GET',
        url: '/staff/quotations?quotation_state=waiting_acceptation',
        headers: { cookie: staff },
      })
    ).json<{ items: { id: number }[] }>();
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/staff/quotations/${sent.items[0]!.id}`,
        headers: { cookie: staff },
      })
    ).json<{ history: { action: string; by: string }[] }>();
    expect(detail.history.map((h) => [h.action, h.by])).toEqual([
      ['price', 'staff@demo.test'],
      ['send', 'staff@demo.test'],
    ]);
  });
});
