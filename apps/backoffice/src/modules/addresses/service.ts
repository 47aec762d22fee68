import type { AddressInput, AddressRequest, Locale } from '@vetshop/contract';
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
import { cachedReferenceData, findAddresses } from '../customer';
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

export async function listForStaff(ctx: AppContext, state: AddressRequestState, locale: Locale) {
  const rows = await repo.listRequestsByState(ctx.db, state);
  const ids = rows.map((r) => r.request.addressId).filter((x): x is number => x !== null);
  const [addresses, ref] = await Promise.all([findAddresses(ctx.db, ids), cachedReferenceData(ctx.db)]);
  const byId = new Map(addresses.map((a) => [a.id, a]));
  const items = rows.map(({ request, customer }) => ({
    ...toAddressRequest(request, request.addressId ? byId.get(request.addressId) : undefined, ref, locale),
    customer: { id: customer.id, ref: customer.ref, name: customer.name },
  }));
  return { count: items.length, items };
}

/** Applies an approved request to the addresses; answers the address it made or changed. */
async function apply(db: Executor, r: repo.AddressRequestRow): Promise<number | undefined> {
  if (r.kind === 'create') {
    if (!r.payload) throw new Error('create request without payload');
    const id = await repo.insertAddress(db, r.customerId, r.type, r.payload);
    if (r.payload.main) await repo.makeMain(db, r.customerId, r.type, id);
    return id;
  }
  const address = r.addressId ? await repo.findOwnAddress(db, r.customerId, r.type, r.addressId) : null;
  // Deleted since the request was made (another request approved first): nothing left to apply it to.
  if (!address) throw conflict('address_not_found');
  if (r.kind === 'delete') {
    if (address.main) throw conflict('address_main_not_deletable');
    await repo.deactivateAddress(db, address.id);
    return undefined;
  }
  if (!r.payload) throw new Error('update request without payload');
  await repo.updateAddress(db, address.id, r.payload);
  if (r.payload.main && !address.main) await repo.makeMain(db, r.customerId, r.type, address.id);
  return undefined;
}

/**
 * A staff decision: approving applies the change in the same transaction as the decision (both or neither);
 * refusing records the reason the buyer reads. A decided request is final (409).
 */
export async function decide(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  to: Exclude<AddressRequestState, 'pending'>,
  reason: string | null,
  locale: Locale,
) {
  const decided = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockRequest(tx, id);
    if (!found) throw notFound();
    if (!canMoveAddressRequest(found.request.state, to)) throw conflict('address_request_decided');
    const made = to === 'approved' ? await apply(tx, found.request) : undefined;
    const row = await repo.decideRequest(tx, id, {
      state: to,
      reason,
      decidedBy: staffUserId,
      decidedAt: ctx.now(),
      ...(made !== undefined ? { addressId: made } : {}),
    });
    return { row, customer: found.customer };
  });
  const view = await answer(ctx, decided.row, locale);
  return {
    ...view,
    customer: { id: decided.customer.id, ref: decided.customer.ref, name: decided.customer.name },
  };
}
