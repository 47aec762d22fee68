import type { CmsContentQuery, CmsKind, CmsStaffListQuery, Locale } from '@vetshop/contract';
import {
  cmsAdvertisements,
  cmsFiles,
  cmsInfoBanners,
  cmsNews,
  cmsPages,
  cmsSnippets,
  cmsTranslations,
  type Executor,
} from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { KINDS, type BaseRow, type CmsTable, type TranslationCols } from './kinds';

/**
 * The five content tables share their publication columns; drizzle types a query by one table, so the shared
 * columns are read through this view of any of them (the SQL names the real table: the object passed at runtime).
 */
export const shared = (table: CmsTable) => table as typeof cmsInfoBanners;

/** Published, and today within date_start..date_end (inclusive, null = open). */
export function liveOn(table: CmsTable, today: IsoDate): SQL {
  const t = shared(table);
  return and(
    eq(t.published, true),
    or(isNull(t.dateStart), lte(t.dateStart, today)),
    or(isNull(t.dateEnd), gte(t.dateEnd, today)),
  ) as SQL;
}

export async function rowById(db: Executor, table: CmsTable, id: number): Promise<BaseRow | null> {
  const t = shared(table);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return (row as BaseRow | undefined) ?? null;
}

export type TranslationRow = typeof cmsTranslations.$inferSelect;

/** Every translation of the records, by record id then language. */
export async function translationsOf(
  db: Executor,
  kind: CmsKind,
  ids: number[],
): Promise<Map<number, Partial<Record<Locale, TranslationRow>>>> {
  const out = new Map<number, Partial<Record<Locale, TranslationRow>>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(cmsTranslations)
    .where(and(eq(cmsTranslations.kind, kind), inArray(cmsTranslations.entryId, ids)));
  for (const row of rows) {
    const byLang = out.get(row.entryId) ?? {};
    byLang[row.lang as Locale] = row;
    out.set(row.entryId, byLang);
  }
  return out;
}

export async function replaceTranslations(
  db: Executor,
  kind: CmsKind,
  entryId: number,
  texts: Record<Locale, TranslationCols>,
): Promise<void> {
  await db
    .delete(cmsTranslations)
    .where(and(eq(cmsTranslations.kind, kind), eq(cmsTranslations.entryId, entryId)));
  await db
    .insert(cmsTranslations)
    .values(Object.entries(texts).map(([lang, cols]) => ({ kind, entryId, lang, ...cols })));
}

export async function deleteTranslations(db: Executor, kind: CmsKind, entryId: number): Promise<void> {
  await db
    .delete(cmsTranslations)
    .where(and(eq(cmsTranslations.kind, kind), eq(cmsTranslations.entryId, entryId)));
}

/** The ids of a kind's records whose slug in a language is `slug` (other than `exceptId`), as a sub-select. */
function idsWithSlug(
  db: Executor,
  kind: CmsKind,
  lang: Locale,
  slug: string,
  exceptId: number | null = null,
) {
  return db
    .select({ id: cmsTranslations.entryId })
    .from(cmsTranslations)
    .where(
      and(
        eq(cmsTranslations.kind, kind),
        eq(cmsTranslations.lang, lang),
        eq(cmsTranslations.slug, slug),
        exceptId === null ? undefined : ne(cmsTranslations.entryId, exceptId),
      ),
    );
}

/** Whether another record of the kind already uses the slug in that language. */
export async function slugTaken(
  db: Executor,
  kind: CmsKind,
  lang: Locale,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await idsWithSlug(db, kind, lang, slug, exceptId).limit(1);
  return rows.length > 0;
}

export type FileRow = typeof cmsFiles.$inferSelect;

export async function filesByKey(
  db: Executor,
  keys: (string | null | undefined)[],
): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(keys.filter((k): k is string => typeof k === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(cmsFiles).where(inArray(cmsFiles.key, wanted));
  return new Map(rows.map((row) => [row.key, row]));
}

export async function insertFile(db: Executor, row: typeof cmsFiles.$inferInsert): Promise<FileRow> {
  const [saved] = await db.insert(cmsFiles).values(row).returning();
  return saved!;
}

/**
 * One page of pages, news or snippets (GET cms/content), with the total: live on `today` (null: drafts too, a
 * staff preview), by slug in a language, snippet code, page group or slot; pages by sequence, news newest first,
 * snippets by code.
 */
export async function contentPage(
  db: Executor,
  kind: 'pages' | 'news' | 'snippets',
  query: CmsContentQuery,
  lang: Locale,
  today: IsoDate | null,
): Promise<{ total: number; rows: BaseRow[] }> {
  const def = KINDS[kind];
  const t = shared(def.table);
  const filters: (SQL | undefined)[] = [today === null ? undefined : liveOn(def.table, today)];
  if (query.slug) filters.push(inArray(t.id, idsWithSlug(db, kind, lang, query.slug)));
  if (query.type === 'snippet' && query.code) filters.push(eq(cmsSnippets.code, query.code));
  if (query.type === 'page' && query.group) filters.push(eq(cmsPages.groupName, query.group));
  if (query.type === 'page' && query.slot) filters.push(eq(cmsPages.slots, query.slot));
  const where = and(...filters);
  const order =
    query.type === 'page'
      ? [asc(cmsPages.sequence), asc(cmsPages.id)]
      : query.type === 'news'
        ? [desc(cmsNews.newsDate), desc(cmsNews.id)]
        : [asc(cmsSnippets.code)];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(where);
  const rows = (await db
    .select()
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)) as BaseRow[];
  return { total, rows };
}

/** Info banners live on `today` for these audiences, in id order. */
export function liveBanners(db: Executor, today: IsoDate, audiences: string[]) {
  return db
    .select()
    .from(cmsInfoBanners)
    .where(and(liveOn(cmsInfoBanners, today), inArray(cmsInfoBanners.visibility, audiences)))
    .orderBy(asc(cmsInfoBanners.id));
}

/** Advertisements live on `today`, of one slot or all, in id order, with their image's size when recorded. */
export function liveAdvertisements(db: Executor, today: IsoDate, slot: string | undefined) {
  return db
    .select({ ad: cmsAdvertisements, width: cmsFiles.width, height: cmsFiles.height })
    .from(cmsAdvertisements)
    .leftJoin(cmsFiles, eq(cmsFiles.key, cmsAdvertisements.imageKey))
    .where(and(liveOn(cmsAdvertisements, today), slot ? eq(cmsAdvertisements.displaySlot, slot) : undefined))
    .orderBy(asc(cmsAdvertisements.id));
}

/** An uploaded content file's row, or null. */
export async function fileByKey(db: Executor, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(cmsFiles).where(eq(cmsFiles.key, key));
  return row ?? null;
}

/** Whether another snippet already has this code. */
export async function snippetCodeTaken(
  db: Executor,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: cmsSnippets.id })
    .from(cmsSnippets)
    .where(and(eq(cmsSnippets.code, code), exceptId === null ? undefined : ne(cmsSnippets.id, exceptId)));
  return taken !== undefined;
}

/**
 * One page of a kind's records for staff, most recently changed first, with the total: by status (live on
 * `today`, published, draft) and a text found in a title, slug or content of any language (or a snippet's code, an
 * advertisement's name).
 */
export async function staffListPage(
  db: Executor,
  kind: CmsKind,
  query: CmsStaffListQuery,
  today: IsoDate,
): Promise<{ total: number; rows: BaseRow[] }> {
  const def = KINDS[kind];
  const t = shared(def.table);
  const filters: (SQL | undefined)[] = [];
  if (query.status === 'live') filters.push(liveOn(def.table, today));
  if (query.status === 'published') filters.push(eq(t.published, true));
  if (query.status === 'draft') filters.push(eq(t.published, false));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const inTexts = exists(
      db
        .select({ one: sql`1` })
        .from(cmsTranslations)
        .where(
          and(
            eq(cmsTranslations.kind, kind),
            eq(cmsTranslations.entryId, t.id),
            or(
              ilike(cmsTranslations.title, like),
              ilike(cmsTranslations.slug, like),
              ilike(cmsTranslations.content, like),
            ),
          ),
        ),
    );
    const own =
      kind === 'snippets'
        ? ilike(cmsSnippets.code, like)
        : kind === 'advertisements'
          ? ilike(cmsAdvertisements.name, like)
          : undefined;
    filters.push(own ? or(inTexts, own) : inTexts);
  }
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(where);
  const rows = (await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)) as BaseRow[];
  return { total, rows };
}

/** A new record of a content table; its id. */
export async function insertRecord(db: Executor, table: CmsTable, columns: object): Promise<number> {
  const t = shared(table);
  const [row] = await db
    .insert(t)
    .values(columns as typeof t.$inferInsert)
    .returning({ id: t.id });
  return row!.id;
}

export async function updateRecord(
  db: Executor,
  table: CmsTable,
  id: number,
  columns: object,
): Promise<void> {
  const t = shared(table);
  await db
    .update(t)
    .set(columns as Partial<typeof t.$inferInsert>)
    .where(eq(t.id, id));
}

export async function deleteRecord(db: Executor, table: CmsTable, id: number): Promise<void> {
  const t = shared(table);
  await db.delete(t).where(eq(t.id, id));
}
