import { customers, smallAds, users, type Executor, type SmallAdRow } from '@vetshop/db';
import type { IsoDate, SmallAdCategory, SmallAdRegion, SmallAdState } from '@vetshop/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';

export type { SmallAdRow };

/** A customer's ad (any state), or undefined: another customer's ad does not exist for them. */
export async function findOwn(
  db: Executor,
  customerId: number,
  id: number,
  lock = false,
): Promise<SmallAdRow | undefined> {
  const query = db
    .select()
    .from(smallAds)
    .where(and(eq(smallAds.id, id), eq(smallAds.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Any ad by id (staff, and a published ad read by another buyer). */
export async function findById(db: Executor, id: number, lock = false): Promise<SmallAdRow | undefined> {
  const query = db.select().from(smallAds).where(eq(smallAds.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface Page {
  limit: number;
  offset: number;
}

async function paged(db: Executor, where: SQL | undefined, order: SQL[], page: Page) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(smallAds)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(smallAds).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The customer's ads, newest first, optionally in one state. */
export function listOwn(db: Executor, customerId: number, state: SmallAdState | undefined, page: Page) {
  const where = and(eq(smallAds.customerId, customerId), state ? eq(smallAds.state, state) : undefined);
  return paged(db, where, [desc(smallAds.createdAt), desc(smallAds.id)], page);
}

/** Published ads whose date window includes `today`, newest publication first. */
export function searchPublished(
  db: Executor,
  filter: { today: IsoDate; category?: SmallAdCategory; region?: SmallAdRegion },
  page: Page,
) {
  const where = and(
    eq(smallAds.state, 'published'),
    lte(smallAds.dateStart, filter.today),
    gte(smallAds.dateEnd, filter.today),
    filter.category ? eq(smallAds.category, filter.category) : undefined,
    filter.region ? eq(smallAds.region, filter.region) : undefined,
  );
  return paged(db, where, [desc(smallAds.publishedAt), desc(smallAds.id)], page);
}

/** The moderation queue: ads in one state, oldest submission first (the order they came). */
export function listForStaff(db: Executor, state: SmallAdState, page: Page) {
  return paged(db, eq(smallAds.state, state), [asc(smallAds.submittedAt), asc(smallAds.id)], page);
}

export async function countPending(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(smallAds).where(eq(smallAds.state, 'pending'));
  return row?.n ?? 0;
}

export type SmallAdInsert = typeof smallAds.$inferInsert;

export async function insert(db: Executor, values: SmallAdInsert): Promise<SmallAdRow> {
  const [row] = await db.insert(smallAds).values(values).returning();
  return row!;
}

export async function update(db: Executor, id: number, values: Partial<SmallAdInsert>): Promise<SmallAdRow> {
  const [row] = await db
    .update(smallAds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(smallAds.id, id))
    .returning();
  return row!;
}

export async function remove(db: Executor, id: number): Promise<void> {
  await db.delete(smallAds).where(eq(smallAds.id, id));
}

/** Who wrote the ads and for which customer (the staff queue's columns), by ad id. */
export async function peopleOf(db: Executor, rows: SmallAdRow[]) {
  const people = new Map<
    number,
    { customer: { id: number; ref: string; name: string }; author: { login: string; name: string } }
  >();
  if (rows.length === 0) return people;
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const [cs, us] = await Promise.all([
    db
      .select({ id: customers.id, ref: customers.ref, name: customers.name })
      .from(customers)
      .where(inArray(customers.id, customerIds)),
    db
      .select({ id: users.id, login: users.login, name: users.name })
      .from(users)
      .where(inArray(users.id, authorIds)),
  ]);
  const cById = new Map(cs.map((c) => [c.id, c]));
  const uById = new Map(us.map((u) => [u.id, u]));
  for (const r of rows) {
    const c = cById.get(r.customerId);
    const u = uById.get(r.authorId);
    people.set(r.id, {
      customer: c ?? { id: r.customerId, ref: '', name: '' },
      author: u ? { login: u.login, name: u.name } : { login: '', name: '' },
    });
  }
  return people;
}

/** The author's address and language (the moderation mails). */
export async function authorOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ login: users.login, locale: users.locale, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
