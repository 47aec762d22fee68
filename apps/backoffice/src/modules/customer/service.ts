import type { Address, Customer, SalesPerson, VetGroup } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { visibleVetGroups, type AddressType } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { cachedReferenceData } from '../settings';
import { toAddress } from './mapping';
import * as repo from './repository';

export async function getCustomer(ctx: AppContext, c: CustomerContext): Promise<Customer> {
  const [row, list, ref] = await Promise.all([
    repo.findCustomer(ctx.db, c.customerId),
    repo.listAddresses(ctx.db, c.customerId),
    cachedReferenceData(ctx.db),
  ]);
  if (!row) throw notFound();
  const { customer, pricelist, paymentMode } = row;
  const main = (type: AddressType) => {
    const a = list.find((x) => x.type === type);
    return a ? toAddress(a, ref, c.locale) : null;
  };
  return {
    data: {
      id: customer.id,
      ref: customer.ref,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      vat: customer.vat,
      lang: customer.lang,
      role: c.role,
      function: customer.function,
      can_order: customer.canOrder,
      help_with_fee: customer.helpWithFee,
      opt_out: customer.optOut,
      vt_groups: customer.vetGroupIds,
      pricelist: { id: pricelist.id, code: pricelist.code, name: pricelist.name[c.locale] },
      payment_mode: paymentMode
        ? { id: paymentMode.id, code: paymentMode.code, name: paymentMode.name[c.locale] }
        : null,
      invoicing_address: main('invoicing'),
      delivery_address: main('delivery'),
    },
  };
}

export async function getSalesPerson(ctx: AppContext, c: CustomerContext): Promise<SalesPerson> {
  const person = await repo.findSalesPerson(ctx.db, c.customerId);
  if (!person) throw notFound();
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    mobile: person.mobile,
    address: { phone: person.phone },
  };
}

export async function listAddresses(
  ctx: AppContext,
  c: CustomerContext,
  type: AddressType,
): Promise<{ count: number; items: Address[] }> {
  const [rows, ref] = await Promise.all([
    repo.listAddresses(ctx.db, c.customerId, type),
    cachedReferenceData(ctx.db),
  ]);
  const items = rows.map((r) => toAddress(r, ref, c.locale));
  return { count: items.length, items };
}

/** Addresses by id, mapped, for carts and orders (only this customer's are returned). */
export async function addressesByIds(
  ctx: AppContext,
  db: Executor,
  customerId: number,
  ids: (number | null)[],
  locale: CustomerContext['locale'],
) {
  const wanted = ids.filter((x): x is number => x !== null);
  const rows = await repo.findAddresses(db, wanted);
  const ref = await cachedReferenceData(ctx.db, db);
  return new Map(
    rows.filter((r) => r.customerId === customerId).map((r) => [r.id, toAddress(r, ref, locale)]),
  );
}

/** The customer's veterinary groups as the buyer sees them: no 'RFA' group, by sequence (spec doc 1 §5, §9). */
export async function getVetGroups(ctx: AppContext, c: CustomerContext): Promise<{ data: VetGroup[] }> {
  const row = await repo.findCustomer(ctx.db, c.customerId);
  if (!row) throw notFound();
  const groups = await repo.findVetGroups(ctx.db, row.customer.vetGroupIds);
  return {
    data: visibleVetGroups(groups).map((g) => ({
      id: g.id,
      name: g.name,
      color: g.color,
      sequence: g.sequence,
      is_alcyonnaire: g.isAlcyonnaire,
    })),
  };
}

/**
 * The newsletter flag (spec doc 2 §7 has two calls for it: `PUT customer` with opt_out, `POST customer/{id}/update`
 * with optIn). `customerId` is the id the call named: only the caller's own customer exists for it (404).
 */
export async function setNewsletter(
  ctx: AppContext,
  c: CustomerContext,
  optOut: boolean,
  customerId: number = c.customerId,
): Promise<{ opt_out: boolean }> {
  if (customerId !== c.customerId) throw notFound();
  const row = await repo.setOptOut(ctx.db, c.customerId, optOut);
  if (!row) throw notFound();
  return { opt_out: row.optOut };
}
