// An exact count of each workspace's live rows per listed table, kept by statement triggers in the transaction
// that writes the rows, so an unfiltered list's meta.total is read from a few counter rows instead of counting
// the workspace's index entries (which grows with the workspace). Each backend adds to its own slot
// (pg_backend_pid() % 64), so concurrent writers in one workspace do not queue on a single counter row; the
// total is the sum of the slots. Soft-deleted tables count rows whose deleted_at is null; the others every row.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

const SOFT_DELETED = ["projects", "talent", "contracts", "assets", "taxonomies", "workflows"]
const EVERY_ROW = ["clearances", "agent_runs", "workflow_runs"]

/** Adds `deltas` (rows of workspace_id, delta) to this backend's slot of the trigger's table. */
const addDeltas = (deltas: string) => `
      INSERT INTO list_totals AS t (workspace_id, resource, slot, live)
      SELECT workspace_id, TG_TABLE_NAME, pg_backend_pid() % 64, sum(delta) FROM (${deltas}) AS d
      GROUP BY workspace_id HAVING sum(delta) <> 0
      ON CONFLICT (workspace_id, resource, slot) DO UPDATE SET live = t.live + excluded.live;`

const fn = (name: string, body: string) => `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN${body}
      RETURN NULL;
    END $$;`

const triggers = (table: string, kind: "live" | "all") => `
    CREATE TRIGGER ${table}_list_totals_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION list_totals_insert_${kind}();
    CREATE TRIGGER ${table}_list_totals_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION list_totals_delete_${kind}();
    CREATE TRIGGER ${table}_list_totals_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncate();${
        kind === "live"
          ? `
    CREATE TRIGGER ${table}_list_totals_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION list_totals_update_live();`
          : ""
      }
    INSERT INTO list_totals (workspace_id, resource, slot, live)
      SELECT workspace_id, '${table}', 0, count(*) FROM ${table}
      ${kind === "live" ? "WHERE deleted_at IS NULL" : ""} GROUP BY workspace_id;`

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE list_totals (
      workspace_id text NOT NULL,
      resource text NOT NULL,
      slot smallint NOT NULL,
      live bigint NOT NULL,
      PRIMARY KEY (workspace_id, resource, slot)
    );
    ${fn("list_totals_insert_live", addDeltas("SELECT workspace_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL"))}
    ${fn(
      "list_totals_update_live",
      addDeltas(`SELECT workspace_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL SELECT workspace_id, -1 FROM old_rows WHERE deleted_at IS NULL`)
    )}
    ${fn("list_totals_delete_live", addDeltas("SELECT workspace_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL"))}
    ${fn("list_totals_insert_all", addDeltas("SELECT workspace_id, 1 AS delta FROM new_rows"))}
    ${fn("list_totals_delete_all", addDeltas("SELECT workspace_id, -1 AS delta FROM old_rows"))}
    ${fn(
      "list_totals_truncate",
      `
      DELETE FROM list_totals WHERE resource = TG_TABLE_NAME;`
    )}
    ${SOFT_DELETED.map((table) => triggers(table, "live")).join("")}
    ${EVERY_ROW.map((table) => triggers(table, "all")).join("")}
  `
  )
)
