// Idempotency keys: one row per (API key, Idempotency-Key header). A row is a claim while its request runs
// (renewed_at tells whether its holder is alive) and holds the first answer once it completed; it is kept
// until expires_at (at least 24 h) and then purged or replaced.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE idempotency_keys (
      api_key_id text NOT NULL,
      idempotency_key text NOT NULL,
      fingerprint text NOT NULL,
      token text NOT NULL,
      response_status integer,
      response_headers jsonb,
      response_body bytea,
      created_at timestamptz NOT NULL,
      renewed_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (api_key_id, idempotency_key),
      CHECK ((response_status IS NULL) = (response_body IS NULL) AND (response_status IS NULL) = (response_headers IS NULL))
    );
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
  `
  )
)
