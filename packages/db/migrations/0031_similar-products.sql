CREATE TABLE "product_similarity" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"signature" text NOT NULL,
	"terms" text[] NOT NULL,
	"weights" real[] NOT NULL,
	"neighbours" integer[] NOT NULL,
	"scores" real[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_similarity_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"df" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_similarity_terms_idx" ON "product_similarity" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "product_similarity_neighbours_idx" ON "product_similarity" USING gin ("neighbours");--> statement-breakpoint
-- Filled by the index refresh (decision 032): the documents dated back make the index stale, rebuilt in full at the
-- next start (a partial refresh would place every product one by one).
UPDATE "search_documents" SET "priced_on" = DATE '2000-01-01';
