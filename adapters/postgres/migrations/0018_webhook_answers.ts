// The start of a webhook receiver's answer, kept with each attempt so the operator can read why a delivery failed
// (or what the receiver said when it succeeded). Attempts recorded before have none.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    ALTER TABLE webhook_attempts ADD COLUMN response_excerpt text;
  `
  )
)
