CREATE TABLE "product_loyalty_rules" (
	"product_id" integer NOT NULL,
	"loyalty_rule_id" integer NOT NULL,
	CONSTRAINT "product_loyalty_rules_product_id_loyalty_rule_id_pk" PRIMARY KEY("product_id","loyalty_rule_id")
);
--> statement-breakpoint
CREATE TABLE "product_vet_groups" (
	"product_id" integer NOT NULL,
	"vet_group_id" integer NOT NULL,
	CONSTRAINT "product_vet_groups_product_id_vet_group_id_pk" PRIMARY KEY("product_id","vet_group_id")
);
--> statement-breakpoint
ALTER TABLE "product_loyalty_rules" ADD CONSTRAINT "product_loyalty_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_loyalty_rules" ADD CONSTRAINT "product_loyalty_rules_loyalty_rule_id_loyalty_rules_id_fk" FOREIGN KEY ("loyalty_rule_id") REFERENCES "public"."loyalty_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vet_groups" ADD CONSTRAINT "product_vet_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vet_groups" ADD CONSTRAINT "product_vet_groups_vet_group_id_veterinary_groups_id_fk" FOREIGN KEY ("vet_group_id") REFERENCES "public"."veterinary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_loyalty_rules_rule_idx" ON "product_loyalty_rules" USING btree ("loyalty_rule_id");--> statement-breakpoint
CREATE INDEX "product_vet_groups_group_idx" ON "product_vet_groups" USING btree ("vet_group_id");