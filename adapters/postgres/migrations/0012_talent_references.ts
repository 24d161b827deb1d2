// The face index of talent reference media (issue 16) and the review decisions on matches. Descriptors are
// biometric data: one row per (talent, headshot), deleted with the reference, the talent or the asset.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE talent_references (
      workspace_id text NOT NULL REFERENCES workspaces (id),
      talent_id text NOT NULL,
      asset_id text NOT NULL,
      model text NOT NULL,
      status text NOT NULL CHECK (status IN ('indexed', 'no_face', 'unreadable')),
      descriptor real[] CHECK ((status = 'indexed') = (descriptor IS NOT NULL)),
      box jsonb,
      indexed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, talent_id, asset_id)
    );
    CREATE INDEX talent_references_by_asset ON talent_references (workspace_id, asset_id);

    CREATE TABLE talent_match_decisions (
      seq bigserial PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      asset_id text NOT NULL,
      talent_id text NOT NULL,
      decision text NOT NULL CHECK (decision IN ('confirmed', 'rejected')),
      box jsonb NOT NULL,
      at_seconds double precision,
      decided_by text NOT NULL,
      decided_at timestamptz NOT NULL
    );
    CREATE INDEX talent_match_decisions_by_asset ON talent_match_decisions (workspace_id, asset_id);
  `
  )
)
