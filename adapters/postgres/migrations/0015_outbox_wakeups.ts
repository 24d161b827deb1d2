// The outbox notification at commit wakes the webhook dispatchers only for events that an enabled endpoint of
// their workspace subscribes to. Other events (a workspace without webhooks) are marked fanned out by the
// dispatchers' next poll, in a batch, instead of each commit waking every dispatcher for a round of queries.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE OR REPLACE FUNCTION outbox_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (
        SELECT 1 FROM new_rows ev JOIN webhook_endpoints e
          ON e.workspace_id = ev.workspace_id AND e.status = 'enabled'
         AND (ev.type = ANY (e.event_types) OR '*' = ANY (e.event_types))
      ) THEN
        PERFORM pg_notify('clearhouse_outbox', 'new');
      END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER outbox_events_notify ON outbox_events;
    CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_notify();
  `
  )
)
