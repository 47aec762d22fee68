CREATE TABLE "reorder_dismissals" (
	"customer_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_dismissals_customer_id_variant_id_pk" PRIMARY KEY("customer_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "reorder_dismissals" ADD CONSTRAINT "reorder_dismissals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_dismissals" ADD CONSTRAINT "reorder_dismissals_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;