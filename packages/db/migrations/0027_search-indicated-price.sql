ALTER TABLE "search_documents" ADD COLUMN "indicated_veterinary" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "indicated_pharmacist" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "indicated_student" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "indicated_default" integer;--> statement-breakpoint
-- The new columns are filled by the index refresh: dating the documents back makes the index stale, so the back
-- office rebuilds it at its next start (server.ts, isIndexStale) instead of sorting on NULLs until midnight.
UPDATE "search_documents" SET "priced_on" = DATE '2000-01-01';
