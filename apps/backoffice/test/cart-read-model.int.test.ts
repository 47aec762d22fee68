import type { Cart, LoyaltyCard, ProductsOnOrderList, SaleDetail } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { LOW_ORDER_THRESHOLD_CENTS } from '@vetshop/domain';
import { NoopLogger, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
 * Issue 19 §3, the cart read model (decision 027): a sync answers from the facts it already read, and the figures
 * of the customer's sales it shows (undelivered goods for the low-order fee, the year-end rebate's card, tiers and
 * purchases) are read once per customer, day and sales version — and follow a checkout or a cancellation at once,
 * whoever makes it (this back office, another process, a direct SQL update).
 */
let t: TestApp;
let vet: string;
let cheap: VariantPick;
let others: VariantPick[];

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  [cheap] = (await pickVariants(t.db, { role: 'veterinary', minStock: 50, maxGrossCents: 2000 })) as [
    VariantPick,
  ];
  others = (await pickVariants(t.db, { role: 'veterinary', minStock: 50, count: 12 })).filter(
    (v) => v.id !== cheap.id,
  );
  // The vet's demo orders all delivered: the low-order fee's "missing" then shows the undelivered goods of this
  // file's own orders only (missing = 150 € − cart goods − undelivered goods). The backorder orders stay open
  // (their backorders can be cancelled) but count as delivered.
  await t.db.execute(
    sql`update sale_orders set delivered = true,
          state = case when client_order_ref like 'BACKORDER%' then state else 'done' end
        where state = 'sale'`,
  );
});
afterAll(() => t.close());

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The statements the database client runs during `task`, on either driver (drizzle logs each one it runs),
 * without the transaction's BEGIN and COMMIT (node-postgres runs them as statements, PGlite does not).
 */
async function statementsDuring(task: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(NoopLogger.prototype, 'logQuery');
  try {
    await task();
    return (
      spy.mock.calls
        // NoopLogger.logQuery declares no parameters; drizzle calls it with the query text first.
        .map((call) =>
          String((call as unknown[])[0])
            .trim()
            .replace(/\s+/g, ' '),
        )
        .filter((query) => !/^(begin|commit)\b/i.test(query))
    );
  } finally {
    spy.mockRestore();
  }
}

/** The vet's current cart (its uuid, or null when there is none), emptied through the API. */
async function emptyCart(cookie: string): Promise<string | null> {
  const res = await sync(t.app, cookie, null, []);
  if (res.statusCode === 204) return null;
  const cart = cartOf(res);
  if (cart.lines.length === 0) return cart.uuid;
  return cartOf(
    await sync(
      t.app,
      cookie,
      cart.uuid,
      cart.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    ),
  ).uuid;
}

/** What the cart shows of the customer's sales: the low-order fee's missing amount and the rebate's purchases. */
function shown(cart: Cart) {
  return {
    missingCents: cents(cart.delivery.low_order_fee.missing),
    acquiredCents: cents(cart.year_end_rebate!.total_acquired),
  };
}

/** The same figures read afresh: the goods of the vet's undelivered orders, the rebate card computed now. */
async function truth(cart: Cart) {
  const [row] = await queryRows<{ total: string | number }>(
    t.db,
    sql`select coalesce(sum(o.amount_goods_cents), 0) as total from sale_orders o join users u on u.customer_id = o.customer_id
        where u.login = 'vet@demo.test' and o.state = 'sale' and not o.delivered`,
  );
  const card = await t.app.inject({
    method: 'GET',
    url: '/loyalty/card/rfa/current',
    headers: { cookie: vet },
  });
  expect(card.statusCode, card.body).toBe(200);
  return {
    missingCents: Math.max(0, LOW_ORDER_THRESHOLD_CENTS - cents(cart.amount_goods) - Number(row!.total)),
    acquiredCents: cents(card.json<LoyaltyCard>().year_end_rebate.total_acquired),
  };
}

/** A cart of one cheap line (the fee applies), answered twice so the second answer comes from the read model. */
async function cheapCart(): Promise<Cart> {
  const uuid = await emptyCart(vet);
  const first = cartOf(await sync(t.app, vet, uuid, [tx(cheap.id, 1)]));
  expect(first.delivery.low_order_fee.applies).toBe(true);
  return cartOf(await sync(t.app, vet, first.uuid, []));
}

describe('cart sync statements', () => {
  it('runs at most 10 statements for a one-line sync, as many for two lines; a product is read once', async () => {
    const [a, b, c, d, e] = others as [VariantPick, VariantPick, VariantPick, VariantPick, VariantPick];
    const uuid = await emptyCart(vet);
    const cart = cartOf(await sync(t.app, vet, uuid, [tx(a.id, 1), tx(b.id, 1)]));
    // The read model is filled by that sync: the next ones find the customer's figures unchanged.
    const newProduct = await statementsDuring(() => sync(t.app, vet, cart.uuid, [tx(c.id, 1)]));
    const moreOfALine = await statementsDuring(() => sync(t.app, vet, cart.uuid, [tx(a.id, 2)]));
    const removal = await statementsDuring(() => sync(t.app, vet, cart.uuid, [tx(b.id, -1)]));
    const twoLines = await statementsDuring(() => sync(t.app, vet, cart.uuid, [tx(d.id, 1), tx(e.id, 3)]));
    for (const statements of [newProduct, moreOfALine, removal, twoLines])
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(10);
    expect(twoLines.length, twoLines.join('\n')).toBe(newProduct.length);
    // The new product's variant and product rows are read once, for the planner, and shown from that read.
    expect(newProduct.filter((s) => /from "variants" inner join "products"/.test(s))).toHaveLength(1);
    // Nothing of the customer's sales or loyalty card is read again.
    expect(
      newProduct.filter((s) => /sale_order|loyalty/.test(s)),
      newProduct.join('\n'),
    ).toEqual([]);

    const final = cartOf(await sync(t.app, vet, cart.uuid, []));
    expect(final.lines.map((l) => [l.product_id, l.qty])).toEqual([
      [a.id, 3],
      [c.id, 1],
      [d.id, 1],
      [e.id, 3],
    ]);
    expect(final.lines.find((l) => l.product_id === e.id)?.sku).toBe(e.sku);
  });
});

describe('the read model follows the customer’s sales', () => {
  it('changes right after a checkout', async () => {
    const before = await cheapCart();
    expect(shown(before)).toEqual(await truth(before));
    const res = await t.app.inject({
      method: 'POST',
      url: '/carts/confirm',
      headers: { cookie: vet },
      payload: { uuid: before.uuid },
    });
    expect(res.statusCode, res.body).toBe(201);
    const goods = cents(res.json<SaleDetail>().amount.goods);

    const after = await cheapCart();
    expect(shown(after)).toEqual({
      missingCents: shown(before).missingCents - goods,
      acquiredCents: shown(before).acquiredCents + goods,
    });
    expect(shown(after)).toEqual(await truth(after));
  });

  it('changes right after a backorder cancellation', async () => {
    // A backorder of the vet's demo data (its order open, counted as delivered: see beforeAll).
    const list = (
      await t.app.inject({ method: 'GET', url: '/products_on_order?per_page=100', headers: { cookie: vet } })
    ).json<ProductsOnOrderList>();
    const line = list.items.find((l) => l.qty_cancellable > 0);
    expect(line, 'the demo vet has a cancellable backorder').toBeDefined();
    const before = await cheapCart();
    const res = await t.app.inject({
      method: 'POST',
      url: `/products_on_order/cancel/${line!.order_line_id}`,
      headers: { cookie: vet },
      payload: { quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = cartOf(await sync(t.app, vet, before.uuid, []));
    expect(shown(after).acquiredCents).toBeLessThan(shown(before).acquiredCents);
    expect(shown(after)).toEqual(await truth(after));
  });

  it('changes right after an order is cancelled by a direct SQL update (another connection on PostgreSQL)', async () => {
    const before = await cheapCart();
    const [order] = await queryRows<{ id: number; goods: number }>(
      t.db,
      sql`select o.id, o.amount_goods_cents as goods from sale_orders o join users u on u.customer_id = o.customer_id
          where u.login = 'vet@demo.test' and o.state = 'sale' and not o.delivered order by o.id desc limit 1`,
    );
    expect(order, 'the checkout test left an undelivered order').toBeDefined();
    const cancel = `update sale_orders set state = 'cancel' where id = ${Number(order!.id)}`;
    if (t.databaseUrl) {
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query(cancel);
      } finally {
        await other.end();
      }
    } else await t.db.execute(sql.raw(cancel));

    const after = cartOf(await sync(t.app, vet, before.uuid, []));
    expect(shown(after).missingCents).toBe(shown(before).missingCents + Number(order!.goods));
    expect(shown(after).acquiredCents).toBeLessThan(shown(before).acquiredCents);
    expect(shown(after)).toEqual(await truth(after));
  });

  it('changes when a loyalty card is withdrawn, and when it comes back', async () => {
    const before = await cheapCart();
    expect(before.year_end_rebate).not.toBeNull();
    const dateTo = (day: string | null) =>
      t.db.execute(sql`update loyalty_cards set date_to = ${day}::date
        where customer_id = (select customer_id from users where login = 'vet@demo.test')`);
    const [old] = await queryRows<{ date_to: string | null }>(
      t.db,
      sql`select c.date_to::text as date_to from loyalty_cards c join loyalty_programs p on p.id = c.program_id
          where p.program_type = 'rfa' and c.customer_id = (select customer_id from users where login = 'vet@demo.test')`,
    );
    await dateTo('2000-01-01');
    expect(cartOf(await sync(t.app, vet, before.uuid, [])).year_end_rebate).toBeNull();
    await dateTo(old?.date_to ?? null);
    expect(cartOf(await sync(t.app, vet, before.uuid, [])).year_end_rebate).toEqual(before.year_end_rebate);
  });
});

describe.runIf(process.env.DATABASE_URL)('the read model with two back-office processes', () => {
  let second: SecondBackoffice;
  beforeAll(async () => {
    second = await startSecondBackoffice(t.databaseUrl!);
  }, 90_000);
  afterAll(() => second?.stop());

  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${second.url}${path}`, {
      method: 'POST',
      headers: { cookie: vet, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

  it('changes right after a checkout made by the other process, and after its cancellation there', async () => {
    const before = await cheapCart();
    // The other process adds to the same cart and places the order.
    const synced = await call('/v2/cart/sync', { uuid: before.uuid, transactions: [tx(cheap.id, 1)] });
    expect(synced.status).toBe(200);
    const placed = await call('/carts/confirm', { uuid: before.uuid });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const goods = cents((placed.body as SaleDetail).amount.goods);

    const after = await cheapCart();
    expect(shown(after)).toEqual({
      missingCents: shown(before).missingCents - goods,
      acquiredCents: shown(before).acquiredCents + goods,
    });
    expect(shown(after)).toEqual(await truth(after));

    // The other process cancels a unit of a backorder: this one's next answer shows it.
    const list = await fetch(`${second.url}/products_on_order?per_page=100`, { headers: { cookie: vet } });
    const line = ((await list.json()) as ProductsOnOrderList).items.find((l) => l.qty_cancellable > 0);
    expect(line, 'a cancellable backorder is left').toBeDefined();
    const cancelled = await call(`/products_on_order/cancel/${line!.order_line_id}`, { quantity: 1 });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const latest = cartOf(await sync(t.app, vet, after.uuid, []));
    expect(shown(latest).acquiredCents).toBeLessThan(shown(after).acquiredCents);
    expect(shown(latest)).toEqual(await truth(latest));
  });
});
