import type { SmallAdCategory, SmallAdRegion, SmallAdState } from '@vetshop/domain';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { customers, users } from './customers';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Small ads (issue 11 §1; spec doc 1 §3 "Small ad", §4): written by a buyer for their customer (the clinic),
 * moderated by the provider's staff. The state changes only through the domain's state machine
 * (small-ad-states.ts). The optional PDF lives in the file store (`file_key`); its original name and size are
 * kept here for display only (the key is never derived from the name).
 */
export const smallAds = pgTable(
  'small_ads',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The user who wrote it (the publication / refusal mail goes to them). */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<SmallAdState>().notNull().default('draft'),
    name: text('name').notNull(),
    category: text('category').$type<SmallAdCategory>().notNull(),
    /** A Belgian province's country_state code (domain SMALL_AD_REGIONS). */
    region: text('region').$type<SmallAdRegion>().notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    /** Set when refused (state cancel); cleared when the author edits the ad. */
    rejectionReason: text('rejection_reason'),
    publishedAt: at('published_at'),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "My ads": a customer's ads, newest first.
    index('small_ads_customer_idx').on(t.customerId, t.createdAt),
    // The public search: published ads by date window, newest publication first, optionally by category / region.
    index('small_ads_published_idx').on(t.state, t.publishedAt),
    index('small_ads_search_idx').on(t.state, t.category, t.region, t.dateEnd),
    // The moderation queue: pending ads, oldest submission first.
    index('small_ads_queue_idx').on(t.state, t.submittedAt),
  ],
);

export type SmallAdRow = typeof smallAds.$inferSelect;
