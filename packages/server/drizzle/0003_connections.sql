CREATE TABLE "channel_auth_keys" (
	"whatsapp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"key_id" text NOT NULL,
	"value" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_auth_keys_whatsapp_id_type_key_id_pk" PRIMARY KEY("whatsapp_id","type","key_id")
);
--> statement-breakpoint
CREATE TABLE "channel_leases" (
	"whatsapp_id" integer PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"epoch" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_queues" (
	"whatsapp_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "whatsapp_queues_whatsapp_id_queue_id_pk" PRIMARY KEY("whatsapp_id","queue_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"number" text,
	"status" text DEFAULT 'DISCONNECTED' NOT NULL,
	"qrcode" text,
	"retries" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"token" text,
	"greeting_message" text,
	"complation_message" text,
	"out_of_hours_message" text,
	"rating_message" text,
	"allow_group" boolean DEFAULT false NOT NULL,
	"group_as_ticket" text DEFAULT 'disabled' NOT NULL,
	"max_use_bot_queues" integer DEFAULT 3 NOT NULL,
	"time_use_bot_queues" integer DEFAULT 0 NOT NULL,
	"expires_ticket" integer DEFAULT 0 NOT NULL,
	"when_expires_ticket" integer DEFAULT 0 NOT NULL,
	"expires_inactive_message" text,
	"time_inactive_message" integer DEFAULT 0 NOT NULL,
	"inactive_message" text,
	"max_use_bot_queues_nps" integer DEFAULT 3 NOT NULL,
	"expires_ticket_nps" integer DEFAULT 0 NOT NULL,
	"time_create_new_ticket" integer DEFAULT 0 NOT NULL,
	"time_send_queue" integer DEFAULT 0 NOT NULL,
	"send_id_queue" integer,
	"integration_id" integer,
	"prompt_id" integer,
	"wavoip" text,
	"provider" text DEFAULT 'beta' NOT NULL,
	"greeting_media_attachment" text,
	"schedules" jsonb DEFAULT '[{"weekday":"Segunda-feira","weekdayEn":"monday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Terça-feira","weekdayEn":"tuesday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Quarta-feira","weekdayEn":"wednesday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Quinta-feira","weekdayEn":"thursday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Sexta-feira","weekdayEn":"friday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Sábado","weekdayEn":"saturday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Domingo","weekdayEn":"sunday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"}]'::jsonb NOT NULL,
	"import_old_messages" timestamp with time zone,
	"import_recent_messages" timestamp with time zone,
	"import_old_messages_groups" boolean DEFAULT false NOT NULL,
	"closed_tickets_post_imported" boolean DEFAULT false NOT NULL,
	"status_import_messages" text,
	"provider_account_id" text,
	"access_token_encrypted" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_auth_keys" ADD CONSTRAINT "channel_auth_keys_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_auth_keys" ADD CONSTRAINT "channel_auth_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_leases" ADD CONSTRAINT "channel_leases_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_send_id_queue_queues_id_fk" FOREIGN KEY ("send_id_queue") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_queues_queue_id_idx" ON "whatsapp_queues" USING btree ("queue_id");--> statement-breakpoint
CREATE INDEX "whatsapps_company_id_idx" ON "whatsapps" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_token_key" ON "whatsapps" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_company_default_key" ON "whatsapps" USING btree ("company_id") WHERE "whatsapps"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_channel_account_key" ON "whatsapps" USING btree ("channel","provider_account_id");