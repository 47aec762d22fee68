import type { CmsKind } from '@vetshop/contract';
import { cmsFileRefs, cmsFiles, type Executor } from '@vetshop/db';
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { KINDS } from './kinds';
import { liveOn, shared } from './repository';

/** The content files' rows and their references from content records (decision 019; the rules: file-refs.ts). */

/** Locks the files' rows in key order; answers the keys that exist. */
export async function lockFiles(tx: Executor, keys: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys)].sort();
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ key: cmsFiles.key })
    .from(cmsFiles)
    .where(inArray(cmsFiles.key, wanted))
    .orderBy(asc(cmsFiles.key))
    .for('update');
  return new Set(rows.map((r) => r.key));
}

/** Deletes the rows of those (locked) files that no record references any more; answers the keys deleted. */
export async function deleteUnreferenced(tx: Executor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .delete(cmsFiles)
    .where(
      and(
        inArray(cmsFiles.key, [...keys]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(cmsFileRefs)
            .where(eq(cmsFileRefs.fileKey, cmsFiles.key)),
        ),
      ),
    )
    .returning({ key: cmsFiles.key });
  return rows.map((r) => r.key).sort();
}

/** The keys of the files a record references. */
export async function fileRefsOf(tx: Executor, kind: CmsKind, entryId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: cmsFileRefs.fileKey })
    .from(cmsFileRefs)
    .where(and(eq(cmsFileRefs.kind, kind), eq(cmsFileRefs.entryId, entryId)));
  return rows.map((r) => r.key);
}

/** The record now references exactly these files. */
export async function setFileRefs(
  tx: Executor,
  kind: CmsKind,
  entryId: number,
  keys: readonly string[],
): Promise<void> {
  await tx.delete(cmsFileRefs).where(and(eq(cmsFileRefs.kind, kind), eq(cmsFileRefs.entryId, entryId)));
  if (keys.length > 0)
    await tx.insert(cmsFileRefs).values(keys.map((fileKey) => ({ kind, entryId, fileKey })));
}

/** Up to `limit` files uploaded before `cutoff` that no record references, in key order. */
export async function unreferencedFilesBefore(db: Executor, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: cmsFiles.key })
    .from(cmsFiles)
    .where(
      and(
        lt(cmsFiles.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cmsFileRefs)
            .where(eq(cmsFileRefs.fileKey, cmsFiles.key)),
        ),
      ),
    )
    .orderBy(asc(cmsFiles.key))
    .limit(limit);
  return rows.map((r) => r.key);
}

/** Whether a published record valid today references the file (then anyone may read it). */
export async function isPublicFile(db: Executor, key: string, today: string): Promise<boolean> {
  for (const def of Object.values(KINDS)) {
    const t = shared(def.table);
    const rows = await db
      .select({ one: sql`1` })
      .from(cmsFileRefs)
      .innerJoin(t, eq(t.id, cmsFileRefs.entryId))
      .where(and(eq(cmsFileRefs.kind, def.kind), eq(cmsFileRefs.fileKey, key), liveOn(def.table, today)))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
