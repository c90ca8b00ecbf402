-- Attendance cycles (the figures behind the dashboard and reports) are written by the ticket change itself, in its
-- transaction: a process killed right after a change committed used to lose the cycle an in-process listener was
-- about to write (issue 35), and every mover (accept, transfer, close, the bot, timers, inbound, ratings, deletions
-- of connections, users and queues) had to remember to announce its change. A row trigger on tickets is the one
-- place every change passes through, so the rule holds on every path and commits or rolls back with the change.
--
-- The rule, as the listener applied it: a ticket waiting for or in an attendance (pending, open, lgpd) has one
-- running cycle, opened with its state (queued at the ticket's creation, or at the change that made it wait again)
-- and following its connection, queue and attendant; the bot's stamp, the start (first open) and the finish (nps or
-- closed) are kept once each; a closed ticket's cycle takes a rating given since the cycle began. Group tickets are
-- not attendances. Only changes of that state fire it: a new message touching the ticket does not.
CREATE FUNCTION record_attendance_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_queued_at timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END;
  v_bot_at timestamptz := coalesce(NEW.bot_started_at, CASE WHEN NEW.is_bot OR NEW.status = 'lgpd' THEN NEW.updated_at END);
  v_finished_at timestamptz := CASE NEW.status WHEN 'closed' THEN coalesce(NEW.closed_at, NEW.updated_at) WHEN 'nps' THEN NEW.updated_at END;
BEGIN
  IF NEW.status IN ('pending', 'open', 'lgpd') THEN
    INSERT INTO attendance_cycles AS c (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, bot_at, started_at)
    VALUES (NEW.company_id, NEW.id, NEW.whatsapp_id, NEW.queue_id, NEW.user_id, v_queued_at,
            CASE WHEN v_bot_at >= v_queued_at THEN v_bot_at END,
            CASE WHEN NEW.status = 'open' THEN NEW.updated_at END)
    ON CONFLICT (ticket_id) WHERE finished_at IS NULL DO UPDATE SET
      whatsapp_id = excluded.whatsapp_id,
      queue_id = excluded.queue_id,
      user_id = coalesce(excluded.user_id, c.user_id),
      bot_at = coalesce(c.bot_at, CASE WHEN v_bot_at >= c.queued_at THEN v_bot_at END),
      started_at = coalesce(c.started_at, excluded.started_at);
  ELSE
    UPDATE attendance_cycles c SET
      whatsapp_id = NEW.whatsapp_id,
      queue_id = NEW.queue_id,
      user_id = coalesce(NEW.user_id, c.user_id),
      bot_at = coalesce(c.bot_at, CASE WHEN v_bot_at >= c.queued_at THEN v_bot_at END),
      finished_at = v_finished_at
    WHERE c.company_id = NEW.company_id AND c.ticket_id = NEW.id AND c.finished_at IS NULL;
    IF NEW.status = 'closed' THEN
      UPDATE attendance_cycles c SET rate = r.rate, rated_at = r.created_at
      FROM user_ratings r
      WHERE c.company_id = NEW.company_id AND c.ticket_id = NEW.id AND r.ticket_id = c.ticket_id
        AND c.rate IS NULL AND r.created_at >= c.queued_at
        AND c.id = (SELECT max(last.id) FROM attendance_cycles last WHERE last.ticket_id = NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_attendance_cycle_opened AFTER INSERT ON tickets FOR EACH ROW WHEN (NOT NEW.is_group) EXECUTE FUNCTION record_attendance_cycle();--> statement-breakpoint
CREATE TRIGGER tickets_attendance_cycle_moved AFTER UPDATE OF status, queue_id, user_id, whatsapp_id, is_group, is_bot, bot_started_at, closed_at ON tickets FOR EACH ROW
  WHEN (NOT NEW.is_group AND (OLD.status, OLD.queue_id, OLD.user_id, OLD.whatsapp_id, OLD.is_group, OLD.is_bot, OLD.bot_started_at, OLD.closed_at)
    IS DISTINCT FROM (NEW.status, NEW.queue_id, NEW.user_id, NEW.whatsapp_id, NEW.is_group, NEW.is_bot, NEW.bot_started_at, NEW.closed_at))
  EXECUTE FUNCTION record_attendance_cycle();
