import { countries, registrations, staffActions, titles, users, type Executor } from '@vetshop/db';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_REGISTRATIONS } from '../generator/registrations';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_LOGIN = 'staff@demo.test';

/**
 * The demo's registrations (generator/registrations.ts), in Belgium. A decided one is written as the staff
 * workspace leaves it: reviewer, date, the staff action; the approved one names the customer and user it became
 * (left out when this data set has no such customer).
 */
export async function insertRegistrations(db: Executor, now: Date): Promise<number> {
  const logins = [STAFF_LOGIN, ...DEMO_REGISTRATIONS.flatMap((r) => (r.becameLogin ? [r.becameLogin] : []))];
  const found = await db
    .select({ id: users.id, login: users.login, customerId: users.customerId })
    .from(users)
    .where(inArray(users.login, logins));
  const byLogin = new Map(found.map((u) => [u.login, u]));
  const staff = byLogin.get(STAFF_LOGIN);
  const [belgium] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'BE'));
  const titleRows = await db.select({ id: titles.id, code: titles.code }).from(titles);
  const titleId = new Map(titleRows.map((t) => [t.code, t.id]));
  if (!staff || !belgium) return 0;
  let inserted = 0;
  for (const r of DEMO_REGISTRATIONS) {
    const became = r.becameLogin ? byLogin.get(r.becameLogin) : undefined;
    const title = titleId.get(r.form.title);
    if (title === undefined || (r.state === 'approved' && !became?.customerId)) continue;
    const createdAt = new Date(now.getTime() - r.daysAgo * DAY_MS);
    const reviewedAt = r.state === 'pending' ? null : new Date(createdAt.getTime() + DAY_MS);
    const f = r.form;
    const [row] = await db
      .insert(registrations)
      .values({
        state: r.state,
        titleId: title,
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        mobile: f.mobile,
        fax: f.fax,
        companyName: f.companyName,
        vat: f.vat,
        vatBeingRegistered: f.vatBeingRegistered,
        street: f.street,
        street2: f.street2,
        zip: f.zip,
        city: f.city,
        countryId: belgium.id,
        function: f.function,
        activities: [...f.activities],
        apbNumber: f.apbNumber,
        vetRegistrationNumber: f.vetRegistrationNumber,
        depotNumber: f.depotNumber,
        comment: f.comment,
        optOutPromotions: f.optOutPromotions,
        lang: f.lang,
        acceptedTermsAt: createdAt,
        reason: r.reason ?? null,
        reviewedByUserId: reviewedAt ? staff.id : null,
        reviewedAt,
        customerId: became?.customerId ?? null,
        userId: became?.id ?? null,
        createdAt,
      })
      .returning({ id: registrations.id });
    inserted++;
    if (!row || !reviewedAt) continue;
    await db.insert(staffActions).values({
      staffUserId: staff.id,
      recordType: 'registration',
      recordId: row.id,
      action: r.state === 'approved' ? 'approve' : 'refuse',
      detail: r.state === 'approved' ? { role: 'veterinary' } : { reason: r.reason ?? null },
      createdAt: reviewedAt,
    });
  }
  return inserted;
}
