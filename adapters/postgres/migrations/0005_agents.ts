// Agent runs: the public record of each run (status, inputs, granted scopes, planned units, reservation, output),
// its unit checkpoints, execution log and artifacts, and per-workspace agent settings. Status changes are checked
// by a trigger: terminal states are final, whatever code runs against the database.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE agent_settings (
      workspace_id text NOT NULL REFERENCES workspaces (id),
      agent_id text NOT NULL,
      enabled boolean NOT NULL,
      defaults jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (workspace_id, agent_id)
    );

    CREATE TABLE agent_runs (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      agent_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
      inputs jsonb NOT NULL,
      scopes text[] NOT NULL,
      key_id text NOT NULL,
      user_id text NOT NULL,
      unit_keys text[] NOT NULL,
      credits_reserved bigint NOT NULL CHECK (credits_reserved >= 0),
      output jsonb,
      error jsonb,
      cancel_requested_at timestamptz,
      created_at timestamptz NOT NULL,
      started_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX agent_runs_page ON agent_runs (workspace_id, id DESC);
    CREATE INDEX agent_runs_unfinished ON agent_runs (id) WHERE status IN ('queued', 'running');

    CREATE FUNCTION agent_runs_transition() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status <> OLD.status AND NOT (
        (OLD.status = 'queued' AND NEW.status IN ('running', 'failed', 'cancelled')) OR
        (OLD.status = 'running' AND NEW.status IN ('succeeded', 'failed', 'cancelled'))
      ) THEN
        RAISE EXCEPTION 'agent run % cannot go from % to %', OLD.id, OLD.status, NEW.status;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER agent_runs_transition BEFORE UPDATE ON agent_runs
      FOR EACH ROW EXECUTE FUNCTION agent_runs_transition();

    CREATE TABLE agent_run_units (
      run_id text COLLATE "C" NOT NULL REFERENCES agent_runs (id),
      unit_key text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
      result jsonb,
      error jsonb,
      credits bigint NOT NULL CHECK (credits >= 0),
      finished_at timestamptz NOT NULL,
      PRIMARY KEY (run_id, unit_key)
    );

    CREATE TABLE agent_run_log (
      id bigserial PRIMARY KEY,
      run_id text COLLATE "C" NOT NULL REFERENCES agent_runs (id),
      at timestamptz NOT NULL,
      kind text NOT NULL CHECK (kind IN ('reasoning', 'action', 'observation', 'warning', 'error')),
      message text NOT NULL,
      unit text,
      data jsonb
    );
    CREATE INDEX agent_run_log_run ON agent_run_log (run_id, id);

    CREATE TABLE agent_run_artifacts (
      run_id text COLLATE "C" NOT NULL REFERENCES agent_runs (id),
      name text NOT NULL,
      content_type text NOT NULL,
      content bytea NOT NULL,
      PRIMARY KEY (run_id, name)
    );
  `
  )
)
