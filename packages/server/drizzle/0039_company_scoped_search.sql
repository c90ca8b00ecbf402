-- Ticket and contact search read one company's entries of the trigram indexes: each index leads with company_id
-- (btree_gin gives integers a GIN operator class), where before a rare term's bitmap held every company's matches and
-- the company filter threw all but one away. Same size on disk as the indexes they replace.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "contacts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_number_trgm_idx";--> statement-breakpoint
DROP INDEX "messages_body_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_company_name_trgm_idx" ON "contacts" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_company_number_trgm_idx" ON "contacts" USING gin ("company_id","number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_company_body_trgm_idx" ON "messages" USING gin ("company_id","body" gin_trgm_ops) WHERE "messages"."is_bot" = false;--> statement-breakpoint
-- A company's tickets sit in its own queues, users and connections, which the planner assumed independent of the
-- company: an attendant's search then expected 27 of the 2,500 tickets of their queue and probed each one's messages
-- (55 ms) instead of asking the trigram index (1 ms). Functional dependencies give it the real proportions.
CREATE STATISTICS "tickets_company_assignment_deps" (dependencies) ON "company_id", "queue_id", "user_id", "whatsapp_id" FROM "tickets";--> statement-breakpoint
ANALYZE "tickets";
