import { index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';

/**
 * Similar products (issue 20 §6, decision 032): each indexed product's vector of characteristics and description
 * words, and its nearest neighbours, computed by the search index refresh (`packages/search`, similarity). The
 * product page reads `neighbours` by primary key; the vectors serve the partial refreshes.
 */
export const productSimilarity = pgTable(
  'product_similarity',
  {
    productId: integer('product_id').primaryKey(),
    /** A digest of the product's raw terms: a refresh that leaves them as they were changes nothing. */
    signature: text('signature').notNull(),
    /** The vector: terms (`ap:amoxicillin`, `sp:dog`, `cat:12`, `w:tablet`…), sorted, and their weights. */
    terms: text('terms').array().notNull(),
    weights: real('weights').array().notNull(),
    /** The nearest products, best first, and their cosine similarity. */
    neighbours: integer('neighbours').array().notNull(),
    scores: real('scores').array().notNull(),
  },
  (t) => [
    index('product_similarity_terms_idx').using('gin', t.terms),
    index('product_similarity_neighbours_idx').using('gin', t.neighbours),
  ],
);

/** How many vectors hold each term (its inverse document frequency), kept by the refreshes. */
export const productSimilarityTerms = pgTable('product_similarity_terms', {
  term: text('term').primaryKey(),
  df: integer('df').notNull(),
});
