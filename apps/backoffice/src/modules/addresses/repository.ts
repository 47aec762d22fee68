import type { AddressRequestPayload } from '@vetshop/db';
import { addressChangeRequests, addresses, customers, type Executor } from '@vetshop/db';
import type { AddressRequestKind, AddressRequestState, AddressType } from '@vetshop/domain';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';

export type AddressRequestRow = typeof addressChangeRequests.$inferSelect;

/** An active address of this customer and type (null: none, or another customer's). */
export async function findOwnAddress(db: Executor, customerId: number, type: AddressType, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, id),
        eq(addresses.customerId, customerId),
        eq(addresses.type, type),
        eq(addresses.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertRequest(
  db: Executor,
  values: {
    customerId: number;
    requestedBy: number;
    type: AddressType;
    kind: AddressRequestKind;
    addressId: number | null;
    payload: AddressRequestPayload | null;
  },
): Promise<AddressRequestRow> {
  const [row] = await db.insert(addressChangeRequests).values(values).returning();
  if (!row) throw new Error('address request not inserted');
  return row;
}

/** A customer's requests, newest first. */
export async function listCustomerRequests(db: Executor, customerId: number) {
  return db
    .select()
    .from(addressChangeRequests)
    .where(eq(addressChangeRequests.customerId, customerId))
    .orderBy(desc(addressChangeRequests.createdAt), desc(addressChangeRequests.id));
}

export interface StaffRequestFilter {
  state?: AddressRequestState;
  kind?: AddressRequestKind;
  type?: AddressType;
  /** A part of the customer's name or reference. */
  customer?: string;
}

/** `%`, `_` and `\` typed by the staff are searched as themselves. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function staffWhere(f: StaffRequestFilter): SQL | undefined {
  const customer = f.customer?.trim();
  return and(
    f.state ? eq(addressChangeRequests.state, f.state) : undefined,
    f.kind ? eq(addressChangeRequests.kind, f.kind) : undefined,
    f.type ? eq(addressChangeRequests.type, f.type) : undefined,
    customer
      ? or(ilike(customers.name, likeContaining(customer)), ilike(customers.ref, likeContaining(customer)))
      : undefined,
  );
}

/**
 * A page of requests with their customer: the pending ones first, oldest first (the staff handle them in the
 * order they came), then the decided ones, latest decision first.
 */
export async function listRequestsForStaff(
  db: Executor,
  filter: StaffRequestFilter,
  page: { limit: number; offset: number },
) {
  const where = staffWhere(filter);
  const pendingFirst = sql`case when ${addressChangeRequests.state} = 'pending' then 0 else 1 end`;
  const oldestPendingFirst = sql`case when ${addressChangeRequests.state} = 'pending' then ${addressChangeRequests.createdAt} end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: addressChangeRequests, customer: customers })
      .from(addressChangeRequests)
      .innerJoin(customers, eq(customers.id, addressChangeRequests.customerId))
      .where(where)
      .orderBy(
        pendingFirst,
        asc(oldestPendingFirst),
        desc(addressChangeRequests.decidedAt),
        asc(addressChangeRequests.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(addressChangeRequests)
      .innerJoin(customers, eq(customers.id, addressChangeRequests.customerId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One request with its customer (any customer's: for the staff). */
export async function findRequestForStaff(db: Executor, id: number) {
  const [row] = await db
    .select({ request: addressChangeRequests, customer: customers })
    .from(addressChangeRequests)
    .innerJoin(customers, eq(customers.id, addressChangeRequests.customerId))
    .where(eq(addressChangeRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** How many requests wait for a decision (the staff home). */
export async function countPendingRequests(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(addressChangeRequests)
    .where(eq(addressChangeRequests.state, 'pending'));
  return row?.n ?? 0;
}

/** A request locked for a decision (two staff deciding at once: the second waits, then sees it decided). */
export async function lockRequest(db: Executor, id: number) {
  const [row] = await db
    .select({ request: addressChangeRequests, customer: customers })
    .from(addressChangeRequests)
    .innerJoin(customers, eq(customers.id, addressChangeRequests.customerId))
    .where(eq(addressChangeRequests.id, id))
    .for('update', { of: addressChangeRequests })
    .limit(1);
  return row ?? null;
}

export async function decideRequest(
  db: Executor,
  id: number,
  values: {
    state: AddressRequestState;
    reason: string | null;
    decidedBy: number;
    decidedAt: Date;
    addressId?: number;
  },
): Promise<AddressRequestRow> {
  const [row] = await db
    .update(addressChangeRequests)
    .set(values)
    .where(eq(addressChangeRequests.id, id))
    .returning();
  if (!row) throw new Error('address request vanished');
  return row;
}

function addressValues(p: AddressRequestPayload) {
  return {
    name: p.name,
    street: p.street,
    street2: p.street2,
    zip: p.zip,
    city: p.city,
    phone: p.phone,
    countryId: p.countryId,
  };
}

export async function insertAddress(
  db: Executor,
  customerId: number,
  type: AddressType,
  p: AddressRequestPayload,
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ customerId, type, ...addressValues(p), main: p.main })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not inserted');
  return row.id;
}

export async function updateAddress(db: Executor, id: number, p: AddressRequestPayload): Promise<void> {
  await db.update(addresses).set(addressValues(p)).where(eq(addresses.id, id));
}

/** Addresses are deactivated, not deleted: orders and carts still name them. */
export async function deactivateAddress(db: Executor, id: number): Promise<void> {
  await db.update(addresses).set({ active: false, main: false }).where(eq(addresses.id, id));
}

/** Makes one address the main one of its customer and type. */
export async function makeMain(
  db: Executor,
  customerId: number,
  type: AddressType,
  id: number,
): Promise<void> {
  await db
    .update(addresses)
    .set({ main: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.type, type), ne(addresses.id, id)));
  await db.update(addresses).set({ main: true }).where(eq(addresses.id, id));
}
