import type { AddressType } from '@vetshop/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  addresses,
  customers,
  paymentModes,
  pricelists,
  salesPersons,
  veterinaryGroups,
  anyOf,
  type Executor,
} from '@vetshop/db';

export type AddressRow = typeof addresses.$inferSelect;

export async function findCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select({ customer: customers, pricelist: pricelists, paymentMode: paymentModes })
    .from(customers)
    .innerJoin(pricelists, eq(pricelists.id, customers.pricelistId))
    .leftJoin(paymentModes, eq(paymentModes.id, customers.paymentModeId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export async function findSalesPerson(db: Executor, customerId: number) {
  const [row] = await db
    .select({ person: salesPersons })
    .from(customers)
    .innerJoin(salesPersons, eq(salesPersons.id, customers.salesPersonId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.person ?? null;
}

/** Active addresses of a customer, main first. */
export async function listAddresses(db: Executor, customerId: number, type?: AddressType) {
  return db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.active, true),
        type ? eq(addresses.type, type) : undefined,
      ),
    )
    .orderBy(desc(addresses.main), asc(addresses.id));
}

export async function findAddresses(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(anyOf(addresses.id, ids, 'int'));
}

/** The veterinary groups of these ids (a customer's `vet_group_ids`). */
export async function findVetGroups(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(veterinaryGroups)
    .where(anyOf(veterinaryGroups.id, ids, 'int'));
}

/** Sets the newsletter flag; answers the value stored. */
export async function setOptOut(db: Executor, customerId: number, optOut: boolean) {
  const [row] = await db
    .update(customers)
    .set({ optOut })
    .where(eq(customers.id, customerId))
    .returning({ optOut: customers.optOut });
  return row ?? null;
}
