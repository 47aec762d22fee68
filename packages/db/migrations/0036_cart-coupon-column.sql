ALTER TABLE "cart_coupons" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "cart_coupons" CASCADE;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;