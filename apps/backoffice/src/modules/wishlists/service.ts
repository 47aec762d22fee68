import type {
  VariantLookup,
  WishlistChange,
  WishlistDetail,
  WishlistLine,
  WishlistList,
  WishlistSummary,
} from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  planAddItems,
  planMoveLines,
  planWishlistUpdate,
  WISHLIST_MAX_LINES,
  wishlistNameKey,
  wishlistNameProblem,
  type WishlistItem,
  type WishlistLineFacts,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';
import type { WishlistLineRow, WishlistRow } from './repository';

/** The search engine's lookups answer at most this many ids per call. */
const LOOKUP_CHUNK = 1000;

/**
 * The variants among `ids` the buyer may see, with their catalogue data and the buyer's prices (the search
 * engine's lookup: decision 008's visibility, one statement and one pricing load per 1,000 ids). Called
 * outside any transaction: on PGlite the engine shares the one connection a transaction holds.
 */
async function lookups(
  ctx: AppContext,
  customer: CustomerContext,
  ids: readonly number[],
): Promise<Map<number, VariantLookup>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, VariantLookup>();
  for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
    const found = await ctx.search.variantsByIds(wanted.slice(i, i + LOOKUP_CHUNK), {
      role: customer.role,
      locale: customer.locale,
    });
    for (const v of found) out.set(v.id, v);
  }
  return out;
}

const facts = (l: WishlistLineRow): WishlistLineFacts => ({
  id: l.id,
  productId: l.variantId,
  quantity: l.quantity,
  sequence: l.sequence,
});

function summary(row: WishlistRow, lineCount: number): WishlistSummary {
  return {
    id: row.id,
    name: row.name,
    client_order_ref: row.clientOrderRef,
    line_count: lineCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

function change(
  row: WishlistRow,
  lineCount: number,
  done: Partial<Pick<WishlistChange, 'added' | 'duplicates' | 'merged'>> = {},
): WishlistChange {
  return { ...summary(row, lineCount), added: [], duplicates: [], merged: [], ...done };
}

const nameTaken = (name: string) =>
  new AppError(409, 'wishlist_name_taken', { name }, [
    { path: 'body.name', code: 'wishlist_name_taken', params: { name } },
  ]);
const duplicate = (path: string) =>
  new AppError(409, 'wishlist_product_duplicate', {}, [{ path, code: 'wishlist_product_duplicate' }]);
const unavailable = (path: string) =>
  new AppError(422, 'wishlist_product_unavailable', {}, [{ path, code: 'wishlist_product_unavailable' }]);
const tooMany = () => new AppError(422, 'wishlist_too_many_lines', { max: WISHLIST_MAX_LINES });

/** The name must be free among the customer's other lists (the customer row is locked by the caller). */
async function checkName(db: Executor, customerId: number, name: string, exceptId: number | null) {
  const problem = wishlistNameProblem(name, await repo.wishlistNames(db, customerId), exceptId);
  if (problem === 'taken') throw nameTaken(name.trim());
}

async function ownList(db: Executor, customer: CustomerContext, id: number, lock = false) {
  const row = await repo.findWishlist(db, customer.customerId, id, lock);
  if (!row) throw notFound('wishlist_not_found');
  return row;
}

// ---- reading

export async function listWishlists(
  ctx: AppContext,
  customer: CustomerContext,
  page: number,
  pageSize: number,
): Promise<WishlistList> {
  const rows = await repo.listWishlists(ctx.db, customer.customerId, pageSize, (page - 1) * pageSize);
  const count =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page > 1
        ? await repo.countWishlists(ctx.db, customer.customerId)
        : 0;
  return {
    count,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      client_order_ref: r.client_order_ref,
      line_count: Number(r.line_count),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  };
}

function lineView(
  line: WishlistLineRow,
  products: Map<number, VariantLookup>,
  substitutes: readonly number[],
): WishlistLine {
  const v = products.get(line.variantId);
  return {
    id: line.id,
    sequence: line.sequence,
    product_id: line.variantId,
    quantity: line.quantity,
    product: v
      ? {
          name: v.name,
          sku: v.sku,
          cnk_code: v.cnk_code,
          url_key: v.product.url_key,
          image: v.product.image,
          price: v.price,
          stock: v.stock,
          order_mode: v.product.flags.order_mode,
          is_mto: v.product.flags.is_mto,
        }
      : null,
    substitutes: substitutes.flatMap((id) => {
      const s = products.get(id);
      return s
        ? [{ id: s.id, name: s.name, sku: s.sku, url_key: s.product.url_key, stock: s.stock, price: s.price }]
        : [];
    }),
  };
}

/**
 * GET wishlists/{id}: the list and its lines with what the buyer sees of each product today. A constant number
 * of queries whatever the length: the list, its lines, their substitutions, then the catalogue lookups.
 */
export async function getWishlist(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
): Promise<WishlistDetail> {
  const row = await ownList(ctx.db, customer, id);
  const lines = await repo.linesOf(ctx.db, row.id);
  const subs = await repo.substitutesOf(
    ctx.db,
    lines.map((l) => l.variantId),
  );
  const products = await lookups(ctx, customer, [
    ...lines.map((l) => l.variantId),
    ...[...subs.values()].flat(),
  ]);
  return {
    ...summary(row, lines.length),
    lines: lines.map((l) => lineView(l, products, subs.get(l.variantId) ?? [])),
  };
}

// ---- changing

/** Products the buyer may not see (decision 008) cannot go into a list: 422 naming the first such field. */
async function requireVisible(
  ctx: AppContext,
  customer: CustomerContext,
  items: readonly { productId: number; path: string }[],
): Promise<void> {
  const visible = await lookups(
    ctx,
    customer,
    items.map((i) => i.productId),
  );
  const hidden = items.find((i) => !visible.has(i.productId));
  if (hidden) throw unavailable(hidden.path);
}

/** POST wishlists: a new list (201), its name free among the customer's, its lines each a product once. */
export async function createWishlist(
  ctx: AppContext,
  customer: CustomerContext,
  body: {
    name: string;
    client_order_ref?: string | null;
    lines: { product_id: number; quantity?: number }[];
  },
): Promise<WishlistChange> {
  const items: WishlistItem[] = body.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
  const plan = planAddItems([], items);
  if (plan.duplicates.length > 0)
    throw duplicate(
      `body.lines.${items.findLastIndex((i) => i.productId === plan.duplicates[0])}.product_id`,
    );
  await requireVisible(
    ctx,
    customer,
    items.map((i, index) => ({ productId: i.productId, path: `body.lines.${index}.product_id` })),
  );
  return ctx.db.transaction(async (db) => {
    await repo.lockCustomer(db, customer.customerId);
    await checkName(db, customer.customerId, body.name, null);
    const row = await repo.insertWishlist(db, {
      customerId: customer.customerId,
      name: body.name.trim(),
      nameKey: wishlistNameKey(body.name),
      clientOrderRef: body.client_order_ref?.trim() || null,
    });
    await repo.insertLines(db, row.id, plan.add);
    return change(row, plan.add.length, { added: plan.add.map((a) => a.productId) });
  });
}

/**
 * POST wishlists/{id}/add_item (one product: a duplicate is a 409 with the spec's message) and add_items (many:
 * duplicates are reported, the rest added). The list is locked: two adds of the same product never both pass.
 */
export async function addItems(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
  items: readonly WishlistItem[],
  mode: 'one' | 'many',
): Promise<WishlistChange> {
  // Before the visibility lookup: another customer's list is a 404 whatever the products.
  await ownList(ctx.db, customer, id);
  await requireVisible(
    ctx,
    customer,
    items.map((i, index) => ({
      productId: i.productId,
      path: mode === 'one' ? 'body.product_id' : `body.items.${index}.product_id`,
    })),
  );
  return ctx.db.transaction(async (db) => {
    const row = await ownList(db, customer, id, true);
    const lines = await repo.linesOf(db, row.id);
    const plan = planAddItems(lines.map(facts), items);
    if (mode === 'one' && plan.duplicates.length > 0) throw duplicate('body.product_id');
    if (lines.length + plan.add.length > WISHLIST_MAX_LINES) throw tooMany();
    await repo.insertLines(db, row.id, plan.add);
    const updated = await repo.updateWishlist(db, row.id, {});
    return change(updated, lines.length + plan.add.length, {
      added: plan.add.map((a) => a.productId),
      duplicates: plan.duplicates,
    });
  });
}

/** POST wishlists/{id}/update: rename, customer reference, and the lines as they must be (domain plan). */
export async function updateWishlist(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
  body: {
    name?: string;
    client_order_ref?: string | null;
    lines?: { id?: number; sequence?: number; product_id: number; quantity: number }[];
  },
): Promise<WishlistChange> {
  await ownList(ctx.db, customer, id);
  const visible = body.lines
    ? await lookups(
        ctx,
        customer,
        body.lines.map((l) => l.product_id),
      )
    : new Map<number, VariantLookup>();
  return ctx.db.transaction(async (db) => {
    if (body.name !== undefined) await repo.lockCustomer(db, customer.customerId);
    const row = await ownList(db, customer, id, true);
    if (body.name !== undefined) await checkName(db, customer.customerId, body.name, row.id);
    const lines = await repo.linesOf(db, row.id);
    let lineCount = lines.length;
    const added: number[] = [];
    if (body.lines) {
      const current = lines.map(facts);
      const byId = new Map(current.map((l) => [l.id, l]));
      const subs = await repo.substitutesOf(
        db,
        lines.map((l) => l.variantId),
      );
      const result = planWishlistUpdate(
        current,
        body.lines.map((l) => ({
          id: l.id,
          sequence: l.sequence,
          productId: l.product_id,
          quantity: l.quantity,
        })),
        (productId) => subs.get(productId) ?? [],
      );
      if (!result.ok) throw updateRefusal(result.refusal, body.lines);
      const { plan } = result;
      // A product that comes in (a new line, a substitute) must be one the buyer may order.
      const incoming = [
        ...plan.insert.map((l) => l.productId),
        ...plan.update.filter((u) => byId.get(u.id)?.productId !== u.productId).map((u) => u.productId),
      ];
      const hidden = incoming.find((p) => !visible.has(p));
      if (hidden !== undefined)
        throw unavailable(`body.lines.${body.lines.findIndex((l) => l.product_id === hidden)}.product_id`);
      // In an order that cannot meet the unique index half-way (a product once per list): the lines that go,
      // then the lines that keep their product, then those that take another one (swaps, a substitute another
      // line gives up: put back with their ids), then the new lines. Only the final state can collide, and the
      // plan has refused a product twice in it (409).
      const replaced = plan.update.filter((u) => byId.get(u.id)?.productId !== u.productId);
      await repo.deleteLines(db, plan.remove);
      await repo.updateLines(
        db,
        plan.update
          .filter((u) => byId.get(u.id)?.productId === u.productId)
          .map((u) => ({ ...u, wishlistId: row.id })),
      );
      await repo.replaceLineProducts(db, row.id, replaced);
      await repo.insertLines(db, row.id, plan.insert);
      added.push(...incoming);
      lineCount = lines.length - plan.remove.length + plan.insert.length;
    }
    const updated = await repo.updateWishlist(db, row.id, {
      ...(body.name !== undefined ? { name: body.name.trim(), nameKey: wishlistNameKey(body.name) } : {}),
      ...(body.client_order_ref !== undefined
        ? { clientOrderRef: body.client_order_ref?.trim() || null }
        : {}),
    });
    return change(updated, lineCount, { added });
  });
}

function updateRefusal(
  refusal: ReturnType<typeof planWishlistUpdate> extends infer R
    ? R extends { ok: false; refusal: infer F }
      ? F
      : never
    : never,
  lines: readonly { id?: number; product_id: number }[],
): AppError {
  switch (refusal.code) {
    case 'wishlist_too_many_lines':
      return tooMany();
    case 'wishlist_product_duplicate':
      return duplicate(
        `body.lines.${lines.findLastIndex((l) => l.product_id === refusal.productId)}.product_id`,
      );
    case 'wishlist_line_not_found':
      return new AppError(404, 'wishlist_line_not_found', {}, [
        { path: `body.lines.${lines.findLastIndex((l) => l.id === refusal.lineId)}.id`, code: refusal.code },
      ]);
    case 'wishlist_substitute_invalid':
      return new AppError(422, 'wishlist_substitute_invalid', {}, [
        {
          path: `body.lines.${lines.findIndex((l) => l.id === refusal.lineId)}.product_id`,
          code: refusal.code,
        },
      ]);
  }
}

/**
 * POST wishlists/{id}/move_lines: lines go to another of the customer's lists; a product the target already
 * has is merged into its line (domain planMoveLines). Both lists are locked, the lower id first (two moves in
 * opposite directions at once never wait on each other).
 */
export async function moveLines(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
  body: { line_ids: number[]; target_id: number },
): Promise<WishlistChange> {
  if (body.target_id === id)
    throw new AppError(422, 'wishlist_move_same_list', {}, [
      { path: 'body.target_id', code: 'wishlist_move_same_list' },
    ]);
  return ctx.db.transaction(async (db) => {
    const [first, second] = id < body.target_id ? [id, body.target_id] : [body.target_id, id];
    const lockedFirst = await repo.findWishlist(db, customer.customerId, first, true);
    const lockedSecond = await repo.findWishlist(db, customer.customerId, second, true);
    const source = first === id ? lockedFirst : lockedSecond;
    const target = first === id ? lockedSecond : lockedFirst;
    if (!source) throw notFound('wishlist_not_found');
    if (!target)
      throw new AppError(404, 'wishlist_not_found', {}, [
        { path: 'body.target_id', code: 'wishlist_not_found' },
      ]);
    const sourceLines = await repo.linesOf(db, source.id);
    const targetLines = await repo.linesOf(db, target.id);
    const result = planMoveLines(sourceLines.map(facts), targetLines.map(facts), body.line_ids);
    if (!result.ok) {
      if (result.refusal.code === 'wishlist_too_many_lines') throw tooMany();
      const lineId = result.refusal.lineId;
      throw new AppError(404, 'wishlist_line_not_found', {}, [
        { path: `body.line_ids.${body.line_ids.indexOf(lineId)}`, code: 'wishlist_line_not_found' },
      ]);
    }
    const { plan } = result;
    const byId = new Map(sourceLines.map((l) => [l.id, l]));
    const targetById = new Map(targetLines.map((l) => [l.id, l]));
    await repo.updateLines(db, [
      ...plan.move.map((m) => {
        const l = byId.get(m.id)!;
        return {
          id: l.id,
          wishlistId: target.id,
          productId: l.variantId,
          quantity: l.quantity,
          sequence: m.sequence,
        };
      }),
      // The last merge into a line carries the sum of every merge into it.
      ...[...new Map(plan.merge.map((m) => [m.intoId, m.quantity]))].map(([intoId, quantity]) => {
        const l = targetById.get(intoId)!;
        return { id: l.id, wishlistId: target.id, productId: l.variantId, quantity, sequence: l.sequence };
      }),
    ]);
    await repo.deleteLines(
      db,
      plan.merge.map((m) => m.id),
    );
    await repo.updateWishlist(db, target.id, {});
    const updated = await repo.updateWishlist(db, source.id, {});
    return change(updated, sourceLines.length - plan.move.length - plan.merge.length, {
      merged: plan.merge.map((m) => byId.get(m.id)!.variantId),
    });
  });
}

/** DELETE wishlists/{id}: the list and its lines (the storefront asks for confirmation first, spec §5). */
export async function deleteWishlist(ctx: AppContext, customer: CustomerContext, id: number): Promise<void> {
  if (!(await repo.deleteWishlist(ctx.db, customer.customerId, id))) throw notFound('wishlist_not_found');
}
