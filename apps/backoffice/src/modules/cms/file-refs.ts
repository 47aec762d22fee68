import type { CmsKind } from '@vetshop/contract';
import { cmsFileRefs, cmsFiles, type Executor } from '@vetshop/db';
import { droppedFileKeys } from '@vetshop/domain';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { FileStore } from '../storage';
import { KINDS } from './kinds';
import { liveOn, shared } from './repository';

/**
 * The references between content records and their files (decision 019). Every writer follows one order of locks:
 * first the content record's row (its UPDATE or DELETE), then the cms_files rows it used or uses, FOR UPDATE in key
 * order. So two saves sharing a file take turns, and the one that drops a file sees, after the lock, every reference
 * another save committed meanwhile: a file still referenced is never removed, and a save naming a file removed
 * meanwhile finds it gone (a file field is refused, a URL inside HTML simply references nothing).
 */

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

/**
 * Inside the record's save or delete transaction, after its row was written (and so locked): the record now uses
 * exactly `uses`: its file fields and the keys of the /cms/files URLs in its HTML (nothing when deleted). Files of `fields` must exist
 * (400 cms_file_invalid otherwise, the transaction rolls back); a URL to a file that no longer exists is no
 * reference. Answers the files nothing references any more, whose rows are gone: the caller deletes their bytes
 * once the transaction has committed.
 */
export async function replaceFileRefs(
  tx: Executor,
  kind: CmsKind,
  entryId: number,
  uses: { fields: readonly { field: string; key: string }[]; inHtml: readonly string[] },
): Promise<string[]> {
  const before = (
    await tx
      .select({ key: cmsFileRefs.fileKey })
      .from(cmsFileRefs)
      .where(and(eq(cmsFileRefs.kind, kind), eq(cmsFileRefs.entryId, entryId)))
  ).map((r) => r.key);
  const fieldKeys = uses.fields.map((f) => f.key);
  const present = await lockFiles(tx, [...before, ...fieldKeys, ...uses.inHtml]);
  const gone = uses.fields.find((f) => !present.has(f.key));
  if (gone) throw new AppError(400, 'cms_file_invalid', { field: gone.field });
  const after = [...new Set([...fieldKeys, ...uses.inHtml])].filter((key) => present.has(key)).sort();
  await tx.delete(cmsFileRefs).where(and(eq(cmsFileRefs.kind, kind), eq(cmsFileRefs.entryId, entryId)));
  if (after.length > 0)
    await tx.insert(cmsFileRefs).values(after.map((fileKey) => ({ kind, entryId, fileKey })));
  return deleteUnreferenced(tx, droppedFileKeys(before, after));
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

export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * Deletes the bytes of files whose rows are gone (after the transaction committed). A failure is logged and never
 * fails the caller: the row is gone, so the file is unreachable; its bytes are only wasted space.
 */
export async function deleteFileBytes(
  files: FileStore,
  keys: readonly string[],
  log: ErrorLog,
): Promise<void> {
  for (const key of keys) {
    try {
      await files.delete(key);
    } catch (err) {
      log.error({ err, key }, 'deleting a content file from the file store failed');
    }
  }
}
