// An outbox event that no enabled endpoint of its workspace subscribes to is written already fanned out, instead
// of being written pending and marked fanned out by the dispatchers' next poll (an UPDATE of the row, its jsonb and
// its indexes, ~20 µs of the database's CPU an event, in every workspace without webhooks). One trigger per row,
// before the insert, decides it against the endpoints the inserting statement sees, and asks for the dispatchers'
// wake-up (NOTIFY, sent at commit, one per transaction) only for an event that is still to fan out. It replaces
// 0015's statement trigger, whose transition table and join cost more than the row's lookup. An endpoint created
// or enabled after an event was written does not receive it (before, one made within the poll interval could).
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    DROP TRIGGER outbox_events_notify ON outbox_events;
    DROP FUNCTION outbox_events_notify();
    CREATE FUNCTION outbox_events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.webhooks_fanned_out := NOT EXISTS (
        SELECT 1 FROM webhook_endpoints e
        WHERE e.workspace_id = NEW.workspace_id AND e.status = 'enabled'
          AND (NEW.type = ANY (e.event_types) OR '*' = ANY (e.event_types))
      );
      IF NOT NEW.webhooks_fanned_out THEN
        PERFORM pg_notify('clearhouse_outbox', 'new');
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER outbox_events_fan_out BEFORE INSERT ON outbox_events
      FOR EACH ROW EXECUTE FUNCTION outbox_events_fan_out();
  `
  )
)
