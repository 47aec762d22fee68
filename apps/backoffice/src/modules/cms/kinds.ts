import {
  cmsAdvertisementInputSchema,
  cmsBannerInputSchema,
  cmsNewsInputSchema,
  cmsPageInputSchema,
  cmsSnippetInputSchema,
  type CmsKind,
} from '@vetshop/contract';
import { cmsAdvertisements, cmsInfoBanners, cmsNews, cmsPages, cmsSnippets } from '@vetshop/db';
import type { z } from 'zod';

/** Every content table: the five share id, published, date_start, date_end, created_at, updated_at. */
export type CmsTable =
  typeof cmsPages | typeof cmsNews | typeof cmsSnippets | typeof cmsInfoBanners | typeof cmsAdvertisements;

/** The columns the five tables share, as read. */
export interface BaseRow {
  id: number;
  published: boolean;
  dateStart: string | null;
  dateEnd: string | null;
  createdAt: Date;
  updatedAt: Date;
  [column: string]: unknown;
}

/** One language's texts (cms_translations), whichever of them the kind uses. */
export interface TranslationCols {
  title: string;
  slug: string | null;
  content: string;
  foreword: string;
  metaTitle: string;
  metaDescription: string;
}

export type CmsInput =
  | z.output<typeof cmsPageInputSchema>
  | z.output<typeof cmsNewsInputSchema>
  | z.output<typeof cmsSnippetInputSchema>
  | z.output<typeof cmsBannerInputSchema>
  | z.output<typeof cmsAdvertisementInputSchema>;

/** A file a record names, and whether it must be an image or a PDF. */
export interface FileField {
  field: string;
  accepts: 'image' | 'pdf';
}

export interface KindDef {
  kind: CmsKind;
  table: CmsTable;
  /** The staff actions log's record type. */
  recordType: string;
  schema: z.ZodType;
  /** Pages and news have a slug per language. */
  slugs: boolean;
  /** The HTML fields of a translation (sanitised on save). */
  files: FileField[];
  /** The kind's own columns from a validated input (the publication columns are added by the caller). */
  columns(input: CmsInput): Record<string, unknown>;
  /** The kind's own fields of the staff answer, from its row. */
  fields(row: BaseRow): Record<string, unknown>;
  /** The translation fields the kind's input and answer carry. */
  translationFields: readonly (keyof TranslationCols)[];
  /** The staff list's label when the French title is not one (a snippet's code, an advertisement's name). */
  label?(row: BaseRow): string;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
type Fields<S extends z.ZodType> = z.output<S>;

export const KINDS: Record<CmsKind, KindDef> = {
  pages: {
    kind: 'pages',
    table: cmsPages,
    recordType: 'cms_page',
    schema: cmsPageInputSchema,
    slugs: true,
    files: [],
    translationFields: ['title', 'slug', 'content', 'metaTitle', 'metaDescription'],
    columns: (input) => {
      const i = input as Fields<typeof cmsPageInputSchema>;
      return { groupName: i.group, slots: i.slots, sequence: i.sequence };
    },
    fields: (row) => ({ group: str(row.groupName), slots: row.slots, sequence: row.sequence }),
  },
  news: {
    kind: 'news',
    table: cmsNews,
    recordType: 'cms_news',
    schema: cmsNewsInputSchema,
    slugs: true,
    files: [
      { field: 'image', accepts: 'image' },
      { field: 'thumbnail', accepts: 'image' },
      { field: 'file', accepts: 'pdf' },
    ],
    translationFields: ['title', 'slug', 'foreword', 'content', 'metaTitle', 'metaDescription'],
    columns: (input) => {
      const i = input as Fields<typeof cmsNewsInputSchema>;
      return { newsDate: i.date, imageKey: i.image, thumbnailKey: i.thumbnail, fileKey: i.file };
    },
    fields: (row) => ({
      date: row.newsDate,
      image: str(row.imageKey),
      thumbnail: str(row.thumbnailKey),
      file: str(row.fileKey),
    }),
  },
  snippets: {
    kind: 'snippets',
    table: cmsSnippets,
    recordType: 'cms_snippet',
    schema: cmsSnippetInputSchema,
    slugs: false,
    files: [],
    translationFields: ['title', 'content'],
    columns: (input) => ({ code: (input as Fields<typeof cmsSnippetInputSchema>).code }),
    fields: (row) => ({ code: row.code }),
    label: (row) => String(row.code),
  },
  banners: {
    kind: 'banners',
    table: cmsInfoBanners,
    recordType: 'cms_banner',
    schema: cmsBannerInputSchema,
    slugs: false,
    files: [],
    translationFields: ['content'],
    columns: (input) => {
      const i = input as Fields<typeof cmsBannerInputSchema>;
      return { type: i.type, visibility: i.visibility };
    },
    fields: (row) => ({ type: row.type, visibility: row.visibility }),
  },
  advertisements: {
    kind: 'advertisements',
    table: cmsAdvertisements,
    recordType: 'cms_advertisement',
    schema: cmsAdvertisementInputSchema,
    slugs: false,
    files: [
      { field: 'image', accepts: 'image' },
      { field: 'file', accepts: 'pdf' },
    ],
    translationFields: ['title'],
    columns: (input) => {
      const i = input as Fields<typeof cmsAdvertisementInputSchema>;
      return {
        name: i.name,
        displaySlot: i.display_slot,
        displayTime: i.display_time,
        siteUrl: i.site_url,
        imageKey: i.image,
        fileKey: i.file,
      };
    },
    fields: (row) => ({
      name: row.name,
      display_slot: row.displaySlot,
      display_time: row.displayTime,
      site_url: str(row.siteUrl),
      image: str(row.imageKey),
      file: str(row.fileKey),
    }),
    label: (row) => String(row.name),
  },
};

/** The contract's snake_case name of a translation column. */
export const TRANSLATION_FIELD_NAMES: Record<keyof TranslationCols, string> = {
  title: 'title',
  slug: 'slug',
  content: 'content',
  foreword: 'foreword',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
};
