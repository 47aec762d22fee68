import type { CmsKind } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { droppedFileKeys } from '@vetshop/domain';
import { AppError } from '../../errors';
import type { FileStore } from '../storage';
import { deleteUnreferenced, fileRefsOf, lockFiles, setFileRefs } from './file-repository';

/**
 * The references between content records and their files (decision 019). Every writer follows one order of locks:
 * first the content record's row (its UPDATE or DELETE), then the cms_files rows it used or uses, FOR UPDATE in key
 * order. So two saves sharing a file take turns, and the one that drops a file sees, after the lock, every reference
 * another save committed meanwhile: a file still referenced is never removed, and a save naming a file removed
 * meanwhile finds it gone (a file field is refused, a URL inside HTML simply references nothing).
 */

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
  const before = await fileRefsOf(tx, kind, entryId);
  const fieldKeys = uses.fields.map((f) => f.key);
  const present = await lockFiles(tx, [...before, ...fieldKeys, ...uses.inHtml]);
  const gone = uses.fields.find((f) => !present.has(f.key));
  if (gone) throw new AppError(400, 'cms_file_invalid', { field: gone.field });
  const after = [...new Set([...fieldKeys, ...uses.inHtml])].filter((key) => present.has(key)).sort();
  await setFileRefs(tx, kind, entryId, after);
  return deleteUnreferenced(tx, droppedFileKeys(before, after));
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
