CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"url_key" jsonb NOT NULL,
	"subtitle" jsonb,
	"short_description" jsonb,
	"description" jsonb,
	"seo_title" jsonb,
	"meta_description" jsonb,
	"meta_keywords" jsonb,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"type" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_linked_product_id_type_pk" PRIMARY KEY("product_id","linked_product_id","type")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"url_key" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" jsonb,
	"description" jsonb,
	"short_description" jsonb,
	"seo_title" jsonb,
	"meta_description" jsonb,
	"meta_keywords" jsonb,
	"active_principle" jsonb,
	"brand_id" integer,
	"supplier_id" integer,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_mode" text DEFAULT 'direct' NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"is_human" boolean DEFAULT false NOT NULL,
	"is_food" boolean DEFAULT false NOT NULL,
	"is_meds" boolean DEFAULT false NOT NULL,
	"is_equipment" boolean DEFAULT false NOT NULL,
	"is_import" boolean DEFAULT false NOT NULL,
	"is_mto" boolean DEFAULT false NOT NULL,
	"is_narcotic_vet" boolean DEFAULT false NOT NULL,
	"is_pharmaceutical" boolean DEFAULT false NOT NULL,
	"is_psychotropic" boolean DEFAULT false NOT NULL,
	"veterinary_only" boolean DEFAULT false NOT NULL,
	"belgium_only" boolean DEFAULT false NOT NULL,
	"not_sold_on_website" boolean DEFAULT false NOT NULL,
	"sterile" boolean DEFAULT false NOT NULL,
	"promo_bag" boolean DEFAULT false NOT NULL,
	"fabric" boolean DEFAULT false NOT NULL,
	"class_amcra" text,
	"code_cti" text,
	"link_info" text,
	"link_notice" text,
	"link_video" text,
	"storage_temperature" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"qty_available" integer DEFAULT 0 NOT NULL,
	"qty_incoming" integer DEFAULT 0 NOT NULL,
	"supplier_out_of_stock" boolean DEFAULT false NOT NULL,
	"limited_threshold" integer DEFAULT 10 NOT NULL,
	"state" text NOT NULL,
	"resupply_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitutions" (
	"variant_id" integer NOT NULL,
	"substitute_variant_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "substitutions_variant_id_substitute_variant_id_pk" PRIMARY KEY("variant_id","substitute_variant_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "suppliers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "url_keys" (
	"locale" text NOT NULL,
	"url_key" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"is_redirect" boolean DEFAULT false NOT NULL,
	CONSTRAINT "url_keys_entity_locale_url_key_pk" PRIMARY KEY("entity","locale","url_key")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"cnk_code" text,
	"code_amm" text,
	"vendor_product_code" text,
	"variant_label" jsonb,
	"variant_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"unit_in_shrink_wrap" integer,
	"best_before_date" date,
	"indicated_price_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"pricelist_id" integer,
	"kind" text NOT NULL,
	"veterinary" boolean DEFAULT false NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"discount_bp" integer,
	"exclusive" boolean DEFAULT false NOT NULL,
	"ratio_main" integer,
	"ratio_promo" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"date_start" date,
	"date_end" date
);
--> statement-breakpoint
CREATE TABLE "pricelists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"role" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "pricelists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"shortcut" jsonb NOT NULL,
	CONSTRAINT "titles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text DEFAULT 'delivery' NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"street2" text,
	"zip" text,
	"city" text,
	"phone" text,
	"mobile" text,
	"email" text,
	"vat" text,
	"title_id" integer,
	"country_id" integer,
	"state_id" integer,
	"is_company" boolean DEFAULT true NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"is_dropoff_site" boolean DEFAULT false NOT NULL,
	"vet_depot_number" text,
	"vet_subscription_number" text,
	"ref" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'default' NOT NULL,
	"pricelist_id" integer NOT NULL,
	"function" text,
	"can_order" boolean DEFAULT true NOT NULL,
	"help_with_fee" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"vat" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"opt_out" boolean DEFAULT false NOT NULL,
	"sales_person_id" integer,
	"payment_mode_id" integer,
	"vet_group_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"supplier_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "payment_modes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sales_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"mobile" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"locale" text DEFAULT 'fr' NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"free_over_cents" integer,
	"with_dropoff_site" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"street2" text,
	"zip" text,
	"city" text,
	"phone" text,
	"state_code" text,
	"country_code" text DEFAULT 'BE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"options" jsonb,
	"options_key" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"net_price_cents" integer DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"qty_unavailable" integer DEFAULT 0 NOT NULL,
	"qty_unavailable_seen" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_transactions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"options" jsonb,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"name" text NOT NULL,
	"delivery_address_id" integer,
	"invoicing_address_id" integer,
	"carrier_id" integer,
	"pickup_point_id" integer,
	"payment_mode_id" integer,
	"note" text,
	"client_order_ref" text,
	"suite_name" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "carts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sale_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"variant_id" integer,
	"name" text NOT NULL,
	"sku" text,
	"options" jsonb,
	"qty" integer NOT NULL,
	"qty_delivered" integer DEFAULT 0 NOT NULL,
	"qty_backorder" integer DEFAULT 0 NOT NULL,
	"qty_canceled" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"net_price_cents" integer NOT NULL,
	"amount_untaxed_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"amount_tax_cents" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid NOT NULL,
	"cart_id" integer,
	"customer_id" integer NOT NULL,
	"state" text DEFAULT 'sale' NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"date_order" timestamp with time zone DEFAULT now() NOT NULL,
	"date_commitment" timestamp with time zone,
	"client_order_ref" text,
	"note" text,
	"suite_name" text,
	"channel" text DEFAULT 'web' NOT NULL,
	"delivery_address" jsonb,
	"invoicing_address" jsonb,
	"carrier_id" integer,
	"payment_mode_id" integer,
	"amount_goods_cents" integer NOT NULL,
	"amount_delivery_cents" integer DEFAULT 0 NOT NULL,
	"amount_fee_cents" integer DEFAULT 0 NOT NULL,
	"amount_untaxed_cents" integer NOT NULL,
	"amount_tax_cents" integer NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"amount_discount_cents" integer DEFAULT 0 NOT NULL,
	"amount_without_discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_orders_name_unique" UNIQUE("name"),
	CONSTRAINT "sale_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sale_orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"url_key" text NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_id" integer,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"stock_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_promotion" boolean DEFAULT false NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"veterinary_only" boolean DEFAULT false NOT NULL,
	"net_veterinary" integer,
	"net_pharmacist" integer,
	"net_student" integer,
	"net_default" integer,
	"popularity" real DEFAULT 0 NOT NULL,
	"priced_on" date NOT NULL,
	CONSTRAINT "search_documents_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_vocabulary_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_substitute_variant_id_variants_id_fk" FOREIGN KEY ("substitute_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_states" ADD CONSTRAINT "country_states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_id_country_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."country_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sales_person_id_sales_persons_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."sales_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_transactions" ADD CONSTRAINT "cart_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_transactions" ADD CONSTRAINT "cart_transactions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_address_id_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_invoicing_address_id_addresses_id_fk" FOREIGN KEY ("invoicing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stock_state_idx" ON "stock" USING btree ("state");--> statement-breakpoint
CREATE INDEX "url_keys_entity_idx" ON "url_keys" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_barcode_idx" ON "variants" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "variants_cnk_idx" ON "variants" USING btree ("cnk_code");--> statement-breakpoint
CREATE INDEX "price_rules_variant_idx" ON "price_rules" USING btree ("variant_id","pricelist_id");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "login_failures_login_idx" ON "login_failures" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pickup_points_carrier_idx" ON "pickup_points" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_unique_product" ON "cart_lines" USING btree ("cart_id","variant_id","options_key");--> statement-breakpoint
CREATE INDEX "cart_transactions_cart_idx" ON "cart_transactions" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_customer" ON "carts" USING btree ("customer_id") WHERE "carts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sale_order_lines_order_idx" ON "sale_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sale_orders_customer_idx" ON "sale_orders" USING btree ("customer_id","date_order");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_codes_idx" ON "search_documents" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);