import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { localized } from './common';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
});

export const countryStates = pgTable(
  'country_states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: localized('name').notNull(),
  },
  (t) => [uniqueIndex('country_states_country_code').on(t.countryId, t.code)],
);

export const titles = pgTable('titles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
  shortcut: localized('shortcut').notNull(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});
