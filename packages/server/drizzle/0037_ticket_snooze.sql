-- tickets.snoozed_until and snoozed_by_id: a ticket snoozed until a time (POST /tickets/{id}/snooze) leaves the lists
-- of its status until then or until its contact writes; whoever snoozed it is told when it comes back. The "Adiados"
-- list pages the few snoozed tickets of a company by the lists' key through a partial index; the other lists walk
-- their indexes as before and skip them.
ALTER TABLE "tickets" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "snoozed_by_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_snoozed_by_id_users_id_fk" FOREIGN KEY ("snoozed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_company_snoozed_updated_idx" ON "tickets" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tickets"."snoozed_until" is not null;