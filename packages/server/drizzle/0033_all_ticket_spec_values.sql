-- allTicket takes the spec's values (spec 1 §1, 2 §3: enable or disable), stored as they are answered.
UPDATE "users" SET "all_ticket" = CASE WHEN "all_ticket" = 'enabled' THEN 'enable' ELSE 'disable' END;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "all_ticket" SET DEFAULT 'disable';
