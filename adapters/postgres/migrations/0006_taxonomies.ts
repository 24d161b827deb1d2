// Workspace taxonomies (the asset tagger's vocabulary). Terms are stored as one jsonb list: they are always read
// and replaced whole. A live taxonomy's name is unique in its workspace, ignoring case.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE taxonomies (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      description text,
      terms jsonb NOT NULL CHECK (jsonb_typeof(terms) = 'array'),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX taxonomies_page ON taxonomies (workspace_id, id DESC) WHERE deleted_at IS NULL;
    CREATE UNIQUE INDEX taxonomies_name ON taxonomies (workspace_id, lower(name)) WHERE deleted_at IS NULL;
  `
  )
)
