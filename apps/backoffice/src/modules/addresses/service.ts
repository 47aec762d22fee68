import type {
  AddressInput,
  AddressRequest,
  Locale,
  StaffAddressRequestListQueryParsed,
} from '@vetshop/contract';
import type { AddressRequestPayload, Executor } from '@vetshop/db';
import {
  canMoveAddressRequest,
  missingAddressFields,
  type AddressRequestKind,
  type AddressRequestState,
  type AddressType,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { findAddresses, type AddressRow } from '../customer';
import { cachedReferenceData } from '../settings';
import { recordStaffAction, staffActionsOf } from '../staff';
import { toAddressRequest } from './mapping';
import * as repo from './repository';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The fields asked for, trimmed, once they pass the spec's rule (doc 1 §5: name, street, zip and city
 * non-empty after trimming) and name a country of the settings list; otherwise a 400 naming each field.
 */
async function checkedPayload(ctx: AppContext, input: AddressInput): Promise<AddressRequestPayload> {
  const payload: AddressRequestPayload = {
    name: input.name.trim(),
    street: clean(input.street),
    street2: clean(input.street2),
    zip: clean(input.zip),
    city: clean(input.city),
    phone: clean(input.phone),
    countryId: input.country_id,
    main: input.main ?? false,
  };
  const ref = await cachedReferenceData(ctx.db);
  const fields: NonNullable<AppError['fields']> = missingAddressFields(payload).map((field) => ({
    path: `body.${field}`,
    code: 'field_address_required',
  }));
  if (!ref.countries.some((c) => c.id === payload.countryId))
    fields.push({ path: 'body.country_id', code: 'field_country_unknown' });
  if (fields.length > 0) throw new AppError(400, 'address_invalid', {}, fields);
  return payload;
}

async function answer(ctx: AppContext, row: repo.AddressRequestRow, locale: Locale): Promise<AddressRequest> {
  const [address] = row.addressId ? await findAddresses(ctx.db, [row.addressId]) : [];
  return toAddressRequest(
    row,
    address?.active ? address : undefined,
    await cachedReferenceData(ctx.db),
    locale,
  );
}

/** `POST addresses/{type}`: a request for a new address. */
export async function requestCreate(
  ctx: AppContext,
  c: CustomerContext,
  type: AddressType,
  input: AddressInput,
): Promise<AddressRequest> {
  const payload = await checkedPayload(ctx, input);
  const row = await repo.insertRequest(ctx.db, {
    customerId: c.customerId,
    requestedBy: c.userId,
    type,
    kind: 'create',
    addressId: null,
    payload,
  });
  return answer(ctx, row, c.locale);
}

/** `POST addresses/{type}/{id}`, `DELETE addresses/{type}/{id}`: only for the caller's own address (404). */
export async function requestChange(
  ctx: AppContext,
  c: CustomerContext,
  type: AddressType,
  id: number,
  kind: Exclude<AddressRequestKind, 'create'>,
  input?: AddressInput,
): Promise<AddressRequest> {
  const address = await repo.findOwnAddress(ctx.db, c.customerId, type, id);
  if (!address) throw notFound('address_not_found');
  // The same rule as the `access` flags the address is listed with (customer/mapping.ts).
  if (kind === 'delete' && address.main) throw conflict('address_main_not_deletable');
  if (address.isDropoffSite) throw new AppError(403, 'forbidden');
  const payload = kind === 'update' && input ? await checkedPayload(ctx, input) : null;
  const row = await repo.insertRequest(ctx.db, {
    customerId: c.customerId,
    requestedBy: c.userId,
    type,
    kind,
    addressId: id,
    payload,
  });
  return answer(ctx, row, c.locale);
}

export async function listOwnRequests(
  ctx: AppContext,
  c: CustomerContext,
): Promise<{ count: number; items: AddressRequest[] }> {
  const rows = await repo.listCustomerRequests(ctx.db, c.customerId);
  const ids = rows.map((r) => r.addressId).filter((x): x is number => x !== null);
  const [addresses, ref] = await Promise.all([findAddresses(ctx.db, ids), cachedReferenceData(ctx.db)]);
  const byId = new Map(addresses.filter((a) => a.active).map((a) => [a.id, a]));
  const items = rows.map((r) =>
    toAddressRequest(r, r.addressId ? byId.get(r.addressId) : undefined, ref, c.locale),
  );
  return { count: items.length, items };
}

// ---- staff

/** The record type of address requests in the staff actions' log. */
const RECORD_TYPE = 'address_request';

type StaffRow = NonNullable<Awaited<ReturnType<typeof repo.findRequestForStaff>>>;

async function staffViews(ctx: AppContext, rows: StaffRow[], locale: Locale) {
  const ids = rows.map((r) => r.request.addressId).filter((x): x is number => x !== null);
  const [addresses, ref] = await Promise.all([findAddresses(ctx.db, ids), cachedReferenceData(ctx.db)]);
  // Only an address still in use is "the current address" (a deleted one is no longer shown as current).
  const byId = new Map(addresses.filter((a) => a.active).map((a) => [a.id, a]));
  return rows.map(({ request, customer }) => ({
    ...toAddressRequest(request, request.addressId ? byId.get(request.addressId) : undefined, ref, locale),
    customer: { id: customer.id, ref: customer.ref, name: customer.name },
  }));
}

/** `GET /staff/address_requests`: a page of the filtered list, pending first. */
export async function listForStaff(
  ctx: AppContext,
  query: StaffAddressRequestListQueryParsed,
  locale: Locale,
) {
  const { page, page_size: size, ...filter } = query;
  const { rows, count } = await repo.listRequestsForStaff(ctx.db, filter, {
    limit: size,
    offset: (page - 1) * size,
  });
  return { count, items: await staffViews(ctx, rows, locale) };
}

/** `GET /staff/address_requests/{id}`: the request, its customer, the address as it is now, and its history. */
export async function getForStaff(ctx: AppContext, id: number, locale: Locale) {
  const found = await repo.findRequestForStaff(ctx.db, id);
  if (!found) throw notFound();
  const [[view], history] = await Promise.all([
    staffViews(ctx, [found], locale),
    staffActionsOf(ctx.db, RECORD_TYPE, id),
  ]);
  return { ...view!, history: history.map((h) => ({ ...h, at: h.at.toISOString() })) };
}

/** What an approval changed, for the record's history. */
interface Applied {
  addressId: number | null;
  /** The address before the change (update, delete). */
  previous: Record<string, unknown> | null;
}

const recorded = (a: AddressRow) => ({
  name: a.name,
  street: a.street,
  street2: a.street2,
  zip: a.zip,
  city: a.city,
  phone: a.phone,
  country_id: a.countryId,
  main: a.main,
});

/** Applies an approved request to the addresses; answers the address it made or changed, and what it was. */
async function apply(db: Executor, r: repo.AddressRequestRow): Promise<Applied> {
  if (r.kind === 'create') {
    if (!r.payload) throw new Error('create request without payload');
    const id = await repo.insertAddress(db, r.customerId, r.type, r.payload);
    if (r.payload.main) await repo.makeMain(db, r.customerId, r.type, id);
    return { addressId: id, previous: null };
  }
  const address = r.addressId ? await repo.findOwnAddress(db, r.customerId, r.type, r.addressId) : null;
  // Deleted since the request was made (another request approved first): nothing left to apply it to.
  if (!address) throw conflict('address_not_found');
  if (r.kind === 'delete') {
    if (address.main) throw conflict('address_main_not_deletable');
    await repo.deactivateAddress(db, address.id);
    return { addressId: address.id, previous: recorded(address) };
  }
  if (!r.payload) throw new Error('update request without payload');
  await repo.updateAddress(db, address.id, r.payload);
  if (r.payload.main && !address.main) await repo.makeMain(db, r.customerId, r.type, address.id);
  return { addressId: address.id, previous: recorded(address) };
}

/**
 * A staff decision: approving applies the change in the same transaction as the decision (both or neither);
 * refusing records the reason the buyer reads. Either is recorded in the staff actions' log in that same
 * transaction (approve: what was applied and what it replaced; refuse: the reason). A decided request is final
 * (409).
 */
export async function decide(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  to: Exclude<AddressRequestState, 'pending'>,
  reason: string | null,
  locale: Locale,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.lockRequest(tx, id);
    if (!found) throw notFound();
    const r = found.request;
    if (!canMoveAddressRequest(r.state, to)) throw conflict('address_request_decided');
    const applied = to === 'approved' ? await apply(tx, r) : null;
    await repo.decideRequest(tx, id, {
      state: to,
      reason,
      decidedBy: staffUserId,
      decidedAt: ctx.now(),
      ...(r.kind === 'create' && applied?.addressId ? { addressId: applied.addressId } : {}),
    });
    await recordStaffAction(tx, {
      staffUserId,
      recordType: RECORD_TYPE,
      recordId: id,
      action: to === 'approved' ? 'approve' : 'refuse',
      detail: applied
        ? {
            kind: r.kind,
            type: r.type,
            address_id: applied.addressId,
            previous: applied.previous,
            applied: r.payload,
          }
        : { reason },
    });
  });
  return getForStaff(ctx, id, locale);
}
