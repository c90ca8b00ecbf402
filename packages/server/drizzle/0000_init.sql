CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"queues" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"use_whatsapp" boolean DEFAULT true NOT NULL,
	"use_facebook" boolean DEFAULT true NOT NULL,
	"use_instagram" boolean DEFAULT true NOT NULL,
	"use_campaigns" boolean DEFAULT true NOT NULL,
	"use_schedules" boolean DEFAULT true NOT NULL,
	"use_internal_chat" boolean DEFAULT true NOT NULL,
	"use_external_api" boolean DEFAULT true NOT NULL,
	"use_kanban" boolean DEFAULT true NOT NULL,
	"use_open_ai" boolean DEFAULT true NOT NULL,
	"use_integrations" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"document" text,
	"plan_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"due_date" date,
	"recurrence" text DEFAULT 'MENSAL',
	"payment_method" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile" text DEFAULT 'user' NOT NULL,
	"super" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'pt-BR' NOT NULL,
	"profile_image" text,
	"start_work" text DEFAULT '00:00' NOT NULL,
	"end_work" text DEFAULT '23:59' NOT NULL,
	"farewell_message" text,
	"all_ticket" text DEFAULT 'disabled' NOT NULL,
	"allow_group" boolean DEFAULT false NOT NULL,
	"default_theme" text DEFAULT 'light' NOT NULL,
	"default_menu" text DEFAULT 'open' NOT NULL,
	"wpp" text,
	"whatsapp_id" integer,
	"show_dashboard" text DEFAULT 'disabled' NOT NULL,
	"allow_real_time" text DEFAULT 'disabled' NOT NULL,
	"allow_connections" text DEFAULT 'disabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"greeting_message" text,
	"out_of_hours_message" text,
	"order_queue" integer,
	"ativar_roteador" boolean DEFAULT false NOT NULL,
	"tempo_roteador" integer DEFAULT 0 NOT NULL,
	"integration_id" integer,
	"file_list_id" integer,
	"prompt_id" integer,
	"close_ticket" boolean DEFAULT false NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_queues" (
	"user_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "user_queues_user_id_queue_id_pk" PRIMARY KEY("user_id","queue_id")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"user_rating" text DEFAULT 'disabled' NOT NULL,
	"schedule_type" text DEFAULT 'disabled' NOT NULL,
	"chat_bot_type" text DEFAULT 'text' NOT NULL,
	"accept_call_whatsapp" text DEFAULT 'enabled' NOT NULL,
	"user_random" text DEFAULT 'disabled' NOT NULL,
	"send_greeting_message_one_queues" text DEFAULT 'enabled' NOT NULL,
	"send_sign_message" text DEFAULT 'enabled' NOT NULL,
	"send_farewell_waiting_ticket" text DEFAULT 'disabled' NOT NULL,
	"send_greeting_accepted" text DEFAULT 'disabled' NOT NULL,
	"send_message_out_expedient_ticket_open" text DEFAULT 'disabled' NOT NULL,
	"send_queue_position" text DEFAULT 'disabled' NOT NULL,
	"accept_audio_message_contact" text DEFAULT 'enabled' NOT NULL,
	"enable_lgpd" text DEFAULT 'disabled' NOT NULL,
	"required_tag" text DEFAULT 'disabled' NOT NULL,
	"lgpd_delete_message" text DEFAULT 'disabled' NOT NULL,
	"lgpd_hide_number" text DEFAULT 'disabled' NOT NULL,
	"lgpd_consent" text DEFAULT 'disabled' NOT NULL,
	"lgpd_message" text DEFAULT '' NOT NULL,
	"lgpd_link" text DEFAULT '' NOT NULL,
	"send_msg_transf_ticket" text DEFAULT 'disabled' NOT NULL,
	"campaigns_enabled" text DEFAULT 'false' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_plan_id_idx" ON "companies" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_id_name_idx" ON "users" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_company_id_name_key" ON "queues" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_company_id_color_key" ON "queues" USING btree ("company_id","color");--> statement-breakpoint
CREATE INDEX "user_queues_queue_id_idx" ON "user_queues" USING btree ("queue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_company_id_key_key" ON "settings" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "settings_company_id_idx" ON "settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");