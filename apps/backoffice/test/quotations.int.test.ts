import { mailOutbox, queryRows } from '@vetshop/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, sync, tx, type TestApp, type VariantPick } from './harness';
import { readPdf } from './pdf-text';

/**
 * Issue 10 §1: the buyer's quotations, every call of spec doc 2 §7 "Quotations". A quotation is the customer's
 * (another customer's is a 404), changes state only as the domain's state machine allows (409
 * invalid_transition otherwise), holds a product once (409 duplicate_line, the spec's message) and a
 * reference once among the customer's quotations that are not cancelled (409 duplicate_reference).
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let products: VariantPick[];
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  // Far into the list: other test files' picks (the first variants) are not these.
  products = (await pickVariants(t.db, { minStock: 20, count: 40 })).slice(-4);
});
afterAll(() => t.close());

type Q = {
  id: number;
  name: string;
  quotation_state: string;
  client_order_ref: string | null;
  note: string | null;
  lines: {
    line_id: number;
    product_id: number;
    quantity: number;
    sequence: number;
    unit_price: number;
    discount: number;
    price_subtotal: number;
    quoted: boolean;
    order_mode: string;
    name: string;
  }[];
  summary: {
    subtotal_without_discount: number;
    discount_total: number;
    subtotal: number;
    shipping: number;
    tax: number;
    total: number;
  };
  sale_id: number | null;
  validity_date: string | null;
  actions: Record<string, boolean>;
};

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'fr',
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

async function create(cookie: string, body: object = {}): Promise<Q> {
  const res = await call(cookie, 'POST', '/quotations/create', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Q>();
}

async function ok(res: Awaited<ReturnType<typeof call>>): Promise<Q> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Q>();
}

/** Requested by the vet, priced and sent by the staff: waiting for the vet's acceptance. */
async function sent(lines: { product_id: number; quantity?: number }[], validity: string | null = null) {
  const q = await create(vet, { lines });
  await ok(await call(vet, 'POST', `/quotations/${q.id}/request_quotation`));
  const priced = await ok(
    await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
      lines: q.lines.map((l, i) => ({ line_id: l.line_id, unit_price: 100 + i, discount: 10 })),
      ...(validity ? { validity_date: validity } : {}),
    }),
  );
  expect(priced.lines.every((l) => l.quoted)).toBe(true);
  return ok(await call(staff, 'POST', `/staff/quotations/${q.id}/send`));
}

describe('authentication and ownership', () => {
  it('every call needs a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/quotations' });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/quotations/create', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it("another customer's quotation is a 404 on every call", async () => {
    const q = await create(vet, { lines: [{ product_id: products[0]!.id }] });
    const lineId = q.lines[0]!.line_id;
    const calls: [string, string, object?][] = [
      ['GET', `/quotations/${q.id}`],
      ['GET', `/quotations/${q.id}/download`],
      ['POST', `/quotations/${q.id}`, { note: 'x' }],
      ['POST', `/quotations/${q.id}/update`, { note: 'x' }],
      ['POST', `/quotations/${q.id}/add_line`, { product_id: products[1]!.id }],
      [
        'PUT',
        `/quotations/${q.id}/update_line`,
        { line_id: lineId, product_id: products[0]!.id, quantity: 3 },
      ],
      ['POST', `/quotations/${q.id}/delete_line`, { line_id: lineId }],
      ['POST', `/quotations/${q.id}/request_quotation`],
      ['POST', `/quotations/${q.id}/accept`],
      ['POST', `/quotations/${q.id}/cancel`],
      ['POST', `/quotations/${q.id}/reset_to_draft`],
      ['DELETE', `/quotations/${q.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(pharma, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'quotation_not_found', message: 'Ce devis n’existe pas.' });
    }
    const list = await call(pharma, 'GET', '/quotations?page_size=999');
    expect(list.json<{ items: { id: number }[] }>().items.map((i) => i.id)).not.toContain(q.id);
    // Nothing changed for the vet.
    expect((await ok(await call(vet, 'GET', `/quotations/${q.id}`))).quotation_state).toBe('draft');
  });

  it('the staff API is 403 for a buyer, 401 without a session', async () => {
    expect((await call(vet, 'GET', '/staff/quotations')).statusCode).toBe(403);
    expect((await call(vet, 'POST', '/staff/quotations/1/send')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/staff/quotations' })).statusCode).toBe(401);
  });
});

describe('drafts and lines', () => {
  it('creates a draft numbered Q<year>-<seq>, new lines at quantity 1, the buyer’s prices and the summary', async () => {
    const q = await create(vet, {
      client_order_ref: `REF-${Date.now()}`,
      lines: [{ product_id: products[0]!.id }, { product_id: products[1]!.id, quantity: 3 }],
    });
    expect(q.name).toMatch(/^Q\d{4}-\d{6}$/);
    expect(q.quotation_state).toBe('draft');
    expect(q.lines.map((l) => l.quantity)).toEqual([1, 3]);
    expect(q.lines.every((l) => !l.quoted && l.unit_price > 0)).toBe(true);
    const goods = q.lines.reduce((s, l) => s + Math.round(l.price_subtotal * 100), 0);
    expect(Math.round(q.summary.subtotal * 100)).toBe(goods);
    expect(
      Math.round(q.summary.subtotal_without_discount * 100) - Math.round(q.summary.discount_total * 100),
    ).toBe(goods);
    expect(Math.round(q.summary.total * 100)).toBe(
      goods + Math.round(q.summary.shipping * 100) + Math.round(q.summary.tax * 100),
    );
    expect(q.actions).toEqual({
      edit: true,
      request_quotation: true,
      accept: false,
      cancel: true,
      reset_to_draft: false,
      delete: true,
    });
  });

  it('adds, changes and removes lines; a product already there is 409 with the spec’s message in fr/nl/en', async () => {
    const q = await create(vet);
    let after = await ok(
      await call(vet, 'POST', `/quotations/${q.id}/add_line`, { product_id: products[0]!.id }),
    );
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0]!.quantity).toBe(1);
    const messages: Record<string, string> = {
      // "ce devis", not the standard order's "cette commande type" (issue 17 §6).
      fr: 'Ce produit est déjà présent dans ce devis',
      nl: 'Dit product staat al in deze offerte',
      en: 'This product is already in this quotation',
    };
    for (const lang of ['fr', 'nl', 'en']) {
      const dup = await call(
        vet,
        'POST',
        `/quotations/${q.id}/add_line`,
        { product_id: products[0]!.id, quantity: 4 },
        lang,
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'duplicate_line', message: messages[lang] });
    }
    after = await ok(
      await call(vet, 'POST', `/quotations/${q.id}/add_line`, { product_id: products[1]!.id, quantity: 2 }),
    );
    const [first, second] = after.lines;
    // Changing a line to the other line's product is the same duplicate.
    const clash = await call(vet, 'PUT', `/quotations/${q.id}/update_line`, {
      line_id: first!.line_id,
      product_id: products[1]!.id,
      quantity: 1,
    });
    expect(clash.statusCode).toBe(409);
    after = await ok(
      await call(vet, 'PUT', `/quotations/${q.id}/update_line`, {
        line_id: first!.line_id,
        product_id: products[0]!.id,
        quantity: 7,
      }),
    );
    expect(after.lines.find((l) => l.line_id === first!.line_id)!.quantity).toBe(7);
    after = await ok(
      await call(vet, 'POST', `/quotations/${q.id}/delete_line`, { line_id: second!.line_id }),
    );
    expect(after.lines.map((l) => l.line_id)).toEqual([first!.line_id]);
    const gone = await call(vet, 'POST', `/quotations/${q.id}/delete_line`, { line_id: second!.line_id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('quotation_line_not_found');
  });

  it('writes reference, note and lines in one call (POST quotations/{id} and /update)', async () => {
    const q = await create(vet, { lines: [{ product_id: products[0]!.id }] });
    const after = await ok(
      await call(vet, 'POST', `/quotations/${q.id}`, {
        note: 'Livrer le matin',
        lines: [
          { line_id: q.lines[0]!.line_id, product_id: products[0]!.id, quantity: 5 },
          { product_id: products[2]!.id, quantity: 1 },
        ],
      }),
    );
    expect(after.note).toBe('Livrer le matin');
    expect(after.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [products[0]!.id, 5],
      [products[2]!.id, 1],
    ]);
    const viaUpdate = await ok(await call(vet, 'POST', `/quotations/${q.id}/update`, { lines: [] }));
    expect(viaUpdate.lines).toEqual([]);
    const twice = await call(vet, 'POST', `/quotations/${q.id}`, {
      lines: [
        { product_id: products[0]!.id, quantity: 1 },
        { product_id: products[0]!.id, quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('duplicate_line');
  });

  it('a reference is unique among the customer’s quotations that are not cancelled (409, case ignored)', async () => {
    const ref = `PO-${Date.now()}`;
    const first = await create(vet, { client_order_ref: ref });
    const dup = await call(vet, 'POST', '/quotations/create', { client_order_ref: ` ${ref.toLowerCase()} ` });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'duplicate_reference' });
    expect(dup.json().message).toContain(ref.toLowerCase());
    const other = await create(vet);
    expect((await call(vet, 'POST', `/quotations/${other.id}`, { client_order_ref: ref })).statusCode).toBe(
      409,
    );
    // Another customer may use it; a cancelled quotation frees it.
    await create(pharma, { client_order_ref: ref });
    await ok(await call(vet, 'POST', `/quotations/${first.id}/cancel`));
    await ok(await call(vet, 'POST', `/quotations/${other.id}`, { client_order_ref: ref }));
  });

  it('creates from the current cart, leaving the cart as it is', async () => {
    const p = products[3]!;
    await sync(t.app, pharma, null, [tx(p.id, 4)]);
    const q = await create(pharma, { from_cart: true });
    expect(q.lines.map((l) => [l.product_id, l.quantity])).toContainEqual([p.id, 4]);
  });

  it('products the buyer may not see cannot be added (404), bad input is a 400 with a localised message', async () => {
    const [vetOnly] = await pickVariants(t.db, { veterinaryOnly: true });
    const q = await create(pharma);
    const hidden = await call(pharma, 'POST', `/quotations/${q.id}/add_line`, { product_id: vetOnly!.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('quotation_product_unavailable');
    const bad = await call(
      pharma,
      'POST',
      `/quotations/${q.id}/add_line`,
      { product_id: 'x', quantity: 0 },
      'nl',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'De verzonden gegevens zijn ongeldig.',
    });
  });

  it('lists with page_size ≤ 999, a state filter and the banner’s counts', async () => {
    const res = await call(vet, 'GET', '/quotations?page_size=999&quotation_state=draft');
    const list = res.json<{
      count: number;
      items: { quotation_state: string; line_count: number }[];
      counts: { draft: number; waiting_acceptation: number };
    }>();
    expect(list.items.every((i) => i.quotation_state === 'draft')).toBe(true);
    expect(list.count).toBe(list.items.length);
    expect(list.counts.draft).toBe(list.count);
    expect((await call(vet, 'GET', '/quotations?page_size=1000')).statusCode).toBe(400);
  });
});

describe('the state machine', () => {
  it('refuses any other transition with 409 naming the state', async () => {
    const q = await create(vet);
    const accept = await call(vet, 'POST', `/quotations/${q.id}/accept`, undefined, 'en');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({
      code: 'invalid_transition',
      message: 'Not possible: this quotation is "Draft".',
    });
    expect((await call(vet, 'POST', `/quotations/${q.id}/reset_to_draft`)).statusCode).toBe(409);
    // An empty draft cannot be requested.
    expect((await call(vet, 'POST', `/quotations/${q.id}/request_quotation`)).json().code).toBe(
      'quotation_empty',
    );
  });

  it('a requested quotation is not edited nor deleted; cancel, reset and delete where allowed', async () => {
    const q = await create(vet, { lines: [{ product_id: products[0]!.id }] });
    const requested = await ok(await call(vet, 'POST', `/quotations/${q.id}/request_quotation`));
    expect(requested.quotation_state).toBe('customer_request');
    for (const [method, url, payload] of [
      ['POST', `/quotations/${q.id}/add_line`, { product_id: products[1]!.id }],
      ['POST', `/quotations/${q.id}`, { note: 'x' }],
      ['DELETE', `/quotations/${q.id}`, undefined],
    ] as const) {
      const res = await call(vet, method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().code).toBe('invalid_transition');
    }
    expect((await ok(await call(vet, 'POST', `/quotations/${q.id}/cancel`))).quotation_state).toBe('cancel');
    expect((await call(vet, 'POST', `/quotations/${q.id}/cancel`)).statusCode).toBe(409);
    expect((await call(vet, 'DELETE', `/quotations/${q.id}`)).statusCode).toBe(204);
    expect((await call(vet, 'GET', `/quotations/${q.id}`)).statusCode).toBe(404);
  });

  it('reset_to_draft clears the staff’s prices and validity date', async () => {
    const q = await sent([{ product_id: products[0]!.id }], '2099-12-31');
    expect(q.validity_date).toBe('2099-12-31');
    const reset = await ok(await call(vet, 'POST', `/quotations/${q.id}/reset_to_draft`));
    expect(reset.quotation_state).toBe('draft');
    expect(reset.validity_date).toBeNull();
    expect(reset.lines.every((l) => !l.quoted)).toBe(true);
  });
});

describe('accepting', () => {
  it('becomes an order at the quoted prices, found in GET sales', async () => {
    const q = await sent(
      [{ product_id: products[1]!.id, quantity: 2 }, { product_id: products[2]!.id }],
      '2099-12-31',
    );
    expect(q.quotation_state).toBe('waiting_acceptation');
    expect(q.lines.map((l) => [l.unit_price, l.discount, l.price_subtotal])).toEqual([
      [100, 10, 180],
      [101, 10, 90.9],
    ]);
    const accepted = await ok(await call(vet, 'POST', `/quotations/${q.id}/accept`));
    expect(accepted.quotation_state).toBe('accepted');
    expect(accepted.sale_id).toEqual(expect.any(Number));
    const sales = (await call(vet, 'GET', '/sales?page_size=50')).json<{
      items: { id: number; amount_total: number; customer_ref: string | null }[];
    }>();
    const order = sales.items.find((s) => s.id === accepted.sale_id);
    expect(order).toBeDefined();
    expect(order!.amount_total).toBe(accepted.summary.total);
    const detail = (await call(vet, 'GET', `/sales/${accepted.sale_id}`)).json<{
      lines: { product_id: number | null; unit_price: number; qty: number }[];
    }>();
    const productLines = detail.lines.filter(
      (l) => l.product_id === products[1]!.id || l.product_id === products[2]!.id,
    );
    expect(productLines.map((l) => [l.product_id, l.unit_price, l.qty])).toEqual([
      [products[1]!.id, 100, 2],
      [products[2]!.id, 101, 1],
    ]);
    expect((await call(vet, 'POST', `/quotations/${q.id}/accept`)).statusCode).toBe(409);
    // Another customer cannot accept it, nor see its order.
    expect((await call(pharma, 'GET', `/sales/${accepted.sale_id}`)).statusCode).toBe(404);
  });

  it('after the validity date: 409 quotation_expired, nothing ordered', async () => {
    const q = await sent([{ product_id: products[0]!.id }], t.ctx.today());
    await t.db.execute(sql`update quotations set validity_date = date '2020-01-31' where id = ${q.id}`);
    const res = await call(vet, 'POST', `/quotations/${q.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'quotation_expired' });
    expect(res.json().message).toContain('31 janvier 2020');
    expect((await ok(await call(vet, 'GET', `/quotations/${q.id}`))).sale_id).toBeNull();
  });
});

describe('the staff queue', () => {
  it('lists requests oldest first with the customer; prices need a customer_request; send needs every line priced', async () => {
    const q = await create(vet, {
      lines: [{ product_id: products[0]!.id }, { product_id: products[1]!.id }],
    });
    // Not requested yet: the staff cannot price it.
    const early = await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
      lines: [{ line_id: q.lines[0]!.line_id, unit_price: 1, discount: 0 }],
    });
    expect(early.statusCode).toBe(409);
    await ok(await call(vet, 'POST', `/quotations/${q.id}/request_quotation`));
    const queue = (await call(staff, 'GET', '/staff/quotations?page_size=100')).json<{
      items: { id: number; customer: { ref: string }; date_requested: string }[];
    }>();
    const mine = queue.items.find((i) => i.id === q.id);
    expect(mine?.customer.ref).toBeTruthy();
    const dates = queue.items.map((i) => i.date_requested);
    expect([...dates].sort()).toEqual(dates);
    await ok(
      await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
        lines: [{ line_id: q.lines[0]!.line_id, unit_price: 50, discount: 12.5 }],
        validity_date: '2099-06-30',
      }),
    );
    const notPriced = await call(staff, 'POST', `/staff/quotations/${q.id}/send`);
    expect(notPriced.statusCode).toBe(409);
    expect(notPriced.json().code).toBe('quotation_not_priced');
    const past = await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
      lines: [],
      validity_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const badDay = await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
      lines: [],
      validity_date: '2099-02-30',
    });
    expect(badDay.statusCode).toBe(400);
    await ok(
      await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
        lines: [{ line_id: q.lines[1]!.line_id, unit_price: 20, discount: 0 }],
      }),
    );
    const sentQ = await ok(await call(staff, 'POST', `/staff/quotations/${q.id}/send`));
    expect(sentQ.quotation_state).toBe('waiting_acceptation');
    const detail = (await call(staff, 'GET', `/staff/quotations/${q.id}`)).json<{
      requested_by: string;
      history: { action: string; by: string; detail: Record<string, unknown> }[];
    }>();
    expect(detail.requested_by).toBe('vet@demo.test');
    expect(detail.history.map((h) => [h.action, h.by])).toEqual([
      ['price', 'staff@demo.test'],
      ['price', 'staff@demo.test'],
      ['send', 'staff@demo.test'],
    ]);
    expect(detail.history[0]!.detail).toMatchObject({
      lines: [{ line_id: q.lines[0]!.line_id, unit_price: 50, discount: 12.5 }],
      validity_date: '2099-06-30',
    });
    expect((await call(staff, 'GET', '/staff/quotations/999999')).statusCode).toBe(404);
  });
});

describe('mails', () => {
  const outboxOf = (id: number) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recordType, 'quotation'), eq(mailOutbox.recordId, id)));

  it('a request mails every active staff account; sending mails the buyer in their language; refused calls none', async () => {
    const q = await create(vet, {
      client_order_ref: `MAIL-${Date.now()}`,
      lines: [{ product_id: products[0]!.id }],
    });
    expect((await call(vet, 'POST', `/quotations/${q.id}/accept`)).statusCode).toBe(409);
    expect(await outboxOf(q.id)).toEqual([]);
    await ok(await call(vet, 'POST', `/quotations/${q.id}/request_quotation`));
    const staffLogins = await queryRows<{ login: string }>(
      t.db,
      sql`select login from users where is_staff and active`,
    );
    let mails = await outboxOf(q.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(staffLogins.map((s) => s.login).sort());
    const request = mails[0]!;
    expect(request.kind).toBe('quotation_request');
    expect(request.subject).toContain(q.name);
    expect(request.textBody).toContain(`/fr/staff/quotations/${q.id}`);
    // The count of lines in each staff member's language, with its plural form (never "ligne(s)").
    const oneLine = {
      fr: 'demande un devis pour 1 ligne.',
      nl: 'vraagt een offerte voor 1 regel.',
      en: 'for 1 line.',
    };
    for (const m of mails) expect(m.textBody).toContain(oneLine[m.locale as keyof typeof oneLine]);
    const two = await create(vet, {
      client_order_ref: `MAIL2-${Date.now()}`,
      lines: [{ product_id: products[0]!.id }, { product_id: products[1]!.id }],
    });
    await ok(await call(vet, 'POST', `/quotations/${two.id}/request_quotation`));
    const twoLines = {
      fr: 'demande un devis pour 2 lignes.',
      nl: 'vraagt een offerte voor 2 regels.',
      en: 'for 2 lines.',
    };
    for (const m of await outboxOf(two.id))
      expect(m.textBody).toContain(twoLines[m.locale as keyof typeof twoLines]);
    // A refused send (not priced) adds nothing.
    expect((await call(staff, 'POST', `/staff/quotations/${q.id}/send`)).statusCode).toBe(409);
    expect(await outboxOf(q.id)).toHaveLength(mails.length);
    await ok(
      await call(staff, 'POST', `/staff/quotations/${q.id}/prices`, {
        lines: [{ line_id: q.lines[0]!.line_id, unit_price: 40, discount: 0 }],
        validity_date: '2099-01-15',
      }),
    );
    await ok(await call(staff, 'POST', `/staff/quotations/${q.id}/send`));
    mails = await outboxOf(q.id);
    const ready = mails.find((m) => m.kind === 'quotation_ready')!;
    const [buyer] = await queryRows<{ locale: string }>(
      t.db,
      sql`select locale from users where login = 'vet@demo.test'`,
    );
    expect(ready.toAddress).toBe('vet@demo.test');
    expect(ready.locale).toBe(buyer!.locale);
    expect(ready.subject).toContain(q.name);
    expect(ready.textBody).toContain(`/${buyer!.locale}/account/quotations/${q.id}`);
    expect(ready.textBody).toMatch(/2099/);
    expect(ready.htmlBody).toContain('<!DOCTYPE html>');
  });
});

describe('download', () => {
  it('is a real PDF with the number, the lines and the total, in the request’s language', async () => {
    const q = await create(vet, { lines: [{ product_id: products[0]!.id, quantity: 2 }] });
    const res = await call(vet, 'GET', `/quotations/${q.id}/download`, undefined, 'nl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`offerte-${q.name}.pdf`);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(`Offerte ${q.name}`);
    expect(pdf.text).toContain('Concept');
    expect(pdf.text).toContain(products[0]!.sku);
    expect(pdf.text).toContain('Totaal incl. btw');
  });
});

describe('OpenAPI', () => {
  it('lists every quotation call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const expected: [string, string][] = [
      ['/quotations', 'get'],
      ['/quotations/{id}', 'get'],
      ['/quotations/{id}', 'post'],
      ['/quotations/{id}', 'delete'],
      ['/quotations/{id}/download', 'get'],
      ['/quotations/create', 'post'],
      ['/quotations/{id}/update', 'post'],
      ['/quotations/{id}/add_line', 'post'],
      ['/quotations/{id}/update_line', 'put'],
      ['/quotations/{id}/delete_line', 'post'],
      ['/quotations/{id}/request_quotation', 'post'],
      ['/quotations/{id}/accept', 'post'],
      ['/quotations/{id}/cancel', 'post'],
      ['/quotations/{id}/reset_to_draft', 'post'],
      ['/staff/quotations', 'get'],
      ['/staff/quotations/{id}', 'get'],
      ['/staff/quotations/{id}/prices', 'post'],
      ['/staff/quotations/{id}/send', 'post'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
