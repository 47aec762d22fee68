CREATE TABLE "cms_file_refs" (
	"kind" text NOT NULL,
	"entry_id" integer NOT NULL,
	"file_key" text NOT NULL,
	CONSTRAINT "cms_file_refs_kind_entry_id_file_key_pk" PRIMARY KEY("kind","entry_id","file_key")
);
--> statement-breakpoint
ALTER TABLE "cms_file_refs" ADD CONSTRAINT "cms_file_refs_file_key_cms_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."cms_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_file_refs_file_idx" ON "cms_file_refs" USING btree ("file_key");--> statement-breakpoint
-- Decision 019: the references of content saved before this table existed (news and advertisement files, and the
-- /cms/files/{key} URLs inside every translation's HTML), so its files stay public and are not swept.
INSERT INTO "cms_file_refs" ("kind", "entry_id", "file_key")
SELECT DISTINCT r.kind, r.entry_id, r.file_key FROM (
	SELECT 'news' AS kind, "id" AS entry_id, unnest(ARRAY["image_key", "thumbnail_key", "file_key"]) AS file_key FROM "cms_news"
	UNION ALL
	SELECT 'advertisements', "id", unnest(ARRAY["image_key", "file_key"]) FROM "cms_advertisements"
	UNION ALL
	SELECT t."kind", t."entry_id", (regexp_matches(t."content", '/cms/files/([A-Za-z0-9_-]{8,128})', 'g'))[1] FROM "cms_translations" t
) r JOIN "cms_files" f ON f."key" = r.file_key;
