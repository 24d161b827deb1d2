// The dashboard: sign-in passwords (scrypt hashes), one-time links that set a password, and sessions. A session
// is an API key of kind 'session' (hashed, expiring, revocable like any key), so every use case sees the same
// principal whether a request came with a bearer key or a dashboard cookie; the key list shows only kind 'api'.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    ALTER TABLE api_keys ADD COLUMN kind text NOT NULL DEFAULT 'api' CHECK (kind IN ('api', 'session'));
    ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;

    CREATE TABLE user_passwords (
      user_id text PRIMARY KEY REFERENCES users (id),
      hash text NOT NULL,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE password_setup_tokens (
      hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_setup_tokens_user ON password_setup_tokens (user_id);
  `
  )
)
