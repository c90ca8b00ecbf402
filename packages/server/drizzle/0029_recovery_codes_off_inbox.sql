CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"wpp" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_wpp" text;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_wpp_key" ON "phone_verifications" USING btree ("wpp");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_wpp_key" ON "users" USING btree ("verified_wpp");--> statement-breakpoint
-- Finding 2 (issue 42): recovery codes were posted into company 1's inbox (a closed ticket with no queue and no user,
-- which every company-1 user could open). They now go straight to the channel; what was stored is purged here. A code
-- message is recognised by its exact text (PlatformMessenger's verificationCodeText), sent by nobody (user_id null),
-- from the platform company (id 1). First the tickets that were opened only for codes (no queue, no user, nothing but
-- codes), with the contacts the messenger created for them (named by their number, with no other ticket).
WITH code_tickets AS (
  SELECT t.id, t.contact_id FROM tickets t
  WHERE t.company_id = 1 AND t.queue_id IS NULL AND t.user_id IS NULL
    AND EXISTS (
      SELECT 1 FROM messages m WHERE m.ticket_id = t.id AND m.company_id = 1 AND m.from_me AND m.user_id IS NULL
        AND m.body ~ '^Seu código de verificação do Guichê é [0-9]+\. Ele vale por 10 minutos\. Não o compartilhe com ninguém\.$')
    AND NOT EXISTS (
      SELECT 1 FROM messages m WHERE m.ticket_id = t.id
        AND NOT (m.from_me AND m.user_id IS NULL
          AND m.body ~ '^Seu código de verificação do Guichê é [0-9]+\. Ele vale por 10 minutos\. Não o compartilhe com ninguém\.$'))
), gone AS (
  DELETE FROM tickets t USING code_tickets c WHERE t.id = c.id RETURNING t.contact_id
)
DELETE FROM contacts ct
WHERE ct.company_id = 1 AND ct.name = ct.number AND ct.id IN (SELECT contact_id FROM gone)
  AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.contact_id = ct.id AND t.id NOT IN (SELECT id FROM code_tickets));--> statement-breakpoint
-- Then codes posted into a ticket that has other messages (the number was also a contact of the platform company).
DELETE FROM messages m
WHERE m.company_id = 1 AND m.from_me AND m.user_id IS NULL
  AND m.body ~ '^Seu código de verificação do Guichê é [0-9]+\. Ele vale por 10 minutos\. Não o compartilhe com ninguém\.$';--> statement-breakpoint
-- A ticket whose preview was a code shows its newest remaining message instead (none: an empty one).
UPDATE tickets t
SET last_message = COALESCE((SELECT m.body FROM messages m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1), '')
WHERE t.company_id = 1
  AND t.last_message ~ '^Seu código de verificação do Guichê é [0-9]+\. Ele vale por 10 minutos\. Não o compartilhe com ninguém\.$';
