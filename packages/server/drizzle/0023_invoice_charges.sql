CREATE TABLE "invoice_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"detail" text NOT NULL,
	"users" integer NOT NULL,
	"connections" integer NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"charge_id" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charges_terms_key" ON "invoice_charges" USING btree ("invoice_id","users","connections","value");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charges_charge_id_key" ON "invoice_charges" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "invoice_charges_company_id_idx" ON "invoice_charges" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "invoice_charges" ("company_id", "invoice_id", "detail", "users", "connections", "value", "charge_id", "claimed_at")
SELECT "company_id", "id", "detail", "users", "connections", "value", "charge_id", "updated_at" FROM "invoices" WHERE "charge_id" IS NOT NULL;
