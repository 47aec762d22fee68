import { forms, leads, leadSubjects, staffActions, users, type Executor } from '@vetshop/db';
import { inArray } from 'drizzle-orm';
import { DEMO_FORMS, DEMO_LEAD_SUBJECTS, DEMO_LEADS } from '../generator/leads';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_LOGIN = 'staff@demo.test';

/**
 * The contact form's subjects, the generic forms and a few leads (generator/leads.ts). A handled lead is written
 * as the staff workspace leaves it: handled_at/by and the action in the staff actions' log.
 */
export async function insertLeads(db: Executor, now: Date): Promise<number> {
  const subjects = await db
    .insert(leadSubjects)
    .values(DEMO_LEAD_SUBJECTS.map((s, i) => ({ code: s.code, name: s.name, sequence: (i + 1) * 10 })))
    .returning({ id: leadSubjects.id, code: leadSubjects.code });
  await db.insert(forms).values(
    DEMO_FORMS.map((f) => ({
      code: f.code,
      name: f.name,
      sequence: f.sequence,
      definition: JSON.stringify(f.definition),
      options: JSON.stringify(f.options),
    })),
  );
  const subjectId = new Map(subjects.map((s) => [s.code, s.id]));
  const logins = [STAFF_LOGIN, ...DEMO_LEADS.flatMap((l) => (l.login ? [l.login] : []))];
  const found = await db
    .select({ id: users.id, login: users.login, customerId: users.customerId })
    .from(users)
    .where(inArray(users.login, logins));
  const byLogin = new Map(found.map((u) => [u.login, u]));
  const staff = byLogin.get(STAFF_LOGIN);
  let inserted = 0;
  for (const lead of DEMO_LEADS) {
    const subject = subjectId.get(lead.subject);
    const buyer = lead.login ? byLogin.get(lead.login) : undefined;
    if (!subject || (lead.login && !buyer)) continue;
    const createdAt = new Date(now.getTime() - lead.daysAgo * DAY_MS);
    const handledAt = lead.handled && staff ? new Date(createdAt.getTime() + DAY_MS / 2) : null;
    const [row] = await db
      .insert(leads)
      .values({
        subjectId: subject,
        email: lead.email,
        name: lead.name,
        company: lead.company,
        phone: lead.phone,
        city: lead.city,
        description: lead.description,
        locale: lead.locale,
        customerId: buyer?.customerId ?? null,
        userId: buyer?.id ?? null,
        createdAt,
        handledAt,
        handledBy: handledAt ? staff!.id : null,
      })
      .returning({ id: leads.id });
    if (row && handledAt && staff)
      await db.insert(staffActions).values({
        staffUserId: staff.id,
        recordType: 'lead',
        recordId: row.id,
        action: 'handled',
        createdAt: handledAt,
      });
    inserted += 1;
  }
  return inserted;
}
