import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { tsvector } from './common';

/**
 * The search index: one document per product (template) and locale, derived from the catalogue by
 * `packages/search` (refreshIndex). Variants are folded into their product, so the result total counts
 * products (collapse on url_key). Prices are precomputed per role for quantity 1 on `priced_on`.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id').notNull(),
    locale: text('locale').notNull(),
    urlKey: text('url_key').notNull(),
    name: text('name').notNull(),
    /** Lower-cased, unaccented name for name sorting. */
    nameSort: text('name_sort').notNull(),
    tsv: tsvector('tsv').notNull(),
    /** Exact codes of every variant: SKU, CNK, EAN-13 (matched exactly and ranked first). */
    codes: text('codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandId: integer('brand_id'),
    species: text('species')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The product's categories and all their ancestors. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Stock states of the sellable variants. */
    stockStates: text('stock_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasPromotion: boolean('has_promotion').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    veterinaryOnly: boolean('veterinary_only').notNull().default(false),
    /** Lowest net unit price (qty 1) over the variants, per role; null when not priced for that role. */
    netVeterinary: integer('net_veterinary'),
    netPharmacist: integer('net_pharmacist'),
    netStudent: integer('net_student'),
    netDefault: integer('net_default'),
    /**
     * Per role, the indicated (recommended public) price of the variant whose net price is the lowest: the price
     * the product's card shows with its net price, so that the indicated-price sorts order what the buyer reads.
     */
    indicatedVeterinary: integer('indicated_veterinary'),
    indicatedPharmacist: integer('indicated_pharmacist'),
    indicatedStudent: integer('indicated_student'),
    indicatedDefault: integer('indicated_default'),
    /**
     * The document's values of the attribute filters, `name:value` (`administration_route:oral`, `supplier:12`,
     * `active_principle:amoxicilline`), and its yes/no filters per role (`is_discount:veterinary`): one GIN index
     * filters them all, and the facets count them in one pass (packages/search facet-sql.ts).
     */
    facetTokens: text('facet_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Popularity (units sold) for tie-breaks. */
    popularity: real('popularity').notNull().default(0),
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    /**
     * The document's vocabulary words (see search_vocabulary), kept so that a partial refresh can take the
     * old words of a product out of the vocabulary counts without rebuilding it.
     */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    // One full-text index per locale: a search reads one locale's documents only, and a partial index
    // spares PostgreSQL intersecting the text matches with every document of the locale.
    index('search_documents_tsv_fr_idx')
      .using('gin', t.tsv)
      .where(sql`${t.locale} = 'fr'`),
    index('search_documents_tsv_nl_idx')
      .using('gin', t.tsv)
      .where(sql`${t.locale} = 'nl'`),
    index('search_documents_tsv_en_idx')
      .using('gin', t.tsv)
      .where(sql`${t.locale} = 'en'`),
    index('search_documents_codes_idx').using('gin', t.codes),
    index('search_documents_categories_idx').using('gin', t.categoryIds),
    index('search_documents_facet_tokens_idx').using('gin', t.facetTokens),
    // Browsing without text (by popularity or name) walks these in order and stops after a page;
    // names compare byte-wise (COLLATE "C") so that a name prefix is an index range in any database.
    index('search_documents_popularity_idx').on(t.locale, t.popularity.desc(), t.productId),
    index('search_documents_name_idx').on(t.locale, sql`${t.nameSort} COLLATE "C"`, t.productId),
  ],
);

/** Distinct words of the catalogue per locale (unaccented, lower-cased) for typo tolerance and autocomplete. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    /** How many documents contain the word (better corrections first). */
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * The label of a facet value that is not a code of the vocabulary (a supplier's name, an active principle or a
 * variant size as the catalogue writes them), per locale; written by the index refresh, read by the facets.
 */
export const searchFacetLabels = pgTable(
  'search_facet_labels',
  {
    locale: text('locale').notNull(),
    /** `name:value`, as in search_documents.facet_tokens. */
    token: text('token').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.token] })],
);
