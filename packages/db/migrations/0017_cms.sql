CREATE TABLE "cms_advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"display_slot" text DEFAULT 'bottom_right' NOT NULL,
	"display_time" integer DEFAULT -1 NOT NULL,
	"site_url" text,
	"image_key" text,
	"file_key" text
);
--> statement-breakpoint
CREATE TABLE "cms_files" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_info_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"news_date" date NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"file_key" text
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_name" text,
	"slots" text DEFAULT 'none' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"date_start" date,
	"date_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entry_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"slug" text,
	"content" text DEFAULT '' NOT NULL,
	"foreword" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cms_news_date_idx" ON "cms_news" USING btree ("news_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_snippets_code_idx" ON "cms_snippets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_translations_entry_idx" ON "cms_translations" USING btree ("kind","entry_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_translations_slug_idx" ON "cms_translations" USING btree ("kind","lang","slug");