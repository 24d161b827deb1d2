// Assets (rows pointing at content-addressed blobs by SHA-256) and their append-only, hash-chained provenance.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE assets (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      project_id text COLLATE "C" NOT NULL REFERENCES projects (id),
      filename text NOT NULL,
      content_type text COLLATE "C" NOT NULL,
      declared_content_type text,
      detected_content_type text,
      size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
      sha256 text COLLATE "C" NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      metadata jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metadata) = 'object'),
      tags text[] NOT NULL DEFAULT '{}',
      talent_ids text[] NOT NULL DEFAULT '{}',
      status text NOT NULL CHECK (status IN ('available', 'deleted')),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz,
      CHECK ((status = 'deleted') = (deleted_at IS NOT NULL))
    );
    CREATE INDEX assets_page ON assets (workspace_id, id DESC) WHERE status = 'available';
    CREATE INDEX assets_by_project ON assets (workspace_id, project_id, id DESC) WHERE status = 'available';
    CREATE INDEX assets_by_content_type ON assets (workspace_id, content_type, id DESC) WHERE status = 'available';
    CREATE INDEX assets_by_tag ON assets USING gin (tags) WHERE status = 'available';
    CREATE INDEX assets_by_talent ON assets USING gin (talent_ids) WHERE status = 'available';
    -- The orphan sweep asks which blobs any row (deleted ones too) still references.
    CREATE INDEX assets_by_sha256 ON assets (sha256);

    -- One chain per asset: seq 1, 2, 3 … each row carrying the previous row's hash. Rows are never changed.
    CREATE TABLE asset_provenance (
      asset_id text COLLATE "C" NOT NULL REFERENCES assets (id),
      seq integer NOT NULL CHECK (seq > 0),
      workspace_id text NOT NULL REFERENCES workspaces (id),
      action text NOT NULL,
      actor text NOT NULL,
      occurred_at timestamptz NOT NULL,
      details jsonb NOT NULL CHECK (jsonb_typeof(details) = 'object'),
      prev_hash text NOT NULL,
      hash text NOT NULL,
      PRIMARY KEY (asset_id, seq)
    );
    CREATE TRIGGER asset_provenance_append_only BEFORE UPDATE OR DELETE ON asset_provenance
      FOR EACH ROW EXECUTE FUNCTION forbid_change();
    CREATE TRIGGER asset_provenance_no_truncate BEFORE TRUNCATE ON asset_provenance
      FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();
  `
  )
)
