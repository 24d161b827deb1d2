// A notification at commit whenever anything authentication reads changes (a key, its user's scopes, its
// workspace's rate limit), from any process: servers that cache authenticated keys drop the cache at once.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE FUNCTION credentials_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('clearhouse_credentials', TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    CREATE TRIGGER api_keys_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
    CREATE TRIGGER users_notify AFTER UPDATE OR DELETE OR TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
    CREATE TRIGGER workspaces_notify AFTER UPDATE OR DELETE OR TRUNCATE ON workspaces
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
  `
  )
)
