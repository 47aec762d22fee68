ALTER TABLE "leads" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "acknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_ack_email_idx" ON "leads" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "leads_ack_address_idx" ON "leads" USING btree ("client_address","created_at");