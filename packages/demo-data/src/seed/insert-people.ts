import {
  addresses,
  carriers,
  countries,
  countryStates,
  currencies,
  customers,
  paymentModes,
  pickupPoints,
  pricelists,
  saleOrderLines,
  saleOrders,
  salesPersons,
  titles,
  users,
  type Executor,
} from '@vetshop/db';
import type { CustomerData, ReferenceData } from '../types';
import { asIs, idOf, insertAll, insertWithIds } from './batches';

export interface ReferenceIds {
  countries: Map<string, number>;
  states: Map<string, number>;
  titles: Map<string, number>;
  paymentModes: Map<string, number>;
  carriers: Map<string, number>;
  salesPersons: Map<string, number>;
  pricelists: Map<string, number>;
}

export async function insertReference(db: Executor, data: ReferenceData): Promise<ReferenceIds> {
  const countryIds = await insertWithIds(db, countries, data.countries, asIs, {
    id: countries.id,
    key: countries.code,
  });
  const stateIds = await insertWithIds(
    db,
    countryStates,
    data.countryStates,
    ({ countryCode, ...s }) => ({ ...s, countryId: idOf(countryIds, countryCode, 'country') }),
    { id: countryStates.id, key: countryStates.code },
  );
  const titleIds = await insertWithIds(db, titles, data.titles, asIs, { id: titles.id, key: titles.code });
  await insertAll(db, currencies, data.currencies, asIs);
  const paymentModeIds = await insertWithIds(db, paymentModes, data.paymentModes, asIs, {
    id: paymentModes.id,
    key: paymentModes.code,
  });
  const carrierIds = await insertWithIds(db, carriers, data.carriers, asIs, {
    id: carriers.id,
    key: carriers.code,
  });
  await insertAll(db, pickupPoints, data.pickupPoints, ({ carrierCode, ...p }) => ({
    ...p,
    carrierId: idOf(carrierIds, carrierCode, 'carrier'),
  }));
  // Sales persons have no code: their (unique, generated) name is the key.
  const salesPersonIds = await insertWithIds(db, salesPersons, data.salesPersons, asIs, {
    id: salesPersons.id,
    key: salesPersons.name,
  });
  const pricelistIds = await insertWithIds(db, pricelists, data.pricelists, asIs, {
    id: pricelists.id,
    key: pricelists.code,
  });
  return {
    countries: countryIds,
    states: stateIds,
    titles: titleIds,
    paymentModes: paymentModeIds,
    carriers: carrierIds,
    salesPersons: salesPersonIds,
    pricelists: pricelistIds,
  };
}

/** Customers, their addresses and users (every user gets the same demo password hash). */
export async function insertCustomers(
  db: Executor,
  data: CustomerData,
  ref: ReferenceIds,
  passwordHash: string,
): Promise<{ customers: Map<string, number>; addressesByKey: Map<string, number> }> {
  const customerIds = await insertWithIds(
    db,
    customers,
    data.customers,
    ({ pricelistCode, salesPersonName, paymentModeCode, ...c }) => ({
      ...c,
      pricelistId: idOf(ref.pricelists, pricelistCode, 'pricelist'),
      salesPersonId: idOf(ref.salesPersons, salesPersonName, 'sales person'),
      paymentModeId: idOf(ref.paymentModes, paymentModeCode, 'payment mode'),
    }),
    { id: customers.id, key: customers.ref },
  );
  const addressIds = await insertWithIds(
    db,
    addresses,
    data.addresses,
    ({ key: _key, customerRef, titleCode, countryCode, stateCode, ...a }) => ({
      ...a,
      customerId: idOf(customerIds, customerRef, 'customer'),
      titleId: titleCode ? idOf(ref.titles, titleCode, 'title') : null,
      countryId: idOf(ref.countries, countryCode, 'country'),
      stateId: stateCode ? idOf(ref.states, stateCode, 'state') : null,
    }),
    { id: addresses.id, key: addresses.ref },
  );
  await insertAll(db, users, data.users, ({ customerRef, ...u }) => ({
    ...u,
    passwordHash,
    customerId: customerRef ? idOf(customerIds, customerRef, 'customer') : null,
  }));
  // Orders refer to addresses by their generator key; the database knows them by ref.
  const byKey = new Map<string, number>();
  for (const a of data.addresses) byKey.set(a.key, idOf(addressIds, a.ref ?? '', 'address'));
  return { customers: customerIds, addressesByKey: byKey };
}

/** Order history: the orders, then their lines. */
export async function insertOrders(
  db: Executor,
  data: CustomerData,
  ref: ReferenceIds,
  customerIdsByRef: ReadonlyMap<string, number>,
  addressIdsByKey: ReadonlyMap<string, number>,
  variantIds: ReadonlyMap<string, number>,
): Promise<void> {
  const orderIds = await insertWithIds(
    db,
    saleOrders,
    data.orders,
    ({
      lines: _lines,
      customerRef,
      carrierCode,
      paymentModeCode,
      deliveryAddressKey,
      invoicingAddressKey,
      ...o
    }) => ({
      ...o,
      customerId: idOf(customerIdsByRef, customerRef, 'customer'),
      carrierId: idOf(ref.carriers, carrierCode, 'carrier'),
      paymentModeId: idOf(ref.paymentModes, paymentModeCode, 'payment mode'),
      deliveryAddress: o.deliveryAddress
        ? {
            ...o.deliveryAddress,
            id: deliveryAddressKey ? (addressIdsByKey.get(deliveryAddressKey) ?? null) : null,
          }
        : null,
      invoicingAddress: o.invoicingAddress
        ? { ...o.invoicingAddress, id: addressIdsByKey.get(invoicingAddressKey) ?? null }
        : null,
    }),
    { id: saleOrders.id, key: saleOrders.name },
  );
  const lines = data.orders.flatMap((o) => o.lines.map((line) => ({ order: o.name, line })));
  await insertAll(db, saleOrderLines, lines, ({ order, line: { sku, ...l } }) => ({
    ...l,
    sku,
    orderId: idOf(orderIds, order, 'order'),
    variantId: sku ? idOf(variantIds, sku, 'variant') : null,
  }));
}
