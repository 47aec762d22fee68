ALTER TABLE "sale_order_lines" ADD COLUMN "promo_ratio_main" integer;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD COLUMN "promo_ratio_free" integer;--> statement-breakpoint
-- Lines written before: the ratio was only in the French/Dutch/English name, "… (gratuit, promotion 10 + 1)".
UPDATE "sale_order_lines" SET
  "promo_ratio_main" = (regexp_match("name", '(\d+)\s*\+\s*(\d+)\)\s*$'))[1]::integer,
  "promo_ratio_free" = (regexp_match("name", '(\d+)\s*\+\s*(\d+)\)\s*$'))[2]::integer
WHERE "kind" = 'free_goods' AND "name" ~ '(\d+)\s*\+\s*(\d+)\)\s*$';
