import type { CmsKind, Locale } from '@vetshop/contract';
import type { cmsInfoBanners } from '@vetshop/db';
import { cmsFiles, cmsTranslations, type Executor } from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import { and, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { BaseRow, CmsTable, TranslationCols } from './kinds';

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

/** Whether another record of the kind already uses the slug in that language. */
export async function slugTaken(
  db: Executor,
  kind: CmsKind,
  lang: Locale,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: cmsTranslations.entryId })
    .from(cmsTranslations)
    .where(
      and(
        eq(cmsTranslations.kind, kind),
        eq(cmsTranslations.lang, lang),
        eq(cmsTranslations.slug, slug),
        exceptId === null ? undefined : ne(cmsTranslations.entryId, exceptId),
      ),
    )
    .limit(1);
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
