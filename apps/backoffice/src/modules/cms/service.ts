import type {
  CmsAdvertisement,
  CmsBanner,
  CmsContentItem,
  CmsContentList,
  CmsContentQuery,
  CmsKind,
  Locale,
} from '@vetshop/contract';
import { metaDescription } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { StoredFile } from '../storage';
import { isPublicFile } from './file-repository';
import type { BaseRow } from './kinds';
import {
  contentPage,
  fileByKey,
  filesByKey,
  liveAdvertisements,
  liveBanners,
  translationsOf,
  type TranslationRow,
} from './repository';
import { fileUrl, urlLocales } from './staff-service';

const KIND_OF_TYPE = { page: 'pages', news: 'news', snippet: 'snippets' } as const satisfies Record<
  CmsContentQuery['type'],
  CmsKind
>;

/**
 * `GET cms/content`: pages, news or snippets in the caller's language, public ones only (published, today within
 * their dates) unless `drafts` (a staff member's preview). With a slug or a code, nothing found is a 404.
 */
export async function content(
  ctx: AppContext,
  query: CmsContentQuery,
  lang: Locale,
  drafts = false,
): Promise<CmsContentList> {
  const kind = KIND_OF_TYPE[query.type];
  const { total, rows } = await contentPage(ctx.db, kind, query, lang, drafts ? null : ctx.today());
  if ((query.slug || query.code) && rows.length === 0) throw notFound();
  const texts = await translationsOf(
    ctx.db,
    kind,
    rows.map((r) => r.id),
  );
  const files = await filesByKey(
    ctx.db,
    rows.map((r) => r.fileKey as string | null | undefined),
  );
  return {
    total,
    items: rows.map((row) => item(query.type, row, lang, texts.get(row.id) ?? {}, files)),
  };
}

function item(
  type: CmsContentQuery['type'],
  row: BaseRow,
  lang: Locale,
  byLang: Partial<Record<Locale, TranslationRow>>,
  files: Map<string, { name: string }>,
): CmsContentItem {
  const t = byLang[lang];
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const fileKey = str(row.fileKey);
  const file = fileKey ? files.get(fileKey) : undefined;
  const contentHtml = t?.content ?? '';
  return {
    id: row.id,
    type,
    lang,
    url: t?.slug ?? '',
    url_locales: urlLocales(byLang),
    title: t?.title ?? '',
    content: contentHtml,
    meta_title: t?.metaTitle || t?.title || '',
    // Spec doc 1 §9: at most 255 characters, cut on a word; written by staff or taken from the text.
    meta_description: metaDescription(t?.metaDescription || t?.foreword || contentHtml),
    date:
      type === 'news' ? String(row.newsDate) : (row.dateStart ?? row.createdAt.toISOString().slice(0, 10)),
    updated_at: row.updatedAt.toISOString(),
    group: type === 'page' ? str(row.groupName) : null,
    slots: type === 'page' ? (row.slots as CmsContentItem['slots']) : null,
    sequence: type === 'page' ? Number(row.sequence) : null,
    foreword: type === 'news' ? (t?.foreword ?? '') : null,
    image: type === 'news' && str(row.imageKey) ? fileUrl(String(row.imageKey)) : null,
    thumbnail: type === 'news' && str(row.thumbnailKey) ? fileUrl(String(row.thumbnailKey)) : null,
    file: type === 'news' && file && fileKey ? { name: file.name, url: fileUrl(fileKey) } : null,
    code: type === 'snippet' ? str(row.code) : null,
  };
}

/** `GET cms/banners`: info banners live today for everyone and for the caller's kind (guest or signed in). */
export async function banners(
  ctx: AppContext,
  lang: Locale,
  signedIn: boolean,
): Promise<{ items: CmsBanner[] }> {
  const rows = await liveBanners(ctx.db, ctx.today(), ['all', signedIn ? 'signed_in' : 'guest']);
  const texts = await translationsOf(
    ctx.db,
    'banners',
    rows.map((r) => r.id),
  );
  return {
    items: rows
      .map((row) => ({
        id: row.id,
        html: texts.get(row.id)?.[lang]?.content ?? '',
        type: row.type as CmsBanner['type'],
        date_start: row.dateStart,
        date_end: row.dateEnd,
      }))
      .filter((b) => b.html !== ''),
  };
}

/** `GET cms/advertisements`: advertisements live today, of one slot or all; the link is the PDF, else the site. */
export async function advertisements(
  ctx: AppContext,
  lang: Locale,
  slot: string | undefined,
): Promise<{ items: CmsAdvertisement[] }> {
  const found = await liveAdvertisements(ctx.db, ctx.today(), slot);
  const rows = found.map((f) => f.ad);
  // The image's size, when its upload recorded one: the page reserves its place before it arrives.
  const sizes = new Map(found.map((f) => [f.ad.id, { width: f.width, height: f.height }]));
  const texts = await translationsOf(
    ctx.db,
    'advertisements',
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      display_slot: row.displaySlot as CmsAdvertisement['display_slot'],
      display_time: row.displayTime,
      date_start: row.dateStart,
      date_end: row.dateEnd,
      link: row.fileKey ? fileUrl(row.fileKey) : row.siteUrl,
      image: row.imageKey
        ? {
            url: fileUrl(row.imageKey),
            alt: texts.get(row.id)?.[lang]?.title || row.name,
            width: sizes.get(row.id)?.width ?? null,
            height: sizes.get(row.id)?.height ?? null,
          }
        : null,
    })),
  };
}

/** An uploaded content file with its name, or null (unknown key, or its bytes gone from the store). */
/**
 * A content file for GET cms/files/{key}: anyone's while a published record valid today references it (public),
 * otherwise only staff's (the editor's preview of a draft); null when unknown or not the caller's to read.
 */
export async function contentFile(
  ctx: AppContext,
  key: string,
  isStaff: () => Promise<boolean>,
): Promise<{ name: string; file: StoredFile; public: boolean } | null> {
  const row = await fileByKey(ctx.db, key);
  if (!row) return null;
  const open = await isPublicFile(ctx.db, key, ctx.today());
  if (!open && !(await isStaff())) return null;
  const file = await ctx.files.get(key);
  return file ? { name: row.name, file, public: open } : null;
}
