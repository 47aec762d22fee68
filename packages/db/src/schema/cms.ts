import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/**
 * Content written by staff (issue 11 §2): five kinds of record, each with its own columns, and their texts in
 * cms_translations (one row per record and language). HTML columns hold HTML already sanitised with the one
 * policy (packages/contract html-policy.ts). A record is public while published and today lies within
 * date_start..date_end (inclusive, null = open).
 */
const publication = () => ({
  id: serial('id').primaryKey(),
  published: boolean('published').notNull().default(false),
  dateStart: date('date_start', { mode: 'string' }),
  dateEnd: date('date_end', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cmsPages = pgTable('cms_pages', {
  ...publication(),
  groupName: text('group_name'),
  /** footer | subfooter | none */
  slots: text('slots').notNull().default('none'),
  sequence: integer('sequence').notNull().default(0),
});

export const cmsNews = pgTable(
  'cms_news',
  {
    ...publication(),
    /** The publication day shown with the news (its order). */
    newsDate: date('news_date', { mode: 'string' }).notNull(),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    fileKey: text('file_key'),
  },
  (t) => [index('cms_news_date_idx').on(t.newsDate)],
);

export const cmsSnippets = pgTable(
  'cms_snippets',
  { ...publication(), code: text('code').notNull() },
  (t) => [uniqueIndex('cms_snippets_code_idx').on(t.code)],
);

export const cmsInfoBanners = pgTable('cms_info_banners', {
  ...publication(),
  /** info | warning | promo */
  type: text('type').notNull().default('info'),
  /** all | guest | signed_in */
  visibility: text('visibility').notNull().default('all'),
});

export const cmsAdvertisements = pgTable('cms_advertisements', {
  ...publication(),
  name: text('name').notNull(),
  displaySlot: text('display_slot').notNull().default('bottom_right'),
  displayTime: integer('display_time').notNull().default(-1),
  siteUrl: text('site_url'),
  imageKey: text('image_key'),
  fileKey: text('file_key'),
});

/**
 * The texts of a content record in one language. kind is the staff API's kind (pages, news, snippets, banners,
 * advertisements); slug (pages and news) is unique per kind and language, so /fr/page/x names one page.
 */
export const cmsTranslations = pgTable(
  'cms_translations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    entryId: integer('entry_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull().default(''),
    slug: text('slug'),
    content: text('content').notNull().default(''),
    foreword: text('foreword').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cms_translations_entry_idx').on(t.kind, t.entryId, t.lang),
    uniqueIndex('cms_translations_slug_idx').on(t.kind, t.lang, t.slug),
  ],
);

/**
 * Files uploaded by staff for content (images, news and advertisement PDFs), the bytes in the file store
 * (ctx.files) under an opaque key; the name is the uploader's, shown and used in Content-Disposition only.
 */
export const cmsFiles = pgTable('cms_files', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** An image's size read from its header at upload (domain imageDimensions); null for a PDF or one unread. */
  width: integer('width'),
  height: integer('height'),
  uploadedBy: integer('uploaded_by'),
  createdAt: createdAt(),
});
