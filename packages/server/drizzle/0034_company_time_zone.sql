-- companies.time_zone: the IANA zone the company's wall clocks are read in (service hours, schedules, campaigns,
-- placeholders, on-call hours, dashboards, reports). Existing companies keep the zone every company had so far.
--
-- The zone is engine configuration (service hours are read in it, placeholders speak in it), so changing it must
-- renumber config_version as changing the schedules does (migration 0027): the trigger on the company row now
-- watches both columns.
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
DROP TRIGGER companies_schedules_changed ON companies;--> statement-breakpoint
CREATE TRIGGER companies_schedules_changed BEFORE UPDATE OF schedules, time_zone ON companies FOR EACH ROW WHEN (OLD.schedules IS DISTINCT FROM NEW.schedules OR OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION company_schedules_changed();
