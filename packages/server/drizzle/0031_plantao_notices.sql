CREATE TABLE "plantao_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plantao_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plantoes" ADD COLUMN "last_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plantoes" ADD COLUMN "last_notice_period" text;--> statement-breakpoint
ALTER TABLE "plantao_notices" ADD CONSTRAINT "plantao_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao_notices" ADD CONSTRAINT "plantao_notices_plantao_id_plantoes_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao_notices" ADD CONSTRAINT "plantao_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plantao_notices_plantao_ticket_period_key" ON "plantao_notices" USING btree ("plantao_id","ticket_id","period");--> statement-breakpoint
CREATE INDEX "plantao_notices_queued_idx" ON "plantao_notices" USING btree ("plantao_id","period") WHERE "plantao_notices"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "plantao_notices_ticket_idx" ON "plantao_notices" USING btree ("ticket_id");