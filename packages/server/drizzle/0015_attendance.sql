CREATE TABLE "attendance_cycles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"whatsapp_id" integer,
	"queue_id" integer,
	"user_id" integer,
	"queued_at" timestamp with time zone NOT NULL,
	"bot_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"rate" smallint
);
--> statement-breakpoint
ALTER TABLE "attendance_cycles" ADD CONSTRAINT "attendance_cycles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_cycles" ADD CONSTRAINT "attendance_cycles_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_cycles" ADD CONSTRAINT "attendance_cycles_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_cycles" ADD CONSTRAINT "attendance_cycles_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_cycles" ADD CONSTRAINT "attendance_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_cycles_running_key" ON "attendance_cycles" USING btree ("ticket_id") WHERE "attendance_cycles"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_cycles_company_queued_idx" ON "attendance_cycles" USING btree ("company_id","queued_at");--> statement-breakpoint
CREATE INDEX "attendance_cycles_company_finished_idx" ON "attendance_cycles" USING btree ("company_id","finished_at");--> statement-breakpoint
CREATE INDEX "attendance_cycles_company_user_queued_idx" ON "attendance_cycles" USING btree ("company_id","user_id","queued_at");--> statement-breakpoint
CREATE INDEX "attendance_cycles_ticket_idx" ON "attendance_cycles" USING btree ("ticket_id","id");--> statement-breakpoint
-- Backfill (issue 18): one cycle per 'create' or 'reopen' entry of the ticket log, up to the next such entry.
-- Started: the first 'open' in the window; finished: the first 'nps' or 'closed' (an earlier window left open ends
-- where the next begins, so a ticket keeps at most one running cycle); the attendant and queue are the last ones the
-- window names, falling back to the ticket's own; the rating is the ticket's if given inside the window.
WITH starts AS (
	SELECT l.id, l.company_id, l.ticket_id, l.created_at,
		lead(l.id) OVER w AS next_id, lead(l.created_at) OVER w AS next_at
	FROM ticket_logs l
	WHERE l.type IN ('create', 'reopen')
	WINDOW w AS (PARTITION BY l.ticket_id ORDER BY l.id)
), windows AS (
	SELECT s.*,
		(SELECT min(e.created_at) FROM ticket_logs e WHERE e.ticket_id = s.ticket_id AND e.id > s.id AND (s.next_id IS NULL OR e.id < s.next_id) AND e.type = 'chatBot') AS bot_at,
		(SELECT min(e.created_at) FROM ticket_logs e WHERE e.ticket_id = s.ticket_id AND e.id > s.id AND (s.next_id IS NULL OR e.id < s.next_id) AND e.type = 'open') AS started_at,
		(SELECT min(e.created_at) FROM ticket_logs e WHERE e.ticket_id = s.ticket_id AND e.id > s.id AND (s.next_id IS NULL OR e.id < s.next_id) AND e.type IN ('nps', 'closed')) AS finished_at,
		(SELECT e.user_id FROM ticket_logs e WHERE e.ticket_id = s.ticket_id AND e.id >= s.id AND (s.next_id IS NULL OR e.id < s.next_id) AND e.type IN ('open', 'receivedTransfer') AND e.user_id IS NOT NULL ORDER BY e.id DESC LIMIT 1) AS user_id,
		(SELECT e.queue_id FROM ticket_logs e WHERE e.ticket_id = s.ticket_id AND e.id >= s.id AND (s.next_id IS NULL OR e.id < s.next_id) AND e.queue_id IS NOT NULL ORDER BY e.id DESC LIMIT 1) AS queue_id
	FROM starts s
)
INSERT INTO "attendance_cycles" ("company_id", "ticket_id", "whatsapp_id", "queue_id", "user_id", "queued_at", "bot_at", "started_at", "finished_at", "rated_at", "rate")
SELECT w.company_id, w.ticket_id, t.whatsapp_id,
	coalesce(w.queue_id, CASE WHEN w.next_id IS NULL THEN t.queue_id END),
	coalesce(w.user_id, CASE WHEN w.next_id IS NULL AND w.started_at IS NOT NULL THEN t.user_id END),
	w.created_at, w.bot_at, w.started_at,
	coalesce(w.finished_at, w.next_at, CASE WHEN t.status = 'closed' THEN coalesce(t.closed_at, t.updated_at) END),
	r.created_at, r.rate
FROM windows w
JOIN tickets t ON t.id = w.ticket_id AND NOT t.is_group
LEFT JOIN user_ratings r ON r.ticket_id = w.ticket_id AND r.created_at >= w.created_at AND (w.next_at IS NULL OR r.created_at < w.next_at);
