import { addPriceRule, emptyPricing, type ProductPricing } from '@vetshop/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  cartLines,
  carriers,
  carts,
  cartTransactions,
  customers,
  priceRules,
  products,
  saleOrders,
  stock,
  variants,
  anyOf,
  queryRows,
  type Executor,
} from '@vetshop/db';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
export type CarrierRow = typeof carriers.$inferSelect;

/** Serialises every cart change of one customer (two tabs, two devices): the customer row is the lock. */
export async function lockCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      canOrder: customers.canOrder,
      paymentModeId: customers.paymentModeId,
      // Read under the lock: no write to the customer's sales can commit while it is held (see sales-figures.ts).
      salesVersion: customers.salesVersion,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

/**
 * The customer row locked (as lockCustomer), then its open cart read by a statement of its own. Not one
 * joined statement: on a PostgreSQL server a `FOR UPDATE OF customers` that waited behind a checkout gets
 * the customer row re-checked but the joined cart row from its old snapshot, so it saw the cart the
 * checkout had just confirmed as still open and wrote into it (acknowledged, then lost), or saw no cart
 * when another sync had just created one (a 500 on carts_one_open_per_customer). Under READ COMMITTED
 * each statement reads what was committed when it starts: the second statement, run once the lock is
 * held, sees the other transaction's commit. PGlite, one connection, never showed it.
 */
export async function lockCustomerWithCart(db: Executor, customerId: number) {
  const customer = await lockCustomer(db, customerId);
  if (!customer) return null;
  return { customer, cart: await findOpenCart(db, customerId) };
}

export async function findOpenCart(db: Executor, customerId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.state, 'open')))
    .limit(1);
  return row ?? null;
}

export async function findCartByUuid(
  db: Executor,
  customerId: number,
  uuid: string,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

export async function insertCart(db: Executor, values: typeof carts.$inferInsert): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

export async function nextCartId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(db, sql`select nextval('carts_id_seq') as id`);
  return Number(row?.id);
}

export async function updateCart(
  db: Executor,
  cartId: number,
  values: Partial<typeof carts.$inferInsert>,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ ...values, updatedAt: new Date(), version: sql`${carts.version} + 1` })
    .where(eq(carts.id, cartId))
    .returning();
  if (!row) throw new Error(`cart ${cartId} vanished`);
  return row;
}

export async function loadLines(db: Executor, cartId: number): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.sequence), asc(cartLines.id));
}

export async function deleteLines(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(cartLines).where(anyOf(cartLines.id, ids, 'int'));
}

const CHUNK = 500;

export async function insertLines(db: Executor, rows: NewCartLine[]): Promise<CartLineRow[]> {
  const out: CartLineRow[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    out.push(
      ...(await db
        .insert(cartLines)
        .values(rows.slice(i, i + CHUNK))
        .returning()),
    );
  }
  return out;
}

/** Writes changed existing lines in one statement per chunk (an upsert on the primary key). */
export async function saveLines(db: Executor, rows: CartLineRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(cartLines)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: cartLines.id,
        set: {
          qty: sql`excluded.qty`,
          unitPriceCents: sql`excluded.unit_price_cents`,
          netPriceCents: sql`excluded.net_price_cents`,
          discountBp: sql`excluded.discount_bp`,
          amountCents: sql`excluded.amount_cents`,
          freeQty: sql`excluded.free_qty`,
          promoRatioMain: sql`excluded.promo_ratio_main`,
          promoRatioPromo: sql`excluded.promo_ratio_promo`,
          qtyUnavailable: sql`excluded.qty_unavailable`,
          qtyUnavailableSeen: sql`excluded.qty_unavailable_seen`,
        },
      });
  }
}

/** The customer's own transactions among `uuids` (uuids are client-generated: unique per customer only). */
export async function knownTransactions(db: Executor, customerId: number, uuids: string[]) {
  if (uuids.length === 0) return [];
  return db
    .select({
      uuid: cartTransactions.uuid,
      status: cartTransactions.status,
      reason: cartTransactions.reason,
      variantId: cartTransactions.variantId,
    })
    .from(cartTransactions)
    .where(and(eq(cartTransactions.customerId, customerId), anyOf(cartTransactions.uuid, uuids, 'uuid')));
}

export async function recordTransactions(
  db: Executor,
  rows: (typeof cartTransactions.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(cartTransactions)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

const variantFactColumns = {
  id: variants.id,
  sku: variants.sku,
  variantActive: variants.active,
  variantLabel: variants.variantLabel,
  productId: products.id,
  productActive: products.active,
  name: products.name,
  urlKey: products.urlKey,
  notSoldOnWebsite: products.notSoldOnWebsite,
  veterinaryOnly: products.veterinaryOnly,
  orderMode: products.orderMode,
  vatRateBp: products.vatRateBp,
};

/** What decides whether a variant may be put in a cart, and what a line shows. */
export async function variantFacts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(variantFactColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(anyOf(variants.id, ids, 'int'));
}
export type VariantFacts = Awaited<ReturnType<typeof variantFacts>>[number];

/**
 * What a sync needs of the variants it prices, in one statement: their facts (variantFacts), available stock
 * (stockOf: only variants with a stock row) and price facts for the pricelist (@vetshop/db loadPricing: the
 * variants left-joined to their rules of that pricelist or of none, one row per rule).
 */
export async function variantFactsStockAndPricing(db: Executor, ids: number[], pricelistId: number) {
  const facts = new Map<number, VariantFacts>();
  const qty = new Map<number, number>();
  const pricing = new Map<number, ProductPricing>();
  if (ids.length === 0) return { facts, stock: qty, pricing };
  const rows = await db
    .select({
      ...variantFactColumns,
      qtyAvailable: stock.qtyAvailable,
      indicated: variants.indicatedPriceCents,
      rule: priceRules,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(
      priceRules,
      and(
        eq(priceRules.variantId, variants.id),
        or(isNull(priceRules.pricelistId), eq(priceRules.pricelistId, pricelistId)),
      ),
    )
    .where(anyOf(variants.id, [...new Set(ids)], 'int'));
  for (const { qtyAvailable, indicated, rule, ...f } of rows) {
    let p = pricing.get(f.id);
    if (!p) {
      facts.set(f.id, f);
      if (qtyAvailable !== null) qty.set(f.id, qtyAvailable);
      pricing.set(f.id, (p = emptyPricing(indicated)));
    }
    if (rule) addPriceRule(p, rule);
  }
  return { facts, stock: qty, pricing };
}

export async function stockOf(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: stock.variantId, qty: stock.qtyAvailable })
    .from(stock)
    .where(anyOf(stock.variantId, ids, 'int'));
  return new Map(rows.map((r) => [r.id, r.qty]));
}

export async function activeCarriers(db: Executor): Promise<CarrierRow[]> {
  return db
    .select()
    .from(carriers)
    .where(eq(carriers.active, true))
    .orderBy(asc(carriers.sequence), asc(carriers.id));
}

/** Goods excl. VAT of the customer's confirmed orders not yet delivered (the low-order fee rule). */
export async function undeliveredGoodsCents(
  db: Executor,
  customerId: number,
  excludeOrderId?: number,
): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`
    select coalesce(sum(${saleOrders.amountGoodsCents}), 0) as total
    from ${saleOrders}
    where ${saleOrders.customerId} = ${customerId} and ${saleOrders.delivered} = false and ${saleOrders.state} = 'sale'
    ${excludeOrderId === undefined ? sql`` : sql`and ${saleOrders.id} <> ${excludeOrderId}`}`,
  );
  return Number(row?.total ?? 0);
}

export async function orderOfCart(db: Executor, cartId: number) {
  const [row] = await db
    .select({ id: saleOrders.id, name: saleOrders.name })
    .from(saleOrders)
    .where(eq(saleOrders.cartId, cartId))
    .limit(1);
  return row ?? null;
}

export async function lastSuiteName(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await queryRows<{ suite_name: string }>(
    db,
    sql`
    select ${saleOrders.suiteName} as suite_name from ${saleOrders}
    where ${saleOrders.customerId} = ${customerId} and ${saleOrders.suiteName} is not null and ${saleOrders.suiteName} <> ''
    order by ${saleOrders.dateOrder} desc, ${saleOrders.id} desc limit 1`,
  );
  return row?.suite_name ?? null;
}

/** Stock rows of the variants, locked until the end of the transaction (two checkouts cannot oversell). */
export async function lockStock(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stock)
    .where(anyOf(stock.variantId, [...new Set(ids)], 'int'))
    .orderBy(asc(stock.variantId))
    .for('update');
}

export async function saveStock(
  db: Executor,
  rows: { variantId: number; qtyAvailable: number; state: string }[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const values = sql.join(
      chunk.map((r) => sql`(${r.variantId}::int, ${r.qtyAvailable}::int, ${r.state}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${stock} set qty_available = v.qty, state = v.state, updated_at = now()
      from (values ${values}) as v(id, qty, state)
      where ${stock.variantId} = v.id`);
  }
}

export async function confirmCart(db: Executor, cartId: number, at: Date) {
  await db
    .update(carts)
    .set({ state: 'confirmed', confirmedAt: at, updatedAt: at, version: sql`${carts.version} + 1` })
    .where(eq(carts.id, cartId));
}

export async function nextOrderId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(db, sql`select nextval('sale_orders_id_seq') as id`);
  return Number(row?.id);
}
