// Draft contracts: records the contract reviewer proposes for a person to confirm. A draft shows status `draft`
// and never grants rights (the clearance engine's query skips it). Slots 0005/0006 are left for the lead.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    ALTER TABLE contracts ADD COLUMN draft boolean NOT NULL DEFAULT false;
    CREATE INDEX contracts_drafts ON contracts (workspace_id, id DESC) WHERE draft AND deleted_at IS NULL;
  `
  )
)
