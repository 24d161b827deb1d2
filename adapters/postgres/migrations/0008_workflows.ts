// Workflows: definitions, their immutable versions (append-only), runs and their steps. A run references the
// version it executes; a step row lists the agent runs it started. Status changes of runs are checked by a
// trigger: terminal states are final, whatever code runs against the database.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE workflows (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      version integer NOT NULL CHECK (version >= 1),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX workflows_page ON workflows (workspace_id, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX workflows_by_name ON workflows (workspace_id, name, id DESC) WHERE deleted_at IS NULL;

    CREATE TABLE workflow_versions (
      workflow_id text COLLATE "C" NOT NULL REFERENCES workflows (id),
      version integer NOT NULL,
      definition jsonb NOT NULL,
      key_id text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (workflow_id, version)
    );
    CREATE TRIGGER workflow_versions_append_only BEFORE UPDATE OR DELETE ON workflow_versions
      FOR EACH ROW EXECUTE FUNCTION forbid_change();

    CREATE TABLE workflow_runs (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      workflow_id text COLLATE "C" NOT NULL,
      version integer NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
      inputs jsonb NOT NULL,
      scopes text[] NOT NULL,
      key_id text NOT NULL,
      user_id text NOT NULL,
      credit_estimate jsonb NOT NULL,
      outputs jsonb,
      error jsonb,
      cancel_requested_at timestamptz,
      created_at timestamptz NOT NULL,
      started_at timestamptz,
      finished_at timestamptz,
      FOREIGN KEY (workflow_id, version) REFERENCES workflow_versions (workflow_id, version)
    );
    CREATE INDEX workflow_runs_page ON workflow_runs (workspace_id, id DESC);
    CREATE INDEX workflow_runs_by_workflow ON workflow_runs (workspace_id, workflow_id, id DESC);
    CREATE INDEX workflow_runs_unfinished ON workflow_runs (id) WHERE status IN ('queued', 'running');

    CREATE FUNCTION workflow_runs_transition() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status <> OLD.status AND NOT (
        (OLD.status = 'queued' AND NEW.status IN ('running', 'failed', 'cancelled')) OR
        (OLD.status = 'running' AND NEW.status IN ('succeeded', 'failed', 'cancelled'))
      ) THEN
        RAISE EXCEPTION 'workflow run % cannot go from % to %', OLD.id, OLD.status, NEW.status;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER workflow_runs_transition BEFORE UPDATE ON workflow_runs
      FOR EACH ROW EXECUTE FUNCTION workflow_runs_transition();

    CREATE TABLE workflow_run_steps (
      run_id text COLLATE "C" NOT NULL REFERENCES workflow_runs (id),
      step_index integer NOT NULL,
      step_id text NOT NULL,
      type text NOT NULL CHECK (type IN ('run_agent', 'condition')),
      agent_id text,
      status text NOT NULL CHECK (status IN ('pending', 'running', 'succeeded', 'failed', 'skipped', 'cancelled')),
      agent_run_ids text[] NOT NULL DEFAULT '{}',
      inputs jsonb,
      output jsonb,
      units jsonb,
      error jsonb,
      started_at timestamptz,
      finished_at timestamptz,
      PRIMARY KEY (run_id, step_index)
    );
  `
  )
)
