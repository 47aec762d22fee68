import {
  addresses,
  countries,
  customers,
  pricelists,
  registrations,
  titles,
  users,
  type Executor,
} from '@vetshop/db';
import type { RegistrationFormValue, RegistrationState } from '@vetshop/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';

export type RegistrationRow = typeof registrations.$inferSelect;

export async function titleIdOf(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.code, code)).limit(1);
  return row?.id ?? null;
}

export async function countryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

export async function insertRegistration(
  db: Executor,
  v: RegistrationFormValue & { titleId: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(registrations)
    .values({
      titleId: v.titleId,
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      mobile: v.mobile,
      fax: v.fax,
      companyName: v.companyName,
      vat: v.vat,
      vatBeingRegistered: v.vatBeingRegistered,
      street: v.street,
      street2: v.street2,
      zip: v.zip,
      city: v.city,
      countryId: v.countryId,
      function: v.function,
      activities: v.activities,
      apbNumber: v.apbNumber,
      vetRegistrationNumber: v.vetRegistrationNumber,
      depotNumber: v.depotNumber,
      comment: v.comment,
      optOutPromotions: v.optOutPromotions,
      lang: v.lang,
      acceptedTermsAt: v.now,
      createdAt: v.now,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration not inserted');
  return row.id;
}

/**
 * Whether the e-mail already signs in to an account a registration cannot take over: one with a customer, or a
 * staff account. A bare login from auth/register is not one: approving links it to the new customer.
 */
const takenLogin = sql<boolean>`exists (select 1 from ${users} where ${users.login} = ${registrations.email}
  and (${users.customerId} is not null or ${users.isStaff}))`;

export async function countByState(db: Executor): Promise<Record<RegistrationState, number>> {
  const rows = await db
    .select({ state: registrations.state, n: count() })
    .from(registrations)
    .groupBy(registrations.state);
  const of = (s: RegistrationState) => rows.find((r) => r.state === s)?.n ?? 0;
  return { pending: of('pending'), approved: of('approved'), refused: of('refused') };
}

export async function listRegistrations(
  db: Executor,
  q: { state?: RegistrationState; page: number; pageSize: number },
) {
  const where = q.state ? eq(registrations.state, q.state) : undefined;
  const [total] = await db.select({ n: count() }).from(registrations).where(where);
  const rows = await db
    .select({ r: registrations, emailIsLogin: takenLogin })
    .from(registrations)
    .where(where)
    // Pending first, oldest first (handled in the order they came); then the latest decisions.
    .orderBy(
      sql`case when ${registrations.state} = 'pending' then 0 else 1 end`,
      sql`case when ${registrations.state} = 'pending' then ${registrations.createdAt} end asc`,
      desc(registrations.reviewedAt),
      asc(registrations.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { count: total?.n ?? 0, rows };
}

export async function findRegistration(db: Executor, id: number) {
  const reviewer = users;
  const [row] = await db
    .select({
      r: registrations,
      emailIsLogin: takenLogin,
      title: { code: titles.code, name: titles.name },
      country: { id: countries.id, code: countries.code, name: countries.name },
      reviewedBy: reviewer.login,
      customer: { id: customers.id, ref: customers.ref, name: customers.name },
    })
    .from(registrations)
    .innerJoin(titles, eq(titles.id, registrations.titleId))
    .innerJoin(countries, eq(countries.id, registrations.countryId))
    .leftJoin(reviewer, eq(reviewer.id, registrations.reviewedByUserId))
    .leftJoin(customers, eq(customers.id, registrations.customerId))
    .where(eq(registrations.id, id))
    .limit(1);
  return row ?? null;
}

/** The registration, locked until the transaction ends: two staff members cannot both decide it. */
export async function lockRegistration(db: Executor, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function recordDecision(
  db: Executor,
  id: number,
  d: {
    state: Exclude<RegistrationState, 'pending'>;
    reason: string | null;
    reviewerId: number;
    at: Date;
    customerId?: number;
    userId?: number;
  },
): Promise<void> {
  await db
    .update(registrations)
    .set({
      state: d.state,
      reason: d.reason,
      reviewedByUserId: d.reviewerId,
      reviewedAt: d.at,
      customerId: d.customerId ?? null,
      userId: d.userId ?? null,
    })
    .where(eq(registrations.id, id));
}

export async function findPricelist(db: Executor, id: number) {
  const [row] = await db.select().from(pricelists).where(eq(pricelists.id, id)).limit(1);
  return row ?? null;
}

export async function allPricelists(db: Executor) {
  return db.select().from(pricelists).orderBy(asc(pricelists.id));
}

export async function findLogin(db: Executor, login: string) {
  const [row] = await db
    .select({ id: users.id, customerId: users.customerId, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.login, login))
    .limit(1);
  return row ?? null;
}

export async function insertCustomer(db: Executor, values: typeof customers.$inferInsert): Promise<number> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('customer not inserted');
  return row.id;
}

export async function insertAddresses(
  db: Executor,
  values: (typeof addresses.$inferInsert)[],
): Promise<void> {
  await db.insert(addresses).values(values);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/** A bare login (auth/register) becomes the new customer's user; its e-mail is verified by the approval mail. */
export async function linkLoginToCustomer(db: Executor, userId: number, customerId: number): Promise<void> {
  await db.update(users).set({ customerId, emailVerified: true }).where(eq(users.id, userId));
}

export async function countPending(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations).where(eq(registrations.state, 'pending'));
  return row?.n ?? 0;
}
