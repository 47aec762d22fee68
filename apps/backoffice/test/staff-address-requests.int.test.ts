import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/**
 * Issue 10 §5: the staff workspace's address requests. Every decision is recorded in the staff actions' log in
 * its own transaction (who, when, what) and shown with the request; the queue is filtered and paged, pending
 * first; the home counts what waits. Staff accounts only.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let belgium: number;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  const [row] = await queryRows<{ id: number }>(t.db, sql`select id from countries where code = 'BE'`);
  belgium = row!.id;
});
afterAll(() => t.close());

const newAddress = (name: string) => ({
  name,
  street: 'Rue des Tanneurs 3',
  zip: '1000',
  city: 'Bruxelles',
  country_id: belgium,
});

interface History {
  action: string;
  by: string;
  at: string;
  detail: Record<string, unknown> | null;
}
interface Detail {
  id: number;
  kind: string;
  type: string;
  state: string;
  reason: string | null;
  customer: { id: number; ref: string; name: string };
  address: { id: number; name: string } | null;
  payload: { name: string } | null;
  history: History[];
}

async function ask(cookie: string, name: string, type: 'delivery' | 'invoicing' = 'delivery') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/addresses/${type}`,
    headers: { cookie },
    payload: newAddress(name),
  });
  expect(res.statusCode).toBe(202);
  return res.json<{ id: number }>().id;
}

const detail = async (id: number, cookie = staff) =>
  t.app.inject({ method: 'GET', url: `/staff/address_requests/${id}`, headers: { cookie } });

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/staff/address_requests${query}`,
    headers: { cookie: staff },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number; items: Detail[] }>();
};

describe('the history of a request', () => {
  it('an approval says who and when, what was applied and what it replaced', async () => {
    const before = Date.now();
    const [main] = (
      await t.app.inject({ method: 'GET', url: '/addresses/invoicing', headers: { cookie: vet } })
    ).json<{ items: { id: number; name: string }[] }>().items;
    const res = await t.app.inject({
      method: 'POST',
      url: `/addresses/invoicing/${main!.id}`,
      headers: { cookie: vet },
      payload: newAddress('Clinique du Parc SRL'),
    });
    const id = res.json<{ id: number }>().id;

    const pending = (await detail(id)).json<Detail>();
    expect(pending).toMatchObject({
      state: 'pending',
      kind: 'update',
      customer: { ref: expect.any(String), name: expect.any(String) },
      address: { id: main!.id, name: main!.name },
      payload: { name: 'Clinique du Parc SRL' },
      history: [],
    });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${id}/approve`,
      headers: { cookie: staff },
    });
    expect(approved.statusCode).toBe(200);
    const body = approved.json<Detail>();
    expect(body.state).toBe('approved');
    expect(body.history).toHaveLength(1);
    const [entry] = body.history;
    expect(entry).toMatchObject({
      action: 'approve',
      by: 'staff@demo.test',
      detail: {
        kind: 'update',
        type: 'invoicing',
        address_id: main!.id,
        previous: { name: main!.name },
        applied: { name: 'Clinique du Parc SRL', city: 'Bruxelles' },
      },
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry!.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The same history when the request is opened again.
    expect((await detail(id)).json<Detail>().history).toEqual(body.history);
  });

  it('a refusal records the reason; the buyer reads the decision and the reason', async () => {
    const id = await ask(pharma, 'Dépôt de Wavre');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: '  Adresse hors de notre zone de livraison.  ' },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<Detail>()).toMatchObject({
      state: 'refused',
      reason: 'Adresse hors de notre zone de livraison.',
      history: [
        {
          action: 'refuse',
          by: 'staff@demo.test',
          detail: { reason: 'Adresse hors de notre zone de livraison.' },
        },
      ],
    });
    const own = (
      await t.app.inject({ method: 'GET', url: '/address_requests', headers: { cookie: pharma } })
    ).json<{ items: { id: number; state: string; reason: string | null; decided_at: string | null }[] }>();
    expect(own.items.find((r) => r.id === id)).toMatchObject({
      state: 'refused',
      reason: 'Adresse hors de notre zone de livraison.',
      decided_at: expect.any(String),
    });
  });

  it('a decision that fails records nothing (the log is in the decision transaction)', async () => {
    const id = await ask(vet, 'Antenne de Mons');
    await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${id}/approve`,
      headers: { cookie: staff },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${id}/refuse`,
      headers: { cookie: staff, 'accept-language': 'en' },
      payload: { reason: 'late' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'address_request_decided',
      message: 'This request has already been handled.',
    });
    const history = (await detail(id)).json<Detail>().history;
    expect(history.map((h) => h.action)).toEqual(['approve']);
  });

  it('an empty reason is refused with a localised message naming the field; nothing changes', async () => {
    const id = await ask(vet, 'Antenne de Namur');
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${id}/refuse`,
      headers: { cookie: staff, 'accept-language': 'nl' },
      payload: { reason: '   ' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: { path: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('De verzonden gegevens zijn ongeldig.');
    expect(body.fields.map((f) => f.path)).toEqual(['body.reason']);
    expect((await detail(id)).json<Detail>()).toMatchObject({ state: 'pending', history: [] });
  });
});

describe('the staff queue', () => {
  it('has work in it on the demo data: pending requests, decided ones with their history', async () => {
    const all = await list('?page_size=100');
    const byName = (name: string) => all.items.find((r) => r.payload?.name === name);
    expect(byName('Antenne de Jambes')).toMatchObject({ state: 'pending', kind: 'create', type: 'delivery' });
    expect(byName('Service comptabilité')).toMatchObject({
      state: 'pending',
      kind: 'update',
      type: 'invoicing',
      address: { id: expect.any(Number) },
    });
    const refused = byName('Dépôt saisonnier')!;
    expect(refused).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('dépôts temporaires'),
    });
    expect((await detail(refused.id)).json<Detail>().history).toMatchObject([
      { action: 'refuse', by: 'staff@demo.test', detail: { reason: refused.reason } },
    ]);
    const approved = byName('Cabinet annexe')!;
    expect(approved).toMatchObject({ state: 'approved', address: { name: 'Cabinet annexe' } });
    expect((await detail(approved.id)).json<Detail>().history).toMatchObject([
      { action: 'approve', by: 'staff@demo.test' },
    ]);
  });

  it('lists pending requests first, oldest first, then the decided ones; filters and pages', async () => {
    const a = await ask(pharma, 'Filtre Alpha', 'invoicing');
    const b = await ask(pharma, 'Filtre Beta');
    const all = await list('?page_size=100');
    const states = all.items.map((r) => r.state);
    const firstDecided = states.findIndex((s) => s !== 'pending');
    expect(firstDecided).toBeGreaterThan(0);
    expect(states.slice(firstDecided).every((s) => s !== 'pending')).toBe(true);
    const pendingIds = all.items.filter((r) => r.state === 'pending').map((r) => r.id);
    expect(pendingIds).toEqual([...pendingIds].sort((x, y) => x - y));
    expect(all.count).toBe(all.items.length);

    const pharmaRef = all.items.find((r) => r.id === a)!.customer.ref;
    const mine = await list(
      `?state=pending&type=invoicing&kind=create&customer=${encodeURIComponent(pharmaRef)}`,
    );
    expect(mine.items.map((r) => r.id)).toContain(a);
    expect(mine.items.map((r) => r.id)).not.toContain(b);
    expect(mine.items.every((r) => r.customer.ref === pharmaRef && r.type === 'invoicing')).toBe(true);

    const byName = await list(
      `?customer=${encodeURIComponent(
        all.items
          .find((r) => r.id === a)!
          .customer.name.slice(2, 8)
          .toLowerCase(),
      )}`,
    );
    expect(byName.items.some((r) => r.id === a)).toBe(true);
    // A LIKE wildcard typed by the staff is searched as itself.
    expect((await list('?customer=%25')).count).toBe(0);

    const page1 = await list('?page_size=2&page=1');
    const page2 = await list('?page_size=2&page=2');
    expect(page1.count).toBe(all.count);
    expect(page1.items.map((r) => r.id)).toEqual(all.items.slice(0, 2).map((r) => r.id));
    expect(page2.items.map((r) => r.id)).toEqual(all.items.slice(2, 4).map((r) => r.id));
  });

  it('answers bad filters with 400 and an unknown request with 404', async () => {
    for (const query of ['?state=done', '?kind=move', '?type=billing', '?page=0', '?page_size=1000']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/staff/address_requests${query}`,
        headers: { cookie: staff, 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('The data sent is not valid.');
    }
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await detail(0)).statusCode).toBe(400);
  });

  it('is for staff accounts only: a buyer gets 403, a guest 401', async () => {
    const id = await ask(vet, 'Antenne de Gand');
    for (const cookie of [vet, pharma]) {
      expect((await detail(id, cookie)).statusCode).toBe(403);
      const summary = await t.app.inject({ method: 'GET', url: '/staff/summary', headers: { cookie } });
      expect(summary.statusCode).toBe(403);
    }
    expect((await detail(id, '')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/staff/summary' })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists the staff calls of this part with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const [path, method] of [
      ['/staff/summary', 'get'],
      ['/staff/address_requests', 'get'],
      ['/staff/address_requests/{id}', 'get'],
      ['/staff/address_requests/{id}/approve', 'post'],
      ['/staff/address_requests/{id}/refuse', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('200');
  });
});

describe('the staff home', () => {
  const queues = async () =>
    (await t.app.inject({ method: 'GET', url: '/staff/summary', headers: { cookie: staff } })).json<{
      queues: { queue: string; count: number }[];
    }>().queues;
  const of = (q: string, rows: { queue: string; count: number }[]) => rows.find((r) => r.queue === q)!.count;

  it('counts the pending address requests and the mails waiting or failed', async () => {
    const before = await queues();
    const [pending] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from address_change_requests where state = 'pending'`,
    );
    expect(of('address_requests', before)).toBe(pending!.n);
    await ask(vet, 'Antenne de Louvain');
    await t.db.execute(
      sql`insert into mail_outbox (kind, to_address, locale, subject, text_body, html_body, state)
          values ('test', 'a@example.test', 'fr', 's', 't', 'h', 'pending'),
                 ('test', 'b@example.test', 'fr', 's', 't', 'h', 'failed'),
                 ('test', 'c@example.test', 'fr', 's', 't', 'h', 'sent')`,
    );
    const after = await queues();
    expect(of('address_requests', after)).toBe(of('address_requests', before) + 1);
    expect(of('mails_pending', after)).toBe(of('mails_pending', before) + 1);
    expect(of('mails_failed', after)).toBe(of('mails_failed', before) + 1);
  });

  it('counts the quotations the buyers asked for and the staff have not sent', async () => {
    const before = await queues();
    const [product] = await pickVariants(t.db, { minStock: 1 });
    const draft = await t.app.inject({
      method: 'POST',
      url: '/quotations/create',
      headers: { cookie: vet },
      payload: { lines: [{ product_id: product!.id, quantity: 2 }] },
    });
    expect(draft.statusCode).toBeLessThan(300);
    // A draft is not the staff's yet.
    expect(of('quotations', await queues())).toBe(of('quotations', before));
    const asked = await t.app.inject({
      method: 'POST',
      url: `/quotations/${draft.json<{ id: number }>().id}/request_quotation`,
      headers: { cookie: vet },
    });
    expect(asked.statusCode).toBe(200);
    expect(of('quotations', await queues())).toBe(of('quotations', before) + 1);
  });
});
