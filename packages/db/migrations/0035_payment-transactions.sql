CREATE TABLE "customer_payment_providers" (
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "customer_payment_providers_customer_id_provider_pk" PRIMARY KEY("customer_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"locale" text NOT NULL,
	"cart_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"provider_status" text,
	"order_id" integer,
	"frontend_redirect_url" text NOT NULL,
	"checkout_url" text,
	"structured_reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_payment_providers" ADD CONSTRAINT "customer_payment_providers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_reference_key" ON "payment_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_ref_key" ON "payment_transactions" USING btree ("provider","provider_reference") WHERE "payment_transactions"."provider_reference" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_order_key" ON "payment_transactions" USING btree ("order_id") WHERE "payment_transactions"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_transactions_cart_idx" ON "payment_transactions" USING btree ("cart_id");