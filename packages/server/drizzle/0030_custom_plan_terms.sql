DROP INDEX "plans_name_key";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_company_id_key" ON "plans" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree ("name") WHERE "plans"."company_id" is null;