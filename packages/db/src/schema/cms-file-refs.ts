import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cmsFiles } from './cms';

/**
 * Which content record uses which uploaded file (decision 019): a news item's image, thumbnail and PDF, an
 * advertisement's image and PDF, and every /cms/files/{key} named inside the sanitised HTML of any language. Written
 * in the record's own save or delete transaction, so a file is public while a live record references it and is
 * removed with its last reference. kind is the staff API's kind (pages, news, snippets, banners, advertisements).
 * The foreign key keeps a referenced file from being deleted: a file row goes only once nothing references it.
 */
export const cmsFileRefs = pgTable(
  'cms_file_refs',
  {
    kind: text('kind').notNull(),
    entryId: integer('entry_id').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => cmsFiles.key),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entryId, t.fileKey] }),
    index('cms_file_refs_file_idx').on(t.fileKey),
  ],
);
