import { LEAD_DESCRIPTION_MAX, LEAD_EMAIL_MAX, LEAD_SHORT_TEXT_MAX } from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID } from './common';
import { staffActionEntrySchema } from './quotations';

/**
 * Contact requests (leads) and generic forms (issue 11 §3; spec doc 1 §3 Form, Reference lists, Contact / lead
 * request; doc 2 §7 "GET form; POST form/{id}; POST leads as multipart: data (JSON), files").
 */

const refItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/**
 * `GET /lead_subjects`: the contact form's reference lists for anyone, guests included — the subjects, and the
 * countries (GET settings, which holds them too, needs a session). Names in the caller's language.
 */
export const leadOptionsSchema = z.object({
  lead_subjects: z.array(refItem),
  countries: z.array(refItem),
});
export type LeadOptions = z.infer<typeof leadOptionsSchema>;

const short = z
  .string()
  .max(LEAD_SHORT_TEXT_MAX * 4)
  .optional()
  .default('');

/**
 * The multipart's `data` part (JSON). The rules (required fields, lengths in characters, e-mail) are the
 * domain's validateLeadForm: refused fields come back as a 400 validation_failed with `fields` (data.<name>).
 * `website` is the honeypot: a person never fills it.
 */
export const leadDataSchema = z.object({
  subject: z.string().max(64).optional().default('').describe("A lead subject's code"),
  email: z
    .string()
    .max(LEAD_EMAIL_MAX * 4)
    .optional()
    .default(''),
  name: short,
  phone: short,
  mobile: short,
  company: short,
  street: short,
  street2: short,
  zip: short,
  city: short,
  country: z.string().max(8).optional().default('').describe("A country's code (settings' countries)"),
  description: z
    .string()
    .max(LEAD_DESCRIPTION_MAX * 4)
    .optional()
    .default(''),
  website: z.string().max(2000).optional().default('').describe('Honeypot: leave empty'),
});
export type LeadData = z.input<typeof leadDataSchema>;

/** The multipart body as the storefront hands it to its client (the back office reads the stream itself). */
export const leadCreateBodySchema = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'a multipart form: `data` (JSON) and up to 3 `files`',
);

export const leadCreatedSchema = z.object({
  ok: z.literal(true),
  /** The new lead's id; null when nothing was kept (the honeypot was filled) — the answer looks the same. */
  id: z.number().int().nullable(),
});
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

// ---- generic forms

export const formDefinitionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("In the caller's language"),
  form: z
    .string()
    .describe('JSON: { fields: [{ name, type, label: {fr,nl,en}, required?, max_length?, options? }] }'),
  form_options: z.string().describe('JSON: { <list>: [{ value, label: {fr,nl,en} }] }'),
  sequence: z.number().int(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export const formsQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
});
export const formListSchema = z.array(formDefinitionSchema);

export const formParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** `POST form/{id}`: the values by field name (text, or true/false for a checkbox); `website` is the honeypot. */
export const formSubmitBodySchema = z.object({
  values: z.record(z.string().max(64), z.union([z.string().max(20_000), z.boolean()])),
  website: z.string().max(2000).optional().default(''),
});
export type FormSubmitBody = z.input<typeof formSubmitBodySchema>;

export const formSubmittedSchema = z.object({ ok: z.literal(true), id: z.number().int().nullable() });

// ---- staff: the leads queue

export const LEAD_HANDLED_FILTERS = ['open', 'handled', 'all'] as const;

export const staffLeadsQuerySchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  handled: z.enum(LEAD_HANDLED_FILTERS).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffLeadsQuery = z.input<typeof staffLeadsQuerySchema>;

export const staffLeadParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const staffLeadFileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  fileId: z.coerce.number().int().positive().max(MAX_ID),
});

export const staffLeadSummarySchema = z.object({
  id: z.number().int(),
  subject: refItem,
  email: z.string(),
  name: z.string(),
  company: z.string(),
  locale: localeSchema,
  file_count: z.number().int(),
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }).nullable(),
  created_at: z.string().describe('ISO 8601'),
  handled_at: z.string().nullable().describe('ISO 8601'),
});
export type StaffLeadSummary = z.infer<typeof staffLeadSummarySchema>;

export const staffLeadListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Open leads in all (the filter links and the workspace home show it). */
  open_count: z.number().int(),
  items: z.array(staffLeadSummarySchema),
});
export type StaffLeadList = z.infer<typeof staffLeadListSchema>;

export const staffLeadDetailSchema = staffLeadSummarySchema.extend({
  phone: z.string(),
  mobile: z.string(),
  street: z.string(),
  street2: z.string(),
  zip: z.string(),
  city: z.string(),
  country: refItem.nullable(),
  description: z.string(),
  files: z.array(
    z.object({ id: z.number().int(), name: z.string(), content_type: z.string(), size: z.number().int() }),
  ),
  history: z.array(staffActionEntrySchema),
});
export type StaffLeadDetail = z.infer<typeof staffLeadDetailSchema>;

/** A file's bytes (the storefront streams them on with their Content-Disposition). */
export const leadFileSchema = z.string().describe('The file (binary), with Content-Disposition: attachment');

// ---- staff: generic form submissions (listed; a submission is read in full in the list)

export const staffFormSubmissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const staffFormSubmissionListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      form: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
      /** [label in the caller's language, value as text] in the form's order. */
      values: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
      locale: localeSchema,
      created_at: z.string(),
    }),
  ),
});
export type StaffFormSubmissionList = z.infer<typeof staffFormSubmissionListSchema>;
