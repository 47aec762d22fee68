CREATE TABLE "login_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "login_devices_login_idx" ON "login_devices" USING btree ("login");--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("device","at");