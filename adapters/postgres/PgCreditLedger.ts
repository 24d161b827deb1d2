// CreditLedger on PostgreSQL: entries go to credit_ledger; a trigger keeps credit_accounts in step within
// the same statement, and its CHECK constraints refuse any entry that would make a balance negative.
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { CreditLedger } from "../../application/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/Ids.js"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const balance = (workspaceId: WorkspaceId) =>
    sql<{ available: number; reserved: number }>`
      SELECT available::float8 AS available, reserved::float8 AS reserved
      FROM credit_accounts WHERE workspace_id = ${workspaceId}`.pipe(
      Effect.map((rows) => rows[0] ?? { available: 0, reserved: 0 }),
      Effect.orDie
    )
  return CreditLedger.of({
    grant: (workspaceId, amount, note) =>
      sql`INSERT INTO credit_ledger ${sql.insert({ workspaceId, kind: "grant", amount, note })}`.pipe(
        Effect.orDie,
        Effect.zipRight(balance(workspaceId)),
        Effect.withSpan("PgCreditLedger.grant")
      ),
    balance: (workspaceId) => balance(workspaceId).pipe(Effect.withSpan("PgCreditLedger.balance"))
  })
})

export const layer = Layer.effect(CreditLedger, make)
