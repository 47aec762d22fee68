import {
  addressChangeRequests,
  addresses,
  countries,
  staffActions,
  users,
  type AddressRequestPayload,
  type Executor,
} from '@vetshop/db';
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_ADDRESS_REQUESTS } from '../generator/address-requests';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_LOGIN = 'staff@demo.test';

/**
 * The demo's address change requests (generator/address-requests.ts). A decided one is written as the staff
 * workspace would have left it: the approved create made its address, each decision is in the staff actions'
 * log with the same detail as the back office records. Requests of a customer missing in this data set are
 * left out.
 */
export async function insertAddressRequests(db: Executor, now: Date): Promise<number> {
  const logins = [...new Set(DEMO_ADDRESS_REQUESTS.map((r) => r.login)), STAFF_LOGIN];
  const found = await db
    .select({ id: users.id, login: users.login, customerId: users.customerId })
    .from(users)
    .where(inArray(users.login, logins));
  const byLogin = new Map(found.map((u) => [u.login, u]));
  const staff = byLogin.get(STAFF_LOGIN);
  const [belgium] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'BE'));
  if (!staff || !belgium) return 0;
  let inserted = 0;
  for (const r of DEMO_ADDRESS_REQUESTS) {
    const user = byLogin.get(r.login);
    if (!user?.customerId) continue;
    const customerId = user.customerId;
    const payload: AddressRequestPayload = { ...r.fields, street2: null, countryId: belgium.id, main: false };
    const [current] =
      r.kind === 'update'
        ? await db
            .select({ id: addresses.id })
            .from(addresses)
            .where(
              and(eq(addresses.customerId, customerId), eq(addresses.type, r.type), eq(addresses.main, true)),
            )
            .limit(1)
        : [];
    if (r.kind === 'update' && !current) continue;
    const createdAt = new Date(now.getTime() - r.daysAgo * DAY_MS);
    const decidedAt = r.state === 'pending' ? null : new Date(createdAt.getTime() + DAY_MS / 2);
    let addressId = current?.id ?? null;
    if (r.state === 'approved' && r.kind === 'create') {
      const [made] = await db
        .insert(addresses)
        .values({ customerId, type: r.type, ...r.fields, countryId: belgium.id })
        .returning({ id: addresses.id });
      addressId = made?.id ?? null;
    }
    const [request] = await db
      .insert(addressChangeRequests)
      .values({
        customerId,
        requestedBy: user.id,
        type: r.type,
        kind: r.kind,
        addressId,
        payload,
        state: r.state,
        reason: r.reason ?? null,
        createdAt,
        decidedAt,
        decidedBy: decidedAt ? staff.id : null,
      })
      .returning({ id: addressChangeRequests.id });
    inserted++;
    if (!request || !decidedAt) continue;
    await db.insert(staffActions).values({
      staffUserId: staff.id,
      recordType: 'address_request',
      recordId: request.id,
      action: r.state === 'approved' ? 'approve' : 'refuse',
      detail:
        r.state === 'approved'
          ? { kind: r.kind, type: r.type, address_id: addressId, previous: null, applied: payload }
          : { reason: r.reason ?? null },
      createdAt: decidedAt,
    });
  }
  return inserted;
}
