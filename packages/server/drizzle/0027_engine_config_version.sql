-- companies.config_version: what a server process checks before it trusts the configuration it keeps in memory for
-- the conversation engine (settings, schedules, connections, their queues, chatbot options), instead of reading all of
-- it for every message. Any committed change to those rows gives the company a new value, from a sequence (so a value
-- never comes back, even for a company recreated under a reused id).
--
-- The triggers are deferred to commit: the company row is locked only as the changing transaction ends, after every
-- other lock it takes, so two administrators saving overlapping configuration at once cannot deadlock on it. Row
-- triggers fire for foreign-key cascades too (a deleted queue's options and connection links). Schedules live on the
-- company row itself, which a plain BEFORE trigger renumbers when they change.
CREATE SEQUENCE "public"."company_config_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "config_version" bigint DEFAULT nextval('company_config_version_seq') NOT NULL;;--> statement-breakpoint
CREATE FUNCTION company_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE companies SET config_version = nextval('company_config_version_seq') WHERE id = OLD.company_id;
  ELSE
    UPDATE companies SET config_version = nextval('company_config_version_seq') WHERE id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION connection_queues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A link names its connection only; a connection deleted with its links renumbers its company itself.
  IF TG_OP = 'DELETE' THEN
    UPDATE companies SET config_version = nextval('company_config_version_seq') WHERE id = (SELECT company_id FROM whatsapps WHERE id = OLD.whatsapp_id);
  ELSE
    UPDATE companies SET config_version = nextval('company_config_version_seq') WHERE id = (SELECT company_id FROM whatsapps WHERE id = NEW.whatsapp_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_schedules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.config_version := nextval('company_config_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_settings_config_changed AFTER INSERT OR UPDATE OR DELETE ON company_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_config_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER whatsapps_config_changed AFTER INSERT OR UPDATE OR DELETE ON whatsapps DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_config_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER queues_config_changed AFTER INSERT OR UPDATE OR DELETE ON queues DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_config_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER chatbots_config_changed AFTER INSERT OR UPDATE OR DELETE ON chatbots DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_config_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER whatsapp_queues_config_changed AFTER INSERT OR UPDATE OR DELETE ON whatsapp_queues DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION connection_queues_changed();--> statement-breakpoint
CREATE TRIGGER companies_schedules_changed BEFORE UPDATE OF schedules ON companies FOR EACH ROW WHEN (OLD.schedules IS DISTINCT FROM NEW.schedules) EXECUTE FUNCTION company_schedules_changed();
