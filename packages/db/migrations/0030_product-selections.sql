CREATE TABLE "product_selections" (
	"role" text NOT NULL,
	"product_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_selections_role_product_id_pk" PRIMARY KEY("role","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_selections_product_idx" ON "product_selections" USING btree ("product_id");--> statement-breakpoint
-- The index carries the selections as tokens (search_documents.facet_tokens): dating the documents back makes the
-- index stale, so the back office rebuilds it at its next start with them.
UPDATE "search_documents" SET "priced_on" = DATE '2000-01-01';
