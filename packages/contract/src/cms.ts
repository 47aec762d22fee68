import { isIsoDate, LOCALES, META_DESCRIPTION_MAX } from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID } from './common';
import { staffActionEntrySchema } from './quotations';

/**
 * Content written by staff (issue 11 §2, spec doc 1 §3 CMS, Advertisement, Info banner; doc 2 §7 `GET cms/content`):
 * pages, news, snippets, info banners and advertisements. Every text exists in fr, nl and en; pages and news have a
 * slug per language (`url_locales`) so that the language switch lands on the same page. HTML is sanitised with the
 * one policy (html-policy.ts) on save and again on render. Content is public only while published and between its
 * dates (inclusive, open bounds allowed); staff see everything.
 */

export const CMS_CONTENT_TYPES = ['page', 'snippet', 'news'] as const;
export type CmsContentType = (typeof CMS_CONTENT_TYPES)[number];

/** The staff API's kinds (URL segments of /staff/cms/{kind}). */
export const CMS_KINDS = ['pages', 'news', 'snippets', 'banners', 'advertisements'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/** Where a page is linked from the footer (spec doc 1 §2: two slots). */
export const CMS_PAGE_SLOTS = ['footer', 'subfooter', 'none'] as const;
export type CmsPageSlot = (typeof CMS_PAGE_SLOTS)[number];

export const CMS_BANNER_TYPES = ['info', 'warning', 'promo'] as const;
export type CmsBannerType = (typeof CMS_BANNER_TYPES)[number];

/** Who sees an info banner: everyone, guests only, signed-in buyers only. */
export const CMS_BANNER_VISIBILITIES = ['all', 'guest', 'signed_in'] as const;
export type CmsBannerVisibility = (typeof CMS_BANNER_VISIBILITIES)[number];

/** Advertisement slots; spec doc 1 §9: default bottom_right. */
export const CMS_AD_SLOTS = ['bottom_right', 'bottom_left', 'top', 'home'] as const;
export type CmsAdSlot = (typeof CMS_AD_SLOTS)[number];
export const CMS_AD_DEFAULT_SLOT: CmsAdSlot = 'bottom_right';
/** Seconds an advertisement stays shown; -1 (spec doc 1 §9 default) = until closed. */
export const CMS_AD_DEFAULT_DISPLAY_TIME = -1;

export const CMS_TITLE_MAX = 200;
export const CMS_SLUG_MAX = 120;
export const CMS_FOREWORD_MAX = 2_000;
/** Stored HTML of one text (a long page with tables fits well under it). */
export const CMS_HTML_MAX = 200_000;
export const CMS_CODE_MAX = 64;
export const CMS_GROUP_MAX = 64;
export const CMS_PAGE_SIZE_MAX = 100;

/** Upload limits (checked by content, never by name or declared type): packages/domain cms-files.ts. */
export { CMS_IMAGE_MAX_BYTES, CMS_PDF_MAX_BYTES } from '@vetshop/domain';
export const CMS_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isIsoDate, 'Not a calendar day')
  .describe('YYYY-MM-DD');
/** An inclusive bound of the publication window; null = open. */
const windowBound = isoDay.nullable().default(null);

const id = z.coerce.number().int().positive().max(MAX_ID);
/** The key of an uploaded file (POST /staff/cms/uploads), opaque. */
export const cmsFileKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

const slugField = z
  .string()
  .trim()
  .min(1)
  .max(CMS_SLUG_MAX)
  .describe('Normalised on save: lower case, a-z 0-9 -');
const codeField = z
  .string()
  .trim()
  .min(1)
  .max(CMS_CODE_MAX)
  .regex(/^[a-z0-9_]+$/, 'Lower case letters, digits and _');

// ---------------------------------------------------------------------------------------------------------------
// Public reads

export const urlLocalesSchema = z.object({ fr: z.string(), nl: z.string(), en: z.string() });

export const cmsContentQuerySchema = z.object({
  type: z.enum(CMS_CONTENT_TYPES),
  slug: z.string().trim().min(1).max(CMS_SLUG_MAX).optional().describe('A page or news slug in the language'),
  code: codeField.optional().describe("A snippet's code"),
  group: z.string().trim().min(1).max(CMS_GROUP_MAX).optional().describe('Pages of one group'),
  slot: z.enum(CMS_PAGE_SLOTS).optional().describe('Pages linked from one footer slot'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CMS_PAGE_SIZE_MAX).default(20),
});
export type CmsContentQuery = z.output<typeof cmsContentQuerySchema>;

export const cmsFileRefSchema = z.object({ name: z.string(), url: z.string() });

export const cmsContentItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(CMS_CONTENT_TYPES),
  lang: localeSchema,
  url: z.string().describe('The slug in this language ("" for a snippet)'),
  url_locales: urlLocalesSchema.describe('The slug in each language (the language switch)'),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  meta_title: z.string(),
  meta_description: z.string().describe(`At most ${META_DESCRIPTION_MAX} characters`),
  date: z.string().nullable().describe('Publication day, YYYY-MM-DD'),
  updated_at: z.string().describe('ISO 8601'),
  // page
  group: z.string().nullable(),
  slots: z.enum(CMS_PAGE_SLOTS).nullable(),
  sequence: z.number().int().nullable(),
  // news
  foreword: z.string().nullable(),
  image: z.string().nullable().describe('URL of the image (news)'),
  thumbnail: z.string().nullable().describe('URL of the thumbnail (news)'),
  file: cmsFileRefSchema.nullable(),
  // snippet
  code: z.string().nullable(),
});
export type CmsContentItem = z.infer<typeof cmsContentItemSchema>;

export const cmsContentListSchema = z.object({
  items: z.array(cmsContentItemSchema),
  total: z.number().int(),
});
export type CmsContentList = z.infer<typeof cmsContentListSchema>;

export const cmsBannerSchema = z.object({
  id: z.number().int(),
  html: z.string().describe('Sanitised HTML in the caller’s language'),
  type: z.enum(CMS_BANNER_TYPES),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
});
export type CmsBanner = z.infer<typeof cmsBannerSchema>;
export const cmsBannerListSchema = z.object({ items: z.array(cmsBannerSchema) });

export const cmsAdvertisementsQuerySchema = z.object({ slot: z.enum(CMS_AD_SLOTS).optional() });

export const cmsAdvertisementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_slot: z.enum(CMS_AD_SLOTS),
  display_time: z.number().int().describe('Seconds shown; -1 = until closed'),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  link: z.string().nullable().describe("The advertisement's PDF file, else its site URL"),
  image: z
    .object({
      url: z.string(),
      alt: z.string(),
      width: z.number().int().positive().nullable().describe('Pixels, from the file; null when unknown'),
      height: z.number().int().positive().nullable().describe('Pixels, from the file; null when unknown'),
    })
    .nullable(),
});
export type CmsAdvertisement = z.infer<typeof cmsAdvertisementSchema>;
export const cmsAdvertisementListSchema = z.object({ items: z.array(cmsAdvertisementSchema) });

export const cmsFileParamsSchema = z.object({ key: cmsFileKeySchema });
export const cmsFileSchema = z.string().describe('The file (binary: image or PDF)');

// ---------------------------------------------------------------------------------------------------------------
// Staff writes: every language at once

const perLocale = <T extends z.ZodType>(schema: T) => z.object({ fr: schema, nl: schema, en: schema });

const pageTranslation = z
  .object({
    title: z.string().trim().min(1).max(CMS_TITLE_MAX),
    slug: slugField,
    content: z.string().max(CMS_HTML_MAX).default(''),
    meta_title: z.string().trim().max(CMS_TITLE_MAX).default(''),
    meta_description: z.string().trim().max(META_DESCRIPTION_MAX).default(''),
  })
  .strict();
const newsTranslation = pageTranslation
  .extend({ foreword: z.string().trim().max(CMS_FOREWORD_MAX).default('') })
  .strict();
const snippetTranslation = z
  .object({ title: z.string().trim().max(CMS_TITLE_MAX).default(''), content: z.string().max(CMS_HTML_MAX) })
  .strict();
const bannerTranslation = z.object({ content: z.string().trim().min(1).max(CMS_HTML_MAX) }).strict();
const adTranslation = z
  .object({ title: z.string().trim().max(CMS_TITLE_MAX).default('').describe('Image alt text') })
  .strict();

const publication = {
  published: z.boolean().default(false),
  date_start: windowBound,
  date_end: windowBound,
};

export const cmsPageInputSchema = z
  .object({
    translations: perLocale(pageTranslation),
    group: z.string().trim().min(1).max(CMS_GROUP_MAX).nullable().default(null),
    slots: z.enum(CMS_PAGE_SLOTS).default('none'),
    sequence: z.number().int().min(0).max(10_000).default(0),
    ...publication,
  })
  .strict();
export const cmsNewsInputSchema = z
  .object({
    translations: perLocale(newsTranslation),
    date: isoDay.describe('Publication day shown with the news'),
    image: cmsFileKeySchema.nullable().default(null),
    thumbnail: cmsFileKeySchema.nullable().default(null),
    file: cmsFileKeySchema.nullable().default(null),
    ...publication,
  })
  .strict();
export const cmsSnippetInputSchema = z
  .object({ code: codeField, translations: perLocale(snippetTranslation), ...publication })
  .strict();
export const cmsBannerInputSchema = z
  .object({
    translations: perLocale(bannerTranslation),
    type: z.enum(CMS_BANNER_TYPES).default('info'),
    visibility: z.enum(CMS_BANNER_VISIBILITIES).default('all'),
    ...publication,
  })
  .strict();
export const cmsAdvertisementInputSchema = z
  .object({
    name: z.string().trim().min(1).max(CMS_TITLE_MAX),
    translations: perLocale(adTranslation),
    display_slot: z.enum(CMS_AD_SLOTS).default(CMS_AD_DEFAULT_SLOT),
    display_time: z.number().int().min(-1).max(3_600).default(CMS_AD_DEFAULT_DISPLAY_TIME),
    site_url: z
      .string()
      .trim()
      .max(2_000)
      .regex(/^https?:\/\//i, 'An http(s) address')
      .nullable()
      .default(null),
    image: cmsFileKeySchema.nullable().default(null),
    file: cmsFileKeySchema.nullable().default(null).describe('A PDF: the link when set'),
    ...publication,
  })
  .strict();

export type CmsPageInput = z.input<typeof cmsPageInputSchema>;
export type CmsNewsInput = z.input<typeof cmsNewsInputSchema>;
export type CmsSnippetInput = z.input<typeof cmsSnippetInputSchema>;
export type CmsBannerInput = z.input<typeof cmsBannerInputSchema>;
export type CmsAdvertisementInput = z.input<typeof cmsAdvertisementInputSchema>;

/** An uploaded file as staff see it (the upload's answer, and each file a record names). */
export const cmsUploadSchema = z.object({
  key: z.string(),
  url: z.string().describe('Public URL (GET cms/files/{key}) relative to the back office'),
  name: z.string(),
  size: z.number().int(),
  content_type: z.enum(CMS_UPLOAD_TYPES),
});
export type CmsUpload = z.infer<typeof cmsUploadSchema>;

const staffRecord = {
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Public now: published and today within the window. */
  live: z.boolean(),
  history: z.array(staffActionEntrySchema),
};
const files = z.record(z.string(), cmsUploadSchema).describe('The files the record names, by key');

export const cmsPageSchema = cmsPageInputSchema.extend(staffRecord);
export const cmsNewsSchema = cmsNewsInputSchema.extend(staffRecord).extend({ files });
export const cmsSnippetSchema = cmsSnippetInputSchema.extend(staffRecord);
export const cmsBannerStaffSchema = cmsBannerInputSchema.extend(staffRecord);
export const cmsAdvertisementStaffSchema = cmsAdvertisementInputSchema.extend(staffRecord).extend({ files });
export type CmsPage = z.output<typeof cmsPageSchema>;
export type CmsNews = z.output<typeof cmsNewsSchema>;
export type CmsSnippet = z.output<typeof cmsSnippetSchema>;
export type CmsBannerStaff = z.output<typeof cmsBannerStaffSchema>;
export type CmsAdvertisementStaff = z.output<typeof cmsAdvertisementStaffSchema>;

export const cmsStaffListQuerySchema = z.object({
  q: z.string().trim().min(1).max(100).optional().describe('Words of a title, slug, code or name'),
  status: z.enum(['live', 'published', 'draft']).optional().describe('live = public today'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CMS_PAGE_SIZE_MAX).default(20),
});
export type CmsStaffListQuery = z.output<typeof cmsStaffListQuerySchema>;

export const cmsStaffListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CMS_KINDS),
  /** The French title (or code, name, first words of a banner). */
  label: z.string(),
  /** Slug in each language (pages and news), else null. */
  url_locales: urlLocalesSchema.nullable(),
  published: z.boolean(),
  live: z.boolean(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  updated_at: z.string(),
});
export type CmsStaffListItem = z.infer<typeof cmsStaffListItemSchema>;
export const cmsStaffListSchema = z.object({
  items: z.array(cmsStaffListItemSchema),
  total: z.number().int(),
});
export type CmsStaffList = z.infer<typeof cmsStaffListSchema>;

export const cmsIdParamsSchema = z.object({ id });

export const cmsPreviewBodySchema = z.object({ html: z.string().max(CMS_HTML_MAX) }).strict();
export const cmsPreviewSchema = z.object({
  html: z.string().describe('The HTML as it will be stored and shown'),
});

/** The languages of every translations object, in order (fr first: the staff list's label). */
export const CMS_LANGUAGES = LOCALES;
