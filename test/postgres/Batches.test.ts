// Concurrent requests' statements, batched (PgBatches). Inserts: the rows share one statement, yet each request gets
// its own outcome, and a row written inside a transaction stays on that transaction (rows written by one statement
// carry the same transaction id, xmin, which is how the batches are seen here). Lookups by id: each request gets its
// own row, in its own workspace only, and sees what its transaction wrote.
import { assert, layer } from "@effect/vitest"
import { DateTime, Effect, Exit, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as PgBatches from "../../adapters/postgres/PgBatches.js"
import { DomainEvent } from "../../domain/platform/Event.js"
import { EventId, WorkspaceId } from "../../domain/platform/Ids.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"

const WS = Schema.decodeSync(WorkspaceId)("wsp_01m7z3qfmzfzzvf9fh0kac7201")
const now = new Date()
const row = (id: string) => ({
  id,
  workspaceId: WS,
  name: "batched",
  description: null,
  visibility: "private",
  createdAt: now,
  updatedAt: now
})
let events = 0
const eventFor = (projectId: string) =>
  new DomainEvent({
    id: Schema.decodeSync(EventId)(`evt_01m7z3qfmzfzzvf9fh0kac${String(++events).padStart(4, "0")}`),
    workspaceId: WS,
    type: "project.created",
    occurredAt: DateTime.makeUnsafe(now),
    data: { id: projectId }
  })

const setup = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES (${WS}, 'w', 1, now())
             ON CONFLICT DO NOTHING`
  const find = yield* PgBatches.lookupsById({
    table: "projects",
    select: "id, name, workspace_id",
    live: "deleted_at IS NULL"
  })
  return { sql, batches: yield* PgBatches.inserts, find }
})

/** How many distinct transactions wrote these projects, and how many of them have their event in the outbox. */
const written = (sql: SqlClient.SqlClient, ids: ReadonlyArray<string>) =>
  Effect.map(
    sql<{ rows: number; transactions: number; events: number }>`
      SELECT count(*)::int AS rows, count(DISTINCT p.xmin::text)::int AS transactions,
             (SELECT count(*)::int FROM outbox_events e WHERE e.data->>'id' = ANY(${ids})) AS events
      FROM projects p WHERE p.id = ANY(${ids})`,
    (r) => r[0]!
  )

layer(TestDatabaseLive, { timeout: "60 seconds", excludeTestServices: true })("insert batches", (it) => {
  it.effect("concurrent inserts are written together, each with its events", () =>
    Effect.gen(function* () {
      const { batches, sql } = yield* setup
      const ids = Array.from({ length: 24 }, (_, i) => `prj_batch_${i}`)
      yield* Effect.forEach(ids, (id) => batches.insert("projects", row(id), [eventFor(id)]), {
        concurrency: "unbounded",
        discard: true
      })
      const w = yield* written(sql, ids)
      assert.strictEqual(w.rows, 24)
      assert.strictEqual(w.events, 24)
      assert.isBelow(w.transactions, 24, "some rows shared a statement")
    })
  )

  it.effect("a row that fails fails only its own request; the others are written", () =>
    Effect.gen(function* () {
      const { batches, sql } = yield* setup
      yield* batches.insert("projects", row("prj_taken"), [])
      const ids = Array.from({ length: 10 }, (_, i) => (i === 4 ? "prj_taken" : `prj_mixed_${i}`))
      const exits = yield* Effect.forEach(
        ids,
        (id) => Effect.exit(batches.insert("projects", row(id), [eventFor(id)])),
        {
          concurrency: "unbounded"
        }
      )
      assert.deepStrictEqual(
        exits.map(Exit.isSuccess),
        ids.map((id) => id !== "prj_taken")
      )
      const w = yield* written(
        sql,
        ids.filter((id) => id !== "prj_taken")
      )
      assert.strictEqual(w.rows, 9)
      assert.strictEqual(w.events, 9)
      const taken = yield* written(sql, ["prj_taken"])
      assert.strictEqual(taken.events, 0, "the failed request's event was not written")
    })
  )

  it.effect("inside a transaction the row is written on it, and rolls back with it", () =>
    Effect.gen(function* () {
      const { batches, sql } = yield* setup
      const failed = yield* sql
        .withTransaction(
          Effect.gen(function* () {
            yield* batches.insert("projects", row("prj_rolled_back"), [eventFor("prj_rolled_back")])
            return yield* Effect.fail("abort" as const)
          })
        )
        .pipe(Effect.exit)
      assert.isTrue(Exit.isFailure(failed))
      const w = yield* written(sql, ["prj_rolled_back"])
      assert.deepStrictEqual([w.rows, w.events], [0, 0])

      const same = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* batches.insert("projects", row("prj_committed"), [])
          const [r] = yield* sql<{ same: boolean }>`
            SELECT xmin::text = txid_current()::text AS same FROM projects WHERE id = 'prj_committed'`
          return r!.same
        })
      )
      assert.isTrue(same, "written by the transaction itself")
    })
  )

  it.effect("concurrent lookups by id each find their own row, in their own workspace only", () =>
    Effect.gen(function* () {
      const { batches, find, sql } = yield* setup
      const ids = Array.from({ length: 12 }, (_, i) => `prj_find_${i}`)
      yield* Effect.forEach(ids, (id) => batches.insert("projects", row(id), []), { discard: true })
      yield* sql`UPDATE projects SET deleted_at = now() WHERE id = 'prj_find_3'`
      const asked = [...ids, "prj_find_0", "prj_missing"].map((id, i) => [i === 5 ? "wsp_other" : WS, id] as const)
      const found = yield* Effect.forEach(asked, ([ws, id]) => find(ws, id), { concurrency: "unbounded" })
      assert.deepStrictEqual(
        found.map((o) => Option.map(o, (r) => r["id"])),
        asked.map(([ws, id]) =>
          ws === WS && id !== "prj_find_3" && id !== "prj_missing" ? Option.some(id) : Option.none()
        )
      )
    })
  )

  it.effect("inside a transaction a lookup sees the transaction's own rows", () =>
    Effect.gen(function* () {
      const { batches, find, sql } = yield* setup
      const seen = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* batches.insert("projects", row("prj_uncommitted"), [])
          return yield* find(WS, "prj_uncommitted")
        })
      )
      assert.isTrue(Option.isSome(seen))
    })
  )
})
