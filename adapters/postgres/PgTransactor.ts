// Transactor over @effect/sql: the transaction's connection follows the fiber, so repositories need no
// transaction argument. A database failure inside is a defect (the request fails with 500 and rolls back).
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { makeTransactor } from "../../application/platform/AfterCommit.js"
import { Transactor } from "../../application/platform/ports/Transactor.js"

export const layer = Layer.effect(
  Transactor,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Transactor.of(
      makeTransactor((self) => sql.withTransaction(self).pipe(Effect.catchTag("SqlError", (e) => Effect.die(e))))
    )
  )
)
