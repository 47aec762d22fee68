ALTER TABLE "cart_lines" ADD COLUMN "free_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "promo_ratio_main" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "promo_ratio_promo" integer;