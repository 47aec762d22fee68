import type { StaffLeadDetail, StaffLeadList, StaffLeadSummary } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { parseLocale } from '../../i18n/locale';
import type { StoredFile } from '../storage';
import { recordStaffAction, staffActionsOf } from '../staff';
import * as repo from './repository';

type ListRow = Awaited<ReturnType<typeof repo.listLeads>>['rows'][number];

function summary(row: ListRow, fileCount: number, locale: Locale): StaffLeadSummary {
  const { lead, subject, customer } = row;
  return {
    id: lead.id,
    subject: { id: subject.id, code: subject.code, name: subject.name[locale] },
    email: lead.email,
    name: lead.name,
    company: lead.company,
    locale: parseLocale(lead.locale) ?? 'fr',
    file_count: fileCount,
    customer: customer?.id ? { id: customer.id, ref: customer.ref, name: customer.name } : null,
    created_at: lead.createdAt.toISOString(),
    handled_at: lead.handledAt?.toISOString() ?? null,
  };
}

export async function listLeads(
  ctx: AppContext,
  query: { subject?: string; handled: 'open' | 'handled' | 'all'; page: number; page_size: number },
  locale: Locale,
): Promise<StaffLeadList> {
  const [{ rows, total }, open] = await Promise.all([
    repo.listLeads(
      ctx.db,
      { subjectCode: query.subject, handled: query.handled },
      query.page,
      query.page_size,
    ),
    repo.countOpenLeads(ctx.db),
  ]);
  const counts = await repo.fileCounts(
    ctx.db,
    rows.map((r) => r.lead.id),
  );
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    open_count: open,
    items: rows.map((row) => summary(row, counts.get(row.lead.id) ?? 0, locale)),
  };
}

export async function getLead(ctx: AppContext, id: number, locale: Locale): Promise<StaffLeadDetail> {
  const row = await repo.leadById(ctx.db, id);
  if (!row) throw notFound('lead_not_found');
  const [files, history] = await Promise.all([repo.filesOf(ctx.db, id), staffActionsOf(ctx.db, 'lead', id)]);
  const { lead, country } = row;
  return {
    ...summary(row, files.length, locale),
    phone: lead.phone,
    mobile: lead.mobile,
    street: lead.street,
    street2: lead.street2,
    zip: lead.zip,
    city: lead.city,
    country: country ? { id: country.id, code: country.code, name: country.name[locale] } : null,
    description: lead.description,
    files: files.map((f) => ({ id: f.id, name: f.fileName, content_type: f.contentType, size: f.size })),
    history: history.map((h) => ({ action: h.action, by: h.by, at: h.at.toISOString(), detail: h.detail })),
  };
}

/** Marks the lead handled and records who did it; a lead handled already stays as it was (no second entry). */
export async function markHandled(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  locale: Locale,
): Promise<StaffLeadDetail> {
  await ctx.db.transaction(async (tx) => {
    const exists = await repo.leadById(tx, id);
    if (!exists) throw notFound('lead_not_found');
    if (await repo.markHandled(tx, id, staffUserId, ctx.now()))
      await recordStaffAction(tx, { staffUserId, recordType: 'lead', recordId: id, action: 'handled' });
  });
  return getLead(ctx, id, locale);
}

export async function leadFile(
  ctx: AppContext,
  leadId: number,
  fileId: number,
): Promise<{ file: StoredFile; name: string }> {
  const row = await repo.fileOf(ctx.db, leadId, fileId);
  const file = row ? await ctx.files.get(row.fileKey) : null;
  if (!row || !file) throw notFound('lead_file_not_found');
  return { file, name: row.fileName };
}
