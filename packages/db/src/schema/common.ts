import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A text in each shop language. Every catalogue text is stored this way; the API answers in the caller's locale. */
export interface Localized {
  fr: string;
  nl: string;
  en: string;
}

export const localized = (name: string) => jsonb(name).$type<Localized>();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** PostgreSQL full-text vector; written by the search refresh in SQL, never read as a value. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
