import {
  SMALL_AD_CATEGORIES,
  SMALL_AD_DISPLAY_STATES,
  SMALL_AD_REFUSAL_REASON_MAX,
  SMALL_AD_REGIONS,
  SMALL_AD_STATES,
} from '@vetshop/domain';
import { z } from 'zod';
import { staffActionEntrySchema } from './quotations';

/**
 * Small ads (classified ads) of spec doc 2 §7 "Small ads" and doc 1 §3/§4/§5 (issue 11 §1). A signed-in buyer
 * writes ads (draft → submit → pending), the provider's staff publish or refuse them (`cancel`, shown as refused
 * with its reason); every signed-in buyer reads the published ones. Dates travel as ISO days ('YYYY-MM-DD'): the
 * storefront shows and reads dd/mm/yyyy (domain `formatDayMonthYear` / `parseDayMonthYear`).
 */
export const smallAdStateSchema = z.enum(SMALL_AD_STATES);
export const smallAdDisplayStateSchema = z.enum(SMALL_AD_DISPLAY_STATES);
export const smallAdCategorySchema = z.enum(SMALL_AD_CATEGORIES);
export const smallAdRegionSchema = z.enum(SMALL_AD_REGIONS);

export const SMALL_ADS_PER_PAGE_MAX = 100;

/** `GET classified_ads/my_classified_ads?per_page&page&state`: the caller's customer's ads, newest first. */
export const mySmallAdsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SMALL_ADS_PER_PAGE_MAX).default(10),
  state: smallAdStateSchema.optional(),
});
export type MySmallAdsQuery = z.input<typeof mySmallAdsQuerySchema>;

/**
 * `GET classified_ads/search?page_size&page&category&region`: the published ads whose dates include today
 * (Brussels day; an ad whose date_end has passed is no longer listed, one whose date_start is to come not yet),
 * newest publication first.
 */
export const smallAdSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(SMALL_ADS_PER_PAGE_MAX).default(10),
  category: smallAdCategorySchema.optional(),
  region: smallAdRegionSchema.optional(),
});
export type SmallAdSearchQuery = z.input<typeof smallAdSearchQuerySchema>;

/** The attachment (a PDF), or null. `url`: the back-office path that serves it (the storefront proxies it). */
export const smallAdFileSchema = z.object({
  name: z.string().describe("The file's name as uploaded (shown, never used to store it)"),
  size: z.number().int().describe('Bytes'),
  url: z.string().describe('Back-office path, e.g. /classified_ads/12/file'),
});
export type SmallAdFile = z.infer<typeof smallAdFileSchema>;

/** The author's buttons (domain `smallAdAuthorActions`); all false on another customer's published ad. */
export const smallAdActionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  delete: z.boolean(),
});

export const smallAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: smallAdStateSchema,
  /** What the pages show: `cancel` reads 'refused' (domain `smallAdDisplayState`). */
  display_state: smallAdDisplayStateSchema,
  category: smallAdCategorySchema,
  country_state_code: smallAdRegionSchema,
  region_name: z.string().describe("The region's name in the request's language"),
  date_start: z.string().describe('YYYY-MM-DD'),
  date_end: z.string().describe('YYYY-MM-DD'),
  body: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  file: smallAdFileSchema.nullable(),
  /** Only while refused (state cancel); null otherwise. */
  rejection_reason: z.string().nullable(),
  /** The ad belongs to the caller's customer. */
  is_mine: z.boolean(),
  actions: smallAdActionsSchema,
  published_at: z.string().nullable(),
  create_date: z.string(),
  write_date: z.string(),
});
export type SmallAd = z.infer<typeof smallAdSchema>;

export const smallAdListSchema = z.object({
  items: z.array(smallAdSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SmallAdList = z.infer<typeof smallAdListSchema>;

/**
 * The `parameters` field of the multipart body (a JSON text) of `POST classified_ads` and
 * `POST classified_ads/{id}/update_set_to_draft`. Every field is text as typed: the back office checks them
 * with the domain's `validateSmallAdForm` and answers 400 invalid_input with one message per field
 * (`fields[].path` = the parameter's name). `file_delete` (update only): remove the current document when no
 * new `file` is sent.
 */
export const smallAdParametersSchema = z.object({
  name: z.string().max(10_000).nullable().optional(),
  date_start: z.string().max(100).nullable().optional().describe('YYYY-MM-DD'),
  date_end: z.string().max(100).nullable().optional().describe('YYYY-MM-DD'),
  category: z.string().max(100).nullable().optional(),
  country_state_code: z.string().max(100).nullable().optional(),
  body: z.string().max(10_000).nullable().optional(),
  contact: z.string().max(10_000).nullable().optional(),
  phone: z.string().max(10_000).nullable().optional(),
  email: z.string().max(10_000).nullable().optional(),
  file_delete: z.boolean().optional(),
});
export type SmallAdParameters = z.infer<typeof smallAdParametersSchema>;

/**
 * The multipart body as the storefront hands it to its client: fields `parameters` (JSON text of
 * SmallAdParameters) and optionally `file` (the PDF). Build it with `smallAdFormData`.
 */
export const smallAdMultipartBodySchema = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'a multipart form with a `parameters` JSON field and an optional `file`',
);

/** The multipart body of the create and update calls (the typed way to build it). */
export function smallAdFormData(
  parameters: SmallAdParameters,
  file?: Blob | null,
  fileName?: string,
): FormData {
  const form = new FormData();
  form.append('parameters', JSON.stringify(parameters));
  if (file && file.size > 0)
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'document.pdf'));
  return form;
}

// ---- staff API (/staff/small-ads…): the moderation queue

export const STAFF_SMALL_ADS_PAGE_SIZE_MAX = 100;

/** `GET /staff/small-ads?state&page&page_size`: pending by default, oldest first (the order they came). */
export const staffSmallAdsQuerySchema = z.object({
  state: smallAdStateSchema.default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(STAFF_SMALL_ADS_PAGE_SIZE_MAX).default(20),
});
export type StaffSmallAdsQuery = z.input<typeof staffSmallAdsQuerySchema>;

export const staffSmallAdSchema = smallAdSchema.extend({
  /** The file's url here is the staff path (/staff/small-ads/{id}/file). */
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
  author: z.object({ login: z.string(), name: z.string() }),
});
export type StaffSmallAd = z.infer<typeof staffSmallAdSchema>;

export const staffSmallAdListSchema = z.object({
  items: z.array(staffSmallAdSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffSmallAdList = z.infer<typeof staffSmallAdListSchema>;

/** `GET /staff/small-ads/{id}` and the answers of publish / refuse: the ad and the staff actions on it. */
export const staffSmallAdDetailSchema = staffSmallAdSchema.extend({
  history: z.array(staffActionEntrySchema),
});
export type StaffSmallAdDetail = z.infer<typeof staffSmallAdDetailSchema>;

/** `POST /staff/small-ads/{id}/refuse {reason}`: required once trimmed (400 invalid_input otherwise). */
export const staffSmallAdRefuseBodySchema = z
  .object({ reason: z.string().max(10_000) })
  .strict()
  .describe(`reason: required, trimmed, at most ${SMALL_AD_REFUSAL_REASON_MAX} characters`);
