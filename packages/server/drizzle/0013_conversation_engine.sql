ALTER TABLE "messages" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bot_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "chatbot_option_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bot_attempts_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "lgpd_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "is_out_of_hour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "out_of_hours_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_chatbot_option_id_chatbots_id_fk" FOREIGN KEY ("chatbot_option_id") REFERENCES "public"."chatbots"("id") ON DELETE set null ON UPDATE no action;