// CreditLedger on PostgreSQL: entries go to credit_ledger; a trigger keeps credit_accounts in step within the
// same statement, and its CHECK constraints refuse any entry that would make a balance negative. Reservations
// lock the workspace's account row first, so concurrent runs are admitted one at a time against the balance.
// Charges and releases are unique per (run, unit, kind), so replays never spend twice.
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "effect/sql"
import { Effect, Layer } from "effect"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { InsufficientCredits } from "../../domain/platform/Errors.js"
import type { AgentRunId, WorkspaceId } from "../../domain/platform/Ids.js"

/** The unit name of a run's reservation and release entries. */
const RUN_UNIT = "run"

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
        Effect.andThen(balance(workspaceId)),
        Tracing.span("PgCreditLedger.grant")
      ),
    balance: (workspaceId) => balance(workspaceId).pipe(Tracing.span("PgCreditLedger.balance")),
    reserve: Effect.fnUntraced(
      function* (workspaceId: WorkspaceId, runId: AgentRunId, amount: number) {
        const [account] = yield* sql<{ available: number }>`
          SELECT available::float8 AS available FROM credit_accounts WHERE workspace_id = ${workspaceId} FOR UPDATE`
        const available = account?.available ?? 0
        if (available < amount) return yield* InsufficientCredits.of(amount, available)
        if (amount === 0) return
        yield* sql`INSERT INTO credit_ledger ${sql.insert({
          workspaceId,
          kind: "reserve",
          amount,
          runId,
          unit: RUN_UNIT,
          note: "run accepted"
        })}`
      },
      Effect.catchTag("SqlError", Effect.die),
      Tracing.span("PgCreditLedger.reserve")
    ),
    charge: (workspaceId, runId, unit, amount) =>
      (amount <= 0
        ? Effect.void
        : sql`INSERT INTO credit_ledger ${sql.insert({ workspaceId, kind: "charge", amount, runId, unit, note: "unit processed" })}
              ON CONFLICT DO NOTHING`
      ).pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgCreditLedger.charge")),
    release: (workspaceId, runId) =>
      sql<{ amount: number }>`
        INSERT INTO credit_ledger (workspace_id, kind, amount, run_id, unit, note)
        SELECT ${workspaceId}, 'release', r.amount - c.spent, ${runId}, ${RUN_UNIT}, 'unused reservation'
        FROM credit_ledger r,
             LATERAL (SELECT COALESCE(sum(amount), 0) AS spent FROM credit_ledger
                      WHERE run_id = ${runId} AND kind = 'charge') c
        WHERE r.run_id = ${runId} AND r.kind = 'reserve' AND r.amount - c.spent > 0
        ON CONFLICT DO NOTHING
        RETURNING amount::float8 AS amount`.pipe(
        Effect.map((rows) => rows[0]?.amount ?? 0),
        Effect.orDie,
        Tracing.span("PgCreditLedger.release")
      )
  })
})

export const layer = Layer.effect(CreditLedger, make)
