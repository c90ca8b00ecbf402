CREATE TABLE "password_recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"wpp" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_recoveries" ADD CONSTRAINT "password_recoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_recoveries_wpp_key" ON "password_recoveries" USING btree ("wpp");--> statement-breakpoint
CREATE UNIQUE INDEX "password_recoveries_token_hash_key" ON "password_recoveries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_recoveries_user_id_idx" ON "password_recoveries" USING btree ("user_id");