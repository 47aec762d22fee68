CREATE TABLE "cart_public_pickups" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"point" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_public_pickups" ADD CONSTRAINT "cart_public_pickups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_public_pickups" ADD CONSTRAINT "cart_public_pickups_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_points_carrier_code" ON "pickup_points" USING btree ("carrier_id","code");