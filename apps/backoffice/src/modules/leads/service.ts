import { leadDataSchema, type LeadCreated, type LeadOptions } from '@vetshop/contract';
import {
  checkLeadFile,
  LEAD_FILE_MAX_BYTES,
  LEAD_MAX_FILES,
  leadFieldMax,
  leadFileNameContradicts,
  validateLeadForm,
  type LeadField,
  type LeadFieldProblem,
  type Locale,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { MessageCode } from '../../i18n/messages';
import { unstorableTextFields } from '../../plugins/input-guard';
import { enqueueLeadMails } from './mails';
import type { LeadUpload } from './multipart';
import * as repo from './repository';

/** Who sent it: a signed-in buyer's lead is linked to their customer; a guest's (or staff's) to nobody. */
export interface LeadAuthor {
  customerId: number | null;
  userId: number | null;
}

/**
 * Acknowledgements of contact requests (issue 17 §4): at most this many per recipient and per client address in
 * the window. Beyond, the lead is still recorded and the staff still mailed — only the requester's
 * acknowledgement is left out, and the answer is the same success (a person who really wrote loses nothing but
 * a receipt; someone using the form to mail strangers gets nothing sent).
 */
export const LEAD_ACK_LIMITS = { perRecipient: 3, perAddress: 10, windowMs: 24 * 60 * 60_000 } as const;

export async function options(ctx: AppContext, locale: Locale): Promise<LeadOptions> {
  const [subjects, countries] = await Promise.all([repo.activeSubjects(ctx.db), repo.allCountries(ctx.db)]);
  return {
    lead_subjects: subjects.map((s) => ({ id: s.id, code: s.code, name: s.name[locale] })),
    countries: countries.map((c) => ({ id: c.id, code: c.code, name: c.name[locale] })),
  };
}

const FIELD_CODES: Record<LeadFieldProblem, MessageCode> = {
  required: 'field_required',
  too_long: 'field_text_too_long',
  invalid_email: 'field_email_invalid',
  invalid_choice: 'field_invalid_choice',
};

function invalid(problems: Partial<Record<LeadField, LeadFieldProblem>>): AppError {
  return new AppError(
    400,
    'lead_data_invalid',
    {},
    Object.entries(problems).map(([field, problem]) => ({
      path: `data.${field}`,
      code: FIELD_CODES[problem],
      params: problem === 'too_long' ? { maximum: leadFieldMax(field as LeadField) } : undefined,
    })),
  );
}

function parseData(text: string | null) {
  if (text === null)
    throw invalid({ subject: 'required', email: 'required', name: 'required', description: 'required' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, 'lead_data_invalid');
  }
  // A multipart field escapes the input guard's check of JSON bodies: the same check, on the parsed JSON.
  const unstorable = unstorableTextFields([json, 'data']);
  if (unstorable.length > 0) throw new AppError(400, 'lead_data_invalid', {}, unstorable);
  const parsed = leadDataSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'data')))];
    throw new AppError(
      400,
      'lead_data_invalid',
      {},
      fields.map((field) => ({ path: `data.${field}`, code: 'field_invalid_value' as const })),
    );
  }
  return parsed.data;
}

/**
 * POST leads: the contact request checked (fields, subject, country, files by content and size), its files
 * put in the file store, then in one transaction the lead, its files and the mails (staff; the acknowledgement
 * within LEAD_ACK_LIMITS).
 * A filled honeypot answers the same success and keeps nothing.
 */
export async function createLead(
  ctx: AppContext,
  upload: LeadUpload,
  author: LeadAuthor,
  locale: Locale,
  clientAddress: string,
): Promise<LeadCreated> {
  const data = parseData(upload.data);
  if (data.website.trim() !== '') return { ok: true, id: null };

  const checked = validateLeadForm(data);
  const problems: Partial<Record<LeadField, LeadFieldProblem>> = checked.ok ? {} : { ...checked.problems };
  const subject = data.subject ? await repo.subjectByCode(ctx.db, data.subject.trim()) : null;
  if (data.subject.trim() && !subject) problems.subject = 'invalid_choice';
  const country = data.country.trim() ? await repo.countryByCode(ctx.db, data.country.trim()) : null;
  if (data.country.trim() && !country) problems.country = 'invalid_choice';
  if (!checked.ok || Object.keys(problems).length > 0 || !subject) throw invalid(problems);
  const value = checked.value;

  if (upload.files.length > LEAD_MAX_FILES)
    throw new AppError(400, 'lead_too_many_files', { max: LEAD_MAX_FILES });
  const files = upload.files.map((file) => {
    const verdict = checkLeadFile(file.bytes.subarray(0, 16), file.bytes.length);
    if (verdict.ok && !leadFileNameContradicts(file.name, verdict.type))
      return { ...file, type: verdict.type };
    if (verdict.ok) throw new AppError(415, 'lead_file_unsupported', { name: file.name.slice(0, 100) });
    if (verdict.problem === 'too_large')
      throw new AppError(413, 'lead_file_too_large', { mb: LEAD_FILE_MAX_BYTES / (1024 * 1024) });
    throw new AppError(415, 'lead_file_unsupported', { name: file.name.slice(0, 100) });
  });

  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await ctx.files.put(file.bytes, file.type));
    const id = await ctx.db.transaction(async (tx) => {
      const sent = await repo.acknowledgementsSince(
        tx,
        { email: value.email, clientAddress },
        LEAD_ACK_LIMITS.windowMs,
      );
      const acknowledge =
        sent.toRecipient < LEAD_ACK_LIMITS.perRecipient && sent.fromAddress < LEAD_ACK_LIMITS.perAddress;
      const lead = await repo.insertLead(tx, {
        subjectId: subject.id,
        email: value.email,
        name: value.name,
        phone: value.phone,
        mobile: value.mobile,
        company: value.company,
        street: value.street,
        street2: value.street2,
        zip: value.zip,
        city: value.city,
        countryId: country?.id ?? null,
        description: value.description,
        locale,
        customerId: author.customerId,
        userId: author.userId,
        clientAddress,
        acknowledged: acknowledge,
      });
      await repo.insertLeadFiles(
        tx,
        files.map((file, i) => ({
          leadId: lead.id,
          fileKey: keys[i]!,
          fileName: file.name.slice(0, 255),
          contentType: file.type,
          size: file.bytes.length,
        })),
      );
      await enqueueLeadMails(ctx, tx, {
        id: lead.id,
        name: value.name,
        email: value.email,
        company: value.company,
        phone: value.phone || value.mobile,
        description: value.description,
        locale,
        subject: subject.name,
        fileCount: files.length,
        acknowledge,
      });
      return lead.id;
    });
    return { ok: true, id };
  } catch (err) {
    // The lead was not recorded: its files must not stay in the store, unreachable.
    await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
    throw err;
  }
}
