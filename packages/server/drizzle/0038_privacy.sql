-- Privacy by design (LGPD): the audit trail of administrative actions (append-only: UPDATE is refused by a trigger;
-- rows leave only by the retention job or with their company), each contact's consent answers, and erasures of a
-- contact's data with the counts of what went. Company settings for the opt-out word and the retention periods.
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"actor_company_id" integer,
	"action" text NOT NULL,
	"entity_type" text DEFAULT '' NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"ticket_id" integer,
	"decision" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_erasures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_id" integer,
	"requested_by_id" integer,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"number_hash" text DEFAULT '' NOT NULL,
	"blocked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lgpd_opt_out_word" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "retention_media_days" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "retention_messages_days" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "audit_log_retention_days" text DEFAULT '365' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_erasures" ADD CONSTRAINT "contact_erasures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_erasures" ADD CONSTRAINT "contact_erasures_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_erasures" ADD CONSTRAINT "contact_erasures_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_company_id_idx" ON "audit_logs" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_company_action_idx" ON "audit_logs" USING btree ("company_id","action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_company_actor_idx" ON "audit_logs" USING btree ("company_id","actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_platform_idx" ON "audit_logs" USING btree ("id" DESC NULLS LAST) WHERE "audit_logs"."company_id" is null;--> statement-breakpoint
CREATE INDEX "contact_consents_contact_idx" ON "contact_consents" USING btree ("company_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "contact_erasures_company_idx" ON "contact_erasures" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_erasures_number_hash_idx" ON "contact_erasures" USING btree ("company_id","number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_erasures_one_open_key" ON "contact_erasures" USING btree ("company_id","contact_id") WHERE "contact_erasures"."status" <> 'done';--> statement-breakpoint
CREATE FUNCTION "audit_logs_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_append_only" BEFORE UPDATE ON "audit_logs" FOR EACH ROW EXECUTE FUNCTION "audit_logs_refuse_update"();