// Custom agents: every installed version of each workspace's agents (manifest and code), which version is current,
// and the version each run executes, so a run in flight keeps its version whatever is installed after it.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE custom_agent_versions (
      workspace_id text NOT NULL REFERENCES workspaces (id),
      agent_id text NOT NULL,
      version text NOT NULL,
      manifest jsonb NOT NULL,
      bundle text NOT NULL,
      installed_at timestamptz NOT NULL,
      PRIMARY KEY (workspace_id, agent_id, version)
    );

    CREATE TABLE custom_agents (
      workspace_id text NOT NULL REFERENCES workspaces (id),
      agent_id text NOT NULL,
      current_version text NOT NULL,
      PRIMARY KEY (workspace_id, agent_id),
      FOREIGN KEY (workspace_id, agent_id, current_version)
        REFERENCES custom_agent_versions (workspace_id, agent_id, version)
    );

    ALTER TABLE agent_runs ADD COLUMN agent_version text;
  `
  )
)
