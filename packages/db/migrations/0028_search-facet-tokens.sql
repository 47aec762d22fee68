CREATE TABLE "search_facet_labels" (
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "search_facet_labels_locale_token_pk" PRIMARY KEY("locale","token")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "facet_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_facet_tokens_idx" ON "search_documents" USING gin ("facet_tokens");--> statement-breakpoint
-- Filled by the index refresh: the documents dated back make the index stale, rebuilt at the next start.
UPDATE "search_documents" SET "priced_on" = DATE '2000-01-01';
