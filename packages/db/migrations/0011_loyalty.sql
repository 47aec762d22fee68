CREATE TABLE "loyalty_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"accrued_points" integer DEFAULT 0 NOT NULL,
	"max_points" integer DEFAULT 0 NOT NULL,
	"max_accrued_points" integer DEFAULT 0 NOT NULL,
	"date_from" date,
	"date_to" date,
	CONSTRAINT "loyalty_cards_program_customer_unique" UNIQUE("program_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"program_type" text NOT NULL,
	"date_from" date,
	"date_to" date,
	"time_frame_gte" date NOT NULL,
	"time_frame_lte" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_rebate_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"from_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rebate_tiers" ADD CONSTRAINT "loyalty_rebate_tiers_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rules" ADD CONSTRAINT "loyalty_rules_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_cards_customer_idx" ON "loyalty_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loyalty_rebate_tiers_program_idx" ON "loyalty_rebate_tiers" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "loyalty_rules_program_idx" ON "loyalty_rules" USING btree ("program_id");