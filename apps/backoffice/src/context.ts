import type { Database, DbHandle } from '@vetshop/db';
import type { SearchEngine } from '@vetshop/search';
import { todayIso, type IsoDate } from '@vetshop/domain';
import type { Config } from './config';
import { afterAnswer, type AfterAnswer } from './modules/jobs';
import { localFileStore, type FileStore } from './modules/storage';

/** What every module needs, built once per app (tests build their own with their own clock and database). */
export interface AppContext {
  db: Database;
  dbHandle: DbHandle;
  search: SearchEngine;
  config: Config;
  /** Uploaded files (small-ad PDFs, content images, contact attachments), outside the database. */
  files: FileStore;
  /** Work done after a call has answered (its timing must not show in the answer's); waited for at close. */
  afterAnswer: AfterAnswer;
  now(): Date;
  today(): IsoDate;
}

export function createContext(opts: {
  dbHandle: DbHandle;
  search: SearchEngine;
  config: Config;
  now?: () => Date;
  /** The local folder of config.fileStoreDir when absent. */
  files?: FileStore;
}): AppContext {
  const now = opts.now ?? (() => new Date());
  return {
    db: opts.dbHandle.db,
    dbHandle: opts.dbHandle,
    search: opts.search,
    config: opts.config,
    files: opts.files ?? localFileStore(opts.config.fileStoreDir),
    afterAnswer: afterAnswer(),
    now,
    today: () => todayIso(now()),
  };
}
