ALTER TABLE "cms_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "cms_files" ADD COLUMN "height" integer;