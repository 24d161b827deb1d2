// Idempotency keys are written in the transaction that commits their request's work, with its answer: a row is
// never a bare claim any more (a running request holds an advisory lock instead). Claims left by the previous
// version's requests are dropped: their requests ended with that server.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql.unsafe(`
    DELETE FROM idempotency_keys WHERE response_status IS NULL;
    ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_check;
    ALTER TABLE idempotency_keys RENAME COLUMN token TO request_id;
    ALTER TABLE idempotency_keys DROP COLUMN renewed_at;
    ALTER TABLE idempotency_keys
      ALTER COLUMN response_status SET NOT NULL,
      ALTER COLUMN response_headers SET NOT NULL,
      ALTER COLUMN response_body SET NOT NULL;
  `)
)
