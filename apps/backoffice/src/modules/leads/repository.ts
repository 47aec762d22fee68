import {
  countries,
  customers,
  formSubmissions,
  forms,
  leadFiles,
  leads,
  leadSubjects,
  type Executor,
} from '@vetshop/db';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;
export type FormRow = typeof forms.$inferSelect;

export const activeSubjects = (db: Executor) =>
  db
    .select()
    .from(leadSubjects)
    .where(eq(leadSubjects.active, true))
    .orderBy(asc(leadSubjects.sequence), asc(leadSubjects.id));

export const allCountries = (db: Executor) => db.select().from(countries).orderBy(asc(countries.id));

export async function subjectByCode(db: Executor, code: string) {
  const rows = await db
    .select()
    .from(leadSubjects)
    .where(and(eq(leadSubjects.code, code), eq(leadSubjects.active, true)));
  return rows[0] ?? null;
}

export async function countryByCode(db: Executor, code: string) {
  const rows = await db.select().from(countries).where(eq(countries.code, code));
  return rows[0] ?? null;
}

export async function insertLead(db: Executor, lead: LeadInsert): Promise<LeadRow> {
  const rows = await db.insert(leads).values(lead).returning();
  return rows[0]!;
}

/** Advisory lock classes (first key of pg_advisory_xact_lock) of the acknowledgement limits: recipient, address. */
const ACK_RECIPIENT_LOCK = 17_041;
const ACK_ADDRESS_LOCK = 17_042;

/**
 * The acknowledgements already mailed within the window to this recipient and from this client address. Locks
 * both keys until the transaction ends first (the recipient's, then the address's: always in that order, so two
 * requests never wait on each other in a cycle), so parallel requests are counted one after the other and
 * none slips past a limit — also with several back-office processes on one PostgreSQL server.
 */
export async function acknowledgementsSince(
  tx: Executor,
  key: { email: string; clientAddress: string },
  windowMs: number,
): Promise<{ toRecipient: number; fromAddress: number }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACK_RECIPIENT_LOCK}, hashtext(${key.email}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACK_ADDRESS_LOCK}, hashtext(${key.clientAddress}))`);
  const rows = await tx
    .select({
      toRecipient: sql<number>`count(*) FILTER (WHERE ${leads.email} = ${key.email})::int`,
      fromAddress: sql<number>`count(*) FILTER (WHERE ${leads.clientAddress} = ${key.clientAddress})::int`,
    })
    .from(leads)
    .where(
      and(
        eq(leads.acknowledged, true),
        // The database's clock, as created_at's default: one clock for every process.
        gt(leads.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
        or(eq(leads.email, key.email), eq(leads.clientAddress, key.clientAddress)),
      ),
    );
  return rows[0] ?? { toRecipient: 0, fromAddress: 0 };
}

export async function insertLeadFiles(db: Executor, rows: (typeof leadFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(leadFiles).values(rows);
}

export interface LeadFilter {
  subjectCode?: string;
  handled: 'open' | 'handled' | 'all';
}

function leadWhere(filter: LeadFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.subjectCode) conditions.push(eq(leadSubjects.code, filter.subjectCode));
  if (filter.handled === 'open') conditions.push(isNull(leads.handledAt));
  if (filter.handled === 'handled') conditions.push(isNotNull(leads.handledAt));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const leadColumns = {
  lead: leads,
  subject: leadSubjects,
  customer: { id: customers.id, ref: customers.ref, name: customers.name },
};

/** Open leads first then handled ones, newest first within each. */
export async function listLeads(db: Executor, filter: LeadFilter, page: number, pageSize: number) {
  const where = leadWhere(filter);
  const [rows, total] = await Promise.all([
    db
      .select(leadColumns)
      .from(leads)
      .innerJoin(leadSubjects, eq(leadSubjects.id, leads.subjectId))
      .leftJoin(customers, eq(customers.id, leads.customerId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(leads)
      .innerJoin(leadSubjects, eq(leadSubjects.id, leads.subjectId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function countOpenLeads(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(leads).where(isNull(leads.handledAt));
  return rows[0]?.n ?? 0;
}

export async function fileCounts(db: Executor, leadIds: number[]): Promise<Map<number, number>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadFiles.leadId, n: count() })
    .from(leadFiles)
    .where(inArray(leadFiles.leadId, leadIds))
    .groupBy(leadFiles.leadId);
  return new Map(rows.map((r) => [r.leadId, r.n]));
}

export async function leadById(db: Executor, id: number) {
  const rows = await db
    .select({ ...leadColumns, country: countries })
    .from(leads)
    .innerJoin(leadSubjects, eq(leadSubjects.id, leads.subjectId))
    .leftJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(countries, eq(countries.id, leads.countryId))
    .where(eq(leads.id, id));
  return rows[0] ?? null;
}

export const filesOf = (db: Executor, leadId: number) =>
  db.select().from(leadFiles).where(eq(leadFiles.leadId, leadId)).orderBy(asc(leadFiles.id));

export async function fileOf(db: Executor, leadId: number, fileId: number) {
  const rows = await db
    .select()
    .from(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.id, fileId)));
  return rows[0] ?? null;
}

/** Marks a lead handled once: answers false when it was already (nothing changed). */
export async function markHandled(db: Executor, id: number, staffUserId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ handledAt: at, handledBy: staffUserId })
    .where(and(eq(leads.id, id), isNull(leads.handledAt)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

// ---- generic forms

export function activeForms(db: Executor, code?: string) {
  const where = code ? and(eq(forms.active, true), eq(forms.code, code)) : eq(forms.active, true);
  return db.select().from(forms).where(where).orderBy(asc(forms.sequence), asc(forms.id));
}

export async function activeFormById(db: Executor, id: number): Promise<FormRow | null> {
  const rows = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.active, true)));
  return rows[0] ?? null;
}

export async function insertSubmission(
  db: Executor,
  row: typeof formSubmissions.$inferInsert,
): Promise<number> {
  const rows = await db.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  return rows[0]!.id;
}

export async function listSubmissions(db: Executor, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ submission: formSubmissions, form: forms })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(formSubmissions),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
