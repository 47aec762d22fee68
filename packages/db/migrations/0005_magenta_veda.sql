DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
CREATE INDEX "search_documents_tsv_fr_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."locale" = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_nl_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."locale" = 'nl';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_popularity_idx" ON "search_documents" USING btree ("locale","popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" USING btree ("locale","name_sort" COLLATE "C","product_id");