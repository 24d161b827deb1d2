// The list counters of 0014 kept by triggers per row instead of per statement. A statement trigger with transition
// tables stores the statement's rows (old and new ones for an UPDATE) and plans a grouped INSERT over them even for
// the one row of a create; a row trigger's WHEN clause is tested without calling anything, so an UPDATE that does not
// change whether a row is live (a rename, a status) costs the counters nothing. A statement that changes many rows
// at once (a project's assets deleted with it) adds to its slot once per row. Same slots, same counts.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"
import { EVERY_ROW, SOFT_DELETED } from "./0014_list_totals.js"

const add = (workspace: string, delta: string) => `
        INSERT INTO list_totals AS t (workspace_id, resource, slot, live)
        VALUES (${workspace}, TG_TABLE_NAME, pg_backend_pid() % 64, ${delta})
        ON CONFLICT (workspace_id, resource, slot) DO UPDATE SET live = t.live + excluded.live;`

const triggers = (table: string, kind: "live" | "all") => {
  const live = (row: "NEW" | "OLD") => (kind === "live" ? ` WHEN (${row}.deleted_at IS NULL)` : "")
  return `
    DROP TRIGGER ${table}_list_totals_insert ON ${table};
    DROP TRIGGER ${table}_list_totals_delete ON ${table};
    CREATE TRIGGER ${table}_list_totals_insert AFTER INSERT ON ${table}
      FOR EACH ROW${live("NEW")} EXECUTE FUNCTION list_totals_row();
    CREATE TRIGGER ${table}_list_totals_delete AFTER DELETE ON ${table}
      FOR EACH ROW${live("OLD")} EXECUTE FUNCTION list_totals_row();${
        kind === "live"
          ? `
    DROP TRIGGER ${table}_list_totals_update ON ${table};
    CREATE TRIGGER ${table}_list_totals_update AFTER UPDATE OF deleted_at ON ${table}
      FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION list_totals_row();`
          : ""
      }`
}

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE FUNCTION list_totals_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN${add("NEW.workspace_id", "1")}
      ELSIF TG_OP = 'DELETE' THEN${add("OLD.workspace_id", "-1")}
      ELSIF NEW.deleted_at IS NULL THEN${add("NEW.workspace_id", "1")}
      ELSE${add("NEW.workspace_id", "-1")}
      END IF;
      RETURN NULL;
    END $$;
    ${SOFT_DELETED.map((table) => triggers(table, "live")).join("")}
    ${EVERY_ROW.map((table) => triggers(table, "all")).join("")}
    DROP FUNCTION list_totals_insert_live();
    DROP FUNCTION list_totals_update_live();
    DROP FUNCTION list_totals_delete_live();
    DROP FUNCTION list_totals_insert_all();
    DROP FUNCTION list_totals_delete_all();
  `
  )
)
