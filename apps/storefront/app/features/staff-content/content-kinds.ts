import type { CmsAdSlot, CmsBannerType, CmsBannerVisibility, CmsKind, CmsPageSlot } from '@vetshop/contract';
import { isIsoDate, LOCALES, type Locale } from '@vetshop/domain';

/**
 * The content kinds and their fields as the editor knows them. The contract's constants live in a zod module that
 * must not reach the browser bundle: they are repeated here (typed against the contract's types) and
 * content-kinds.test.ts checks that both agree.
 */
export const CONTENT_KINDS = [
  'pages',
  'news',
  'snippets',
  'banners',
  'advertisements',
] as const satisfies readonly CmsKind[];
export type ContentKind = CmsKind;
export const isContentKind = (s: unknown): s is ContentKind =>
  (CONTENT_KINDS as readonly unknown[]).includes(s);

export const PAGE_SLOTS = ['footer', 'subfooter', 'none'] as const satisfies readonly CmsPageSlot[];
export const BANNER_TYPES = ['info', 'warning', 'promo'] as const satisfies readonly CmsBannerType[];
export const BANNER_VISIBILITIES = [
  'all',
  'guest',
  'signed_in',
] as const satisfies readonly CmsBannerVisibility[];
export const AD_SLOTS = [
  'bottom_right',
  'bottom_left',
  'top',
  'home',
] as const satisfies readonly CmsAdSlot[];

/** The contract's limits (CMS_*_MAX, META_DESCRIPTION_MAX): checked as typed so that nothing is lost on save. */
export const LIMITS = {
  title: 200,
  slug: 120,
  foreword: 2_000,
  html: 200_000,
  code: 64,
  group: 64,
  metaDescription: 255,
  siteUrl: 2_000,
  /** Upload sizes in MB (CMS_IMAGE_MAX_BYTES, CMS_PDF_MAX_BYTES). */
  imageMb: 2,
  pdfMb: 10,
} as const;

export const LANGUAGES: readonly Locale[] = LOCALES;

/** A text of one language. */
export type TranslationField = 'title' | 'slug' | 'foreword' | 'content' | 'meta_title' | 'meta_description';

/** The texts each kind has in every language, in the form's order. */
export const TRANSLATION_FIELDS: Readonly<Record<ContentKind, readonly TranslationField[]>> = {
  pages: ['title', 'slug', 'content', 'meta_title', 'meta_description'],
  news: ['title', 'slug', 'foreword', 'content', 'meta_title', 'meta_description'],
  snippets: ['title', 'content'],
  banners: ['content'],
  advertisements: ['title'],
};

/** The uploaded files a kind names (their keys are fields of the form; the files are sent with the save). */
export type FileField = 'image' | 'thumbnail' | 'file';
export const FILE_FIELDS: Readonly<Record<ContentKind, readonly FileField[]>> = {
  pages: [],
  news: ['image', 'thumbnail', 'file'],
  snippets: [],
  banners: [],
  advertisements: ['image', 'file'],
};
/** What a file field accepts: the PDF fields take PDFs, the others images (the back office checks the bytes). */
export const isPdfField = (f: FileField) => f === 'file';

/** Whether a kind has a page of its own on the shop (a slug per language). */
export const hasSlug = (kind: ContentKind) => kind === 'pages' || kind === 'news';

/** A content's state for the staff: never published, public now, not yet public, no longer public. */
export type ContentState = 'draft' | 'published' | 'scheduled' | 'expired';

/**
 * The state shown in the lists, from the back office's `published` and `live` (public today) and the window:
 * published but not live is scheduled when its start is still to come, expired otherwise.
 */
export function contentState(
  item: { published: boolean; live: boolean; date_start: string | null; date_end: string | null },
  today: string,
): ContentState {
  if (!item.published) return 'draft';
  if (item.live) return 'published';
  if (item.date_start && isIsoDate(item.date_start) && item.date_start > today) return 'scheduled';
  return 'expired';
}
