import type {
  Cart,
  Payable,
  PaymentMethods,
  PaymentTransaction,
  PaymentTransactionStatus,
  SaleDetail,
  StaffCustomerPaymentMethods,
} from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { isBelgianStructuredReference } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMollieServer, type MollieServer } from '../../../e2e/support/mollie-server';
import {
  cartOf,
  createTestApp,
  login,
  pickVariants,
  sync,
  tx,
  type TestApp,
  type VariantPick,
} from './harness';
import { startSecondBackoffice, type SecondBackoffice } from './second-process';

/**
 * Paying the cart (issue 22, decision 038): the payable, the providers, the redirect flow's transactions against
 * a local server speaking Mollie's payments API, webhooks replayed, out of order, unknown, racing the return.
 */
let t: TestApp;
let mollie: MollieServer;
let vet: string;
let pharma: string;
let staff: string;
let picks: VariantPick[];
let clock = Date.now();
const STOREFRONT = 'http://localhost:3000';
const RETURN_URL = `${STOREFRONT}/fr/cart-validated`;

beforeAll(async () => {
  mollie = await startMollieServer();
  t = await createTestApp({
    now: () => new Date(clock),
    env: {
      MOLLIE_API_URL: mollie.url,
      MOLLIE_API_KEY: mollie.apiKey,
      PAYMENT_PUBLIC_URL: 'http://127.0.0.1:9',
    },
  });
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  picks = await pickVariants(t.db, { role: 'veterinary', minStock: 50, count: 2, maxGrossCents: 5000 });
});
afterAll(async () => {
  await t.close();
  await mollie.close();
});
beforeEach(() => {
  clock = Date.now();
});

const get = (cookie: string, url: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const post = (cookie: string, url: string, payload: object, lang = 'fr') =>
  t.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': lang }, payload });

async function freshCart(cookie: string, lines: [number, number][]): Promise<Cart> {
  const current = await sync(t.app, cookie, null, []);
  if (current.statusCode === 200) {
    const c = cartOf(current);
    await sync(
      t.app,
      cookie,
      c.uuid,
      c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    );
  }
  return cartOf(
    await sync(
      t.app,
      cookie,
      null,
      lines.map(([id, qty]) => tx(id, qty)),
    ),
  );
}

async function payable(cookie: string): Promise<Payable> {
  const res = await get(cookie, '/carts/current/payable');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Payable>();
}

const providerId = { on_account: 1, wire_transfer: 2, mollie: 3 } as const;

const start = (cookie: string, p: string, provider: keyof typeof providerId, lang = 'fr') =>
  post(
    cookie,
    '/payment/transactions',
    {
      payable: p,
      flow: 'redirect',
      provider_id: providerId[provider],
      frontend_redirect_url: RETURN_URL,
      provider_input: provider === 'mollie' ? { method: 'bancontact' } : {},
    },
    lang,
  );

function txOf(res: LightMyRequestResponse): PaymentTransaction {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentTransaction>();
}

const webhook = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/payment/providers/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });

const status = async (cookie: string, reference: string) => {
  const res = await get(cookie, `/payment/transactions/${encodeURIComponent(reference)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentTransactionStatus>();
};

async function ordersOfCart(uuid: string) {
  return queryRows<{ id: number; amount_total_cents: number }>(
    t.db,
    sql`select id, amount_total_cents from sale_orders where uuid = ${uuid}`,
  );
}
async function transactionRow(reference: string) {
  const [row] = await queryRows<{ state: string; order_id: number | null; note: string | null }>(
    t.db,
    sql`select state, order_id, note from payment_transactions where reference = ${reference}`,
  );
  return row!;
}
const paymentIdOf = (tr: PaymentTransaction) => /checkout\/(tr_\w+)/.exec(tr.redirect_form_html)![1]!;

describe('the payable and the providers', () => {
  it("signs the cart's total from the back office and lists the providers with their icons", async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 2]]);
    const p = await payable(vet);
    expect(p.amount).toBe(cart.amount.total);
    expect(p.currency_code).toBe('EUR');
    expect(p.payable_reference).toBe(cart.name);
    const methods = (
      await get(vet, `/payment/methods?payable=${encodeURIComponent(p.payable)}`, 'nl')
    ).json<PaymentMethods>();
    expect(methods.providers.map((m) => m.code)).toEqual(['on_account', 'wire_transfer', 'mollie']);
    expect(methods.providers[2]!.state).toBe('test');
    expect(methods.providers[0]!.name).toBe('Op factuur');
    expect(methods.providers[2]!.payment_icons.map((i) => i.image_url)).toContain(
      '/payment-icons/bancontact.svg',
    );
  });

  it('offers only the providers chosen for the customer, and no online payment without a key', async () => {
    await freshCart(vet, [[picks[0]!.productId, 1]]);
    const p = (await payable(vet)).payable;
    const vetId = (
      await queryRows<{ id: number }>(
        t.db,
        sql`select customer_id as id from users where login = 'vet@demo.test'`,
      )
    )[0]!.id;
    await t.db.execute(
      sql`insert into customer_payment_providers (customer_id, provider) values (${vetId}, 'wire_transfer')`,
    );
    try {
      const codes = (await get(vet, `/payment/methods?payable=${encodeURIComponent(p)}`))
        .json<PaymentMethods>()
        .providers.map((m) => m.code);
      expect(codes).toEqual(['wire_transfer']);
      expect((await start(vet, p, 'on_account')).json().code).toBe('payment_provider_not_found');
    } finally {
      await t.db.execute(sql`delete from customer_payment_providers where customer_id = ${vetId}`);
    }
    const saved = t.ctx.config.payment.mollie;
    t.ctx.config.payment.mollie = null;
    try {
      const codes = (await get(vet, `/payment/methods?payable=${encodeURIComponent(p)}`))
        .json<PaymentMethods>()
        .providers.map((m) => m.code);
      expect(codes).toEqual(['on_account', 'wire_transfer']);
    } finally {
      t.ctx.config.payment.mollie = saved;
    }
  });

  it('refuses a tampered or expired payable, and another customer’s is not found', async () => {
    await freshCart(vet, [[picks[0]!.productId, 1]]);
    const p = (await payable(vet)).payable;
    const [body, sig] = p.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { amountCents: number };
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amountCents: 1 })).toString('base64url');
    const tampered = await start(vet, `${cheaper}.${sig}`, 'mollie', 'en');
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({
      code: 'payable_invalid',
      message: 'This payment is not valid. Reload your cart and try again.',
    });
    expect((await start(pharma, p, 'on_account')).statusCode).toBe(404);
    expect((await get(pharma, `/payment/methods?payable=${encodeURIComponent(p)}`)).statusCode).toBe(404);
    clock += 31 * 60_000;
    const expired = await start(vet, p, 'on_account', 'nl');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('payable_expired');
    expect(mollie.payments.size).toBe(0);
  });

  it('refuses a payable whose cart no longer totals its amount (a price or a line changed), the cart kept', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const p = (await payable(vet)).payable;
    await sync(t.app, vet, cart.uuid, [tx(picks[1]!.productId, 1)]);
    const res = await start(vet, p, 'mollie', 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'payable_amount_changed',
      message: 'The amount of your cart has changed. Check the new total before paying.',
    });
    expect(await ordersOfCart(cart.uuid)).toEqual([]);
    expect(cartOf(await sync(t.app, vet, null, [])).lines).toHaveLength(2);
  });

  it('refuses before any payment what the checkout would refuse: a pickup carrier without its point', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const carriers = (await get(vet, '/carts/current/delivery_carriers')).json<{
      rows: { id: number; with_dropoff_site: boolean }[];
    }>().rows;
    const withPoints = carriers.find((c) => c.with_dropoff_site)!;
    const ordinary = carriers.find((c) => !c.with_dropoff_site)!;
    expect((await post(vet, '/carts/current/set_carrier', { carrier_id: withPoints.id })).statusCode).toBe(
      200,
    );
    try {
      const p = (await payable(vet)).payable;
      const res = await start(vet, p, 'mollie', 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('pickup_required');
      // No payment was started at the provider, nothing ordered.
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from payment_transactions where cart_id = ${cart.id}`,
      );
      expect(row!.n).toBe(0);
      expect(await ordersOfCart(cart.uuid)).toEqual([]);
    } finally {
      await post(vet, '/carts/current/set_carrier', { carrier_id: ordinary.id });
    }
  });

  it('refuses a return address outside the storefront', async () => {
    await freshCart(vet, [[picks[0]!.productId, 1]]);
    const p = (await payable(vet)).payable;
    const res = await post(vet, '/payment/transactions', {
      payable: p,
      flow: 'redirect',
      provider_id: 1,
      frontend_redirect_url: 'https://evil.example/x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('redirect_url_not_allowed');
    // Another storefront of the shop (PAYMENT_RETURN_ORIGINS) is a return address.
    const other = 'http://127.0.0.1:3320';
    t.ctx.config.payment.returnOrigins.push(other);
    try {
      const ok = await post(vet, '/payment/transactions', {
        payable: p,
        flow: 'redirect',
        provider_id: 3,
        frontend_redirect_url: `${other}/nl/cart-validated`,
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      t.ctx.config.payment.returnOrigins.pop();
    }
  });
});

describe('offline providers', () => {
  it('on account: the order at once, the transaction pending, one order however often it is posted', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 3]]);
    const p = (await payable(vet)).payable;
    const [a, b] = await Promise.all([start(vet, p, 'on_account'), start(vet, p, 'on_account')]);
    const first = txOf(a);
    const second = txOf(b);
    expect(second.reference).toBe(first.reference);
    expect(first.state).toBe('pending');
    expect(first.redirect_form_html).toContain('name="status" value="success"');
    expect(first.redirect_form_html).toContain(`action="${RETURN_URL}"`);
    const orders = await ordersOfCart(cart.uuid);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.amount_total_cents).toBe(Math.round(cart.amount.total * 100));
    const s = await status(vet, first.reference);
    expect(s).toMatchObject({ status: 'success', state: 'pending', order_id: orders[0]!.id });
    // Posted again later (the back button): the same transaction, still a success for the buyer.
    const later = txOf(await start(vet, p, 'on_account'));
    expect(later.reference).toBe(first.reference);
    expect(later.redirect_form_html).toContain('name="status" value="success"');
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
  });

  it('wire transfer: the order placed, pending, with the transfer details and a valid structured reference', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const first = txOf(await start(vet, (await payable(vet)).payable, 'wire_transfer'));
    expect(first.state).toBe('pending');
    expect(first.transfer?.iban).toMatch(/^BE/);
    expect(isBelgianStructuredReference(first.transfer!.structured_reference)).toBe(true);
    expect(first.redirect_form_html).toContain('value="pending"');
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
    const s = await status(vet, first.reference);
    expect(s.status).toBe('pending');
    expect(s.transfer?.structured_reference).toBe(first.transfer!.structured_reference);
  });
});

describe("one payment choice (decision 041): the method paid with is the order's payment mode", () => {
  async function orderModeCode(uuid: string) {
    const rows = await queryRows<{ code: string }>(
      t.db,
      sql`select pm.code from sale_orders so join payment_modes pm on pm.id = so.payment_mode_id where so.uuid = ${uuid}`,
    );
    return rows.map((r) => r.code);
  }

  it("on account and wire transfer: the order says so, the transfer with the shop's own mode", async () => {
    const modesBefore = await queryRows<{ id: number; code: string }>(
      t.db,
      sql`select id, code from payment_modes`,
    );
    const transferId = modesBefore.find((m) => m.code === 'transfer')?.id;
    expect(transferId).toBeDefined();

    const onAccount = await freshCart(vet, [[picks[0]!.productId, 1]]);
    txOf(await start(vet, (await payable(vet)).payable, 'on_account'));
    expect(await orderModeCode(onAccount.uuid)).toEqual(['on_account']);
    const [order] = await ordersOfCart(onAccount.uuid);
    const detail = await get(vet, `/sales/${order!.id}`);
    expect(detail.json<SaleDetail>().payment.mode?.name).toBe('Sur facture');

    const transfer = await freshCart(vet, [[picks[0]!.productId, 1]]);
    txOf(await start(vet, (await payable(vet)).payable, 'wire_transfer'));
    expect(await orderModeCode(transfer.uuid)).toEqual(['transfer']);
    const modesAfter = await queryRows<{ id: number; code: string }>(
      t.db,
      sql`select id, code from payment_modes`,
    );
    expect(modesAfter.find((m) => m.code === 'transfer')?.id).toBe(transferId);
  });

  it("a cancelled Bancontact payment leaves the method on the cart; the card paid with next is the order's", async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const tried = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    mollie.setStatus(paymentIdOf(tried), 'canceled');
    expect((await status(vet, tried.reference)).status).toBe('cancelled');
    const current = cartOf(await sync(t.app, vet, null, []));
    expect(current.uuid).toBe(cart.uuid);
    expect(current.payment_mode).toMatchObject({ code: 'bancontact', name: 'Bancontact' });

    const paid = txOf(
      await post(vet, '/payment/transactions', {
        payable: (await payable(vet)).payable,
        flow: 'redirect',
        provider_id: providerId.mollie,
        frontend_redirect_url: RETURN_URL,
        provider_input: { method: 'creditcard' },
      }),
    );
    mollie.setStatus(paymentIdOf(paid), 'paid');
    expect((await status(vet, paid.reference)).status).toBe('success');
    expect(await orderModeCode(cart.uuid)).toEqual(['creditcard']);
  });
});

describe('Mollie (redirect flow, webhook fetched back)', () => {
  it('paid: nothing ordered before the payment; the webhook orders once, replays change nothing', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 2]]);
    const p = (await payable(vet)).payable;
    const started = txOf(await start(vet, p, 'mollie'));
    expect(started.state).toBe('draft');
    const id = paymentIdOf(started);
    const paymentsBefore = mollie.payments.size;
    expect(mollie.payments.get(id)).toMatchObject({
      amount: { currency: 'EUR', value: cart.amount.total.toFixed(2) },
      method: 'bancontact',
      redirectUrl: `${RETURN_URL}?reference=${encodeURIComponent(started.reference)}`,
      webhookUrl: 'http://127.0.0.1:9/payment/providers/mollie/webhook',
    });
    // The browser sends no amount: the provider was asked for the back office's.
    expect(await ordersOfCart(cart.uuid)).toEqual([]);
    expect((await webhook(id)).statusCode).toBe(200); // still open: nothing
    expect((await transactionRow(started.reference)).state).toBe('draft');
    mollie.setStatus(id, 'paid');
    for (let i = 0; i < 3; i++) expect((await webhook(id)).statusCode).toBe(200);
    const orders = await ordersOfCart(cart.uuid);
    expect(orders).toHaveLength(1);
    expect(await transactionRow(started.reference)).toMatchObject({
      state: 'done',
      order_id: orders[0]!.id,
      note: null,
    });
    expect(await status(vet, started.reference)).toMatchObject({
      status: 'success',
      order_id: orders[0]!.id,
    });
    // Another customer cannot read it; the cart is gone, a new one is empty.
    expect((await get(pharma, `/payment/transactions/${started.reference}`)).statusCode).toBe(404);
    // The same payable again (back button, another tab): the transaction that ordered the cart, no new payment.
    const again = txOf(await start(vet, p, 'mollie'));
    expect(again.reference).toBe(started.reference);
    expect(again.redirect_form_html).toContain('value="success"');
    expect(mollie.payments.size).toBe(paymentsBefore);
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
    expect((await get(vet, '/carts/current/payable')).statusCode).toBe(404);
  });

  it('the return before the webhook: the status is read back on return, the later webhook changes nothing', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    const id = paymentIdOf(started);
    mollie.setStatus(id, 'paid');
    const s = await status(vet, started.reference);
    expect(s.status).toBe('success');
    expect(await status(vet, started.reference)).toMatchObject({ status: 'success', order_id: s.order_id });
    await webhook(id);
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
  });

  it('pending then paid, and a late "open" after paid is ignored (out of order)', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    const id = paymentIdOf(started);
    mollie.setStatus(id, 'pending');
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe('pending');
    expect((await status(vet, started.reference)).status).toBe('pending');
    expect(await ordersOfCart(cart.uuid)).toEqual([]);
    mollie.setStatus(id, 'authorized');
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe('authorized');
    mollie.setStatus(id, 'paid');
    await webhook(id);
    mollie.setStatus(id, 'open');
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe('done');
    mollie.setStatus(id, 'canceled');
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe('done');
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
  });

  it.each([
    ['canceled', 'cancel'],
    ['expired', 'cancel'],
    ['failed', 'error'],
  ] as const)('%s: no order, the buyer back to the cart as it was', async (mollieStatus, state) => {
    const cart = await freshCart(vet, [
      [picks[0]!.productId, 2],
      [picks[1]!.productId, 1],
    ]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    const id = paymentIdOf(started);
    mollie.setStatus(id, mollieStatus);
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe(state);
    expect((await status(vet, started.reference)).status).toBe('cancelled');
    expect(await ordersOfCart(cart.uuid)).toEqual([]);
    const after = cartOf(await sync(t.app, vet, null, []));
    expect(after.uuid).toBe(cart.uuid);
    expect(after.lines.map((l) => [l.product_id, l.qty])).toEqual(
      cart.lines.map((l) => [l.product_id, l.qty]),
    );
    // A cancelled payment stays cancelled, even if "paid" were reported afterwards.
    mollie.setStatus(id, 'paid');
    await webhook(id);
    expect((await transactionRow(started.reference)).state).toBe(state);
    // And the buyer can pay again.
    const retry = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    expect(retry.reference).not.toBe(started.reference);
  });

  it('a webhook for an unknown id is answered 200 and does nothing; an amount paid that differs orders nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payment_transactions`,
    );
    expect((await webhook('tr_unknown123')).statusCode).toBe(200);
    expect((await webhook('')).statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payment_transactions`,
    );
    expect(after).toEqual(before);

    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    const id = paymentIdOf(started);
    mollie.payments.get(id)!.amount.value = '0.01';
    mollie.setStatus(id, 'paid');
    await webhook(id);
    const row = await transactionRow(started.reference);
    expect(row.state).toBe('error');
    expect(row.note).toMatch(/expected/);
    expect(await ordersOfCart(cart.uuid)).toEqual([]);
  });

  it('the webhook and the return at the same instant: one order, one done transaction', async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
    const id = paymentIdOf(started);
    mollie.setStatus(id, 'paid');
    const [w1, r1, w2, r2] = await Promise.all([
      webhook(id),
      get(vet, `/payment/transactions/${started.reference}`),
      webhook(id),
      get(vet, `/payment/transactions/${started.reference}`),
    ]);
    expect([w1.statusCode, r1.statusCode, w2.statusCode, r2.statusCode]).toEqual([200, 200, 200, 200]);
    const orders = await ordersOfCart(cart.uuid);
    expect(orders).toHaveLength(1);
    expect(await transactionRow(started.reference)).toMatchObject({ state: 'done', order_id: orders[0]!.id });
  });
});

describe('on PostgreSQL, a second back-office process', () => {
  let second: SecondBackoffice | undefined;
  afterAll(async () => second?.stop());

  it.skipIf(!process.env.DATABASE_URL)(
    'the webhook in one process and the return in another: exactly one order',
    async () => {
      process.env.MOLLIE_API_URL = mollie.url;
      process.env.MOLLIE_API_KEY = mollie.apiKey;
      try {
        second = await startSecondBackoffice(t.databaseUrl!);
      } finally {
        delete process.env.MOLLIE_API_URL;
        delete process.env.MOLLIE_API_KEY;
      }
      for (let round = 0; round < 3; round++) {
        const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
        const started = txOf(await start(vet, (await payable(vet)).payable, 'mollie'));
        const id = paymentIdOf(started);
        mollie.setStatus(id, 'paid');
        const [other, here, again] = await Promise.all([
          fetch(`${second.url}/payment/providers/mollie/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `id=${id}`,
          }),
          get(vet, `/payment/transactions/${started.reference}`),
          fetch(`${second.url}/payment/transactions/${started.reference}`, { headers: { cookie: vet } }),
        ]);
        expect([other.status, here.statusCode, again.status]).toEqual([200, 200, 200]);
        const orders = await ordersOfCart(cart.uuid);
        expect(orders).toHaveLength(1);
        expect(await transactionRow(started.reference)).toMatchObject({
          state: 'done',
          order_id: orders[0]!.id,
        });
      }
    },
    120_000,
  );
});

describe('staff', () => {
  it("see each transaction's state with its order; a buyer may not", async () => {
    const cart = await freshCart(vet, [[picks[0]!.productId, 1]]);
    const started = txOf(await start(vet, (await payable(vet)).payable, 'wire_transfer'));
    const res = await get(staff, '/staff/payments');
    expect(res.statusCode).toBe(200);
    const item = res
      .json<{ items: { order_name: string | null; transaction: { reference: string; state: string } }[] }>()
      .items.find((i) => i.transaction.reference === started.reference);
    expect(item?.transaction.state).toBe('pending');
    expect(item?.order_name).toMatch(/^S\d{4}-/);
    expect(await ordersOfCart(cart.uuid)).toHaveLength(1);
    expect((await get(vet, '/staff/payments')).statusCode).toBe(403);
  });

  it("choose a customer's payment methods by its number: the confirmation offers those only, none gives all back", async () => {
    const ref = (await get(pharma, '/customer')).json<{ data: { ref: string } }>().data.ref;
    const url = `/staff/customers/${ref}/payment-methods`;
    const put = (cookie: string, providers: unknown, lang = 'fr') =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie, 'accept-language': lang },
        payload: { providers },
      });
    const methodsOfPharma = async () => {
      await freshCart(pharma, [[picks[0]!.productId, 1]]);
      const p = (await payable(pharma)).payable;
      return (await get(pharma, `/payment/methods?payable=${encodeURIComponent(p)}`))
        .json<PaymentMethods>()
        .providers.map((m) => m.code);
    };
    try {
      const before = (await get(staff, url)).json<StaffCustomerPaymentMethods>();
      expect(before).toMatchObject({ customer: { ref }, restricted: false });
      expect(before.providers.map((p) => [p.code, p.name, p.offered])).toEqual([
        ['on_account', 'Sur facture', true],
        ['wire_transfer', 'Virement bancaire', true],
        ['mollie', 'Bancontact ou carte', true],
      ]);

      const chosen = await put(staff, ['wire_transfer', 'mollie']);
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json<StaffCustomerPaymentMethods>()).toMatchObject({ restricted: true });
      expect(await methodsOfPharma()).toEqual(['wire_transfer', 'mollie']);
      const p = (await payable(pharma)).payable;
      expect((await start(pharma, p, 'on_account')).json().code).toBe('payment_provider_not_found');
      // Another customer is not touched.
      expect(
        (
          await get(
            staff,
            `/staff/customers/${(await get(vet, '/customer')).json<{ data: { ref: string } }>().data.ref}/payment-methods`,
          )
        ).json<StaffCustomerPaymentMethods>().restricted,
      ).toBe(false);

      // Only Mollie, in a shop without its key: the customer could not pay at all, refused.
      const saved = t.ctx.config.payment.mollie;
      t.ctx.config.payment.mollie = null;
      try {
        const none = await put(staff, ['mollie'], 'nl');
        expect(none.statusCode).toBe(422);
        expect(none.json()).toMatchObject({
          code: 'payment_methods_none_offered',
          message: 'Kies minstens één betaalwijze die de webshop aanbiedt: de klant moet kunnen betalen.',
        });
      } finally {
        t.ctx.config.payment.mollie = saved;
      }
      expect(await methodsOfPharma()).toEqual(['wire_transfer', 'mollie']);

      // A provider twice, or one the shop does not know: the request's data is at fault.
      expect((await put(staff, ['on_account', 'on_account'])).json()).toMatchObject({
        code: 'validation_failed',
      });
      expect((await put(staff, ['cash'])).json()).toMatchObject({ code: 'validation_failed' });
      const unknown = await get(staff, '/staff/customers/C999999/payment-methods');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'customer_not_found',
        message: 'Aucun client ne porte ce numéro.',
      });
      expect((await put(pharma, [])).statusCode).toBe(403);
      expect((await get(vet, url)).statusCode).toBe(403);

      // Two staff saving the same customer at once: both answered, and one choice stays whole (never an error,
      // never both choices mixed).
      const [one, two] = await Promise.all([
        put(staff, ['on_account']),
        put(staff, ['wire_transfer', 'mollie']),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      const after = (await get(staff, url)).json<StaffCustomerPaymentMethods>();
      const kept = after.providers.filter((p) => p.chosen).map((p) => p.code);
      expect([['on_account'], ['wire_transfer', 'mollie']]).toContainEqual(kept);

      const back = await put(staff, []);
      expect(back.json<StaffCustomerPaymentMethods>().restricted).toBe(false);
      expect(await methodsOfPharma()).toEqual(['on_account', 'wire_transfer', 'mollie']);
    } finally {
      await put(staff, []);
    }
  });
});

describe('OpenAPI', () => {
  it('shows the payment calls with their errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(doc.paths['/payment/transactions']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '422', '503']),
    );
    expect(Object.keys(doc.paths['/carts/current/payable']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '404', '422']),
    );
    expect(doc.paths['/payment/methods']!.get).toBeDefined();
    expect(doc.paths['/payment/providers/mollie/webhook']!.post).toBeDefined();
  });
});
