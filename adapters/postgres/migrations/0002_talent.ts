// Talent profiles, contracts, clearance records (append-only) and each workspace's distribution channels.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE talent (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      aliases text[] NOT NULL,
      agency text,
      contact_email text,
      contact_phone text,
      headshot_asset_ids text[] NOT NULL,
      voice_sample_asset_ids text[] NOT NULL,
      notes text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX talent_page ON talent (workspace_id, id DESC) WHERE deleted_at IS NULL;

    -- Status is derived when read (termination_date, end_date against today); it is never stored.
    CREATE TABLE contracts (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      talent_ids text[] NOT NULL CHECK (cardinality(talent_ids) > 0),
      title text NOT NULL,
      source_asset_id text,
      parties jsonb NOT NULL,
      signed_date date,
      start_date date NOT NULL,
      end_date date,
      territories text[] NOT NULL CHECK (cardinality(territories) > 0),
      distribution_channels text[] NOT NULL,
      exclusive boolean NOT NULL,
      restrictions jsonb NOT NULL,
      termination_date date,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz,
      CHECK (end_date IS NULL OR end_date >= start_date)
    );
    CREATE INDEX contracts_page ON contracts (workspace_id, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX contracts_by_talent ON contracts USING gin (talent_ids) WHERE deleted_at IS NULL;
    CREATE INDEX contracts_by_end_date ON contracts (workspace_id, end_date) WHERE deleted_at IS NULL;

    CREATE TABLE clearances (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      asset_id text NOT NULL,
      talent_id text,
      run_id text,
      channels text[] NOT NULL,
      territory text,
      product_category text,
      usage_date date NOT NULL,
      verdict text NOT NULL CHECK (verdict IN ('pass', 'fail')),
      results jsonb NOT NULL,
      warnings jsonb NOT NULL,
      checked_at timestamptz NOT NULL
    );
    CREATE INDEX clearances_page ON clearances (workspace_id, id DESC);
    CREATE INDEX clearances_by_asset ON clearances (workspace_id, asset_id, id DESC);
    CREATE INDEX clearances_by_talent ON clearances (workspace_id, talent_id, id DESC);
    CREATE INDEX clearances_by_run ON clearances (workspace_id, run_id) WHERE run_id IS NOT NULL;
    CREATE TRIGGER clearances_append_only BEFORE UPDATE OR DELETE ON clearances
      FOR EACH ROW EXECUTE FUNCTION forbid_change();

    CREATE TABLE workspace_channels (
      workspace_id text PRIMARY KEY REFERENCES workspaces (id),
      channels text[] NOT NULL CHECK (cardinality(channels) > 0),
      updated_at timestamptz NOT NULL
    );
  `
  )
)
