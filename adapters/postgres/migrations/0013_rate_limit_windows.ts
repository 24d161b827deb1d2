// The shared rate limiter's counts (PgRateLimiter): tokens leased per subject and one-minute window, by every
// server process together. Rows of past windows are deleted as new windows begin.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE rate_limit_windows (
      subject text NOT NULL,
      window_start bigint NOT NULL,
      taken integer NOT NULL,
      last_grant integer NOT NULL,
      PRIMARY KEY (subject, window_start)
    );
    CREATE INDEX rate_limit_windows_start ON rate_limit_windows (window_start);
  `
  )
)
