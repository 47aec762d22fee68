CREATE TABLE "small_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"region" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"body" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_size" integer,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "small_ads" ADD CONSTRAINT "small_ads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "small_ads" ADD CONSTRAINT "small_ads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "small_ads_customer_idx" ON "small_ads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "small_ads_published_idx" ON "small_ads" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "small_ads_search_idx" ON "small_ads" USING btree ("state","category","region","date_end");--> statement-breakpoint
CREATE INDEX "small_ads_queue_idx" ON "small_ads" USING btree ("state","submitted_at");