ALTER TABLE "messages" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "unconfirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_ticket_pending_idx" ON "messages" USING btree ("ticket_id","id") WHERE "messages"."wid" like 'pending:%';--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_messages_wid_key" ON "simulator_messages" USING btree ("whatsapp_id","wid");