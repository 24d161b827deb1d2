// One contract, two adapters: the PostgreSQL and in-memory ProjectRepository must behave the same (ordering,
// filters, keyset pages, totals, soft deletes, workspace confinement, a new project's events).
import { assert, describe, layer } from "@effect/vitest"
import { DateTime, Effect, Exit, Layer, Option, Ref, Schema } from "effect"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import * as MemoryOutbox from "../../adapters/memory/MemoryOutbox.js"
import { MemoryOutboxEvents } from "../../adapters/memory/MemoryOutbox.js"
import * as MemoryProjectRepository from "../../adapters/memory/MemoryProjectRepository.js"
import * as PgProjectRepository from "../../adapters/postgres/PgProjectRepository.js"
import { DomainEvent } from "../../domain/platform/Event.js"
import { EventId, ProjectId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Project } from "../../domain/projects/Project.js"
import { TestDatabaseLive } from "../support/TestDatabase.js"
import { SqlClient } from "@effect/sql"

const ws = (n: number) => Schema.decodeSync(WorkspaceId)(`wsp_01m7z3qfmzfzzvf9fh0kac72${String(n).padStart(2, "0")}`)
const pid = (n: number) => Schema.decodeSync(ProjectId)(`prj_01m7z3qfmzfzzvf9fh0kac${String(n).padStart(4, "0")}`)
const at = (ms: number) => DateTime.unsafeMake(ms)
const project = (n: number, overrides: Partial<Project> = {}) =>
  new Project({
    id: pid(n),
    name: n % 2 === 0 ? "even" : "odd",
    description: null,
    visibility: n % 3 === 0 ? "public" : "private",
    createdAt: at(n * 1000),
    updatedAt: at(n * 1000),
    ...overrides
  })

const event = (n: number, projectId: ProjectId) =>
  new DomainEvent({
    id: Schema.decodeSync(EventId)(`evt_01m7z3qfmzfzzvf9fh0kac${String(n).padStart(4, "0")}`),
    workspaceId: ws(5),
    type: "project.created",
    occurredAt: at(n * 1000),
    data: { id: projectId }
  })

/** The adapter, and the ids of the events in its outbox, oldest first. */
const contract = <R>(
  name: string,
  adapter: Layer.Layer<ProjectRepository | R>,
  outboxIds: Effect.Effect<ReadonlyArray<string>, never, R>
) =>
  layer(adapter, { timeout: "60 seconds" })(name, (it) => {
    it.effect("a project is inserted with the events it causes", () =>
      Effect.gen(function* () {
        const repo = yield* ProjectRepository
        const before = yield* outboxIds
        yield* repo.insert(ws(5), project(50), [event(1, pid(50)), event(2, pid(50))])
        yield* repo.insert(ws(5), project(51))
        assert.deepStrictEqual(yield* repo.findById(ws(5), pid(50)), Option.some(project(50)))
        assert.deepStrictEqual(yield* repo.findById(ws(5), pid(51)), Option.some(project(51)))
        assert.deepStrictEqual((yield* outboxIds).slice(before.length), [event(1, pid(50)).id, event(2, pid(50)).id])
      })
    )

    it.effect("insert, find, update and soft delete, confined to the workspace", () =>
      Effect.gen(function* () {
        const repo = yield* ProjectRepository
        yield* repo.insert(ws(1), project(1))
        assert.deepStrictEqual(yield* repo.findById(ws(1), pid(1)), Option.some(project(1)))
        assert.deepStrictEqual(yield* repo.findById(ws(2), pid(1)), Option.none())
        const renamed = project(1, { name: "renamed", description: "d", updatedAt: at(5000) })
        yield* repo.update(ws(2), renamed)
        assert.deepStrictEqual(yield* repo.findById(ws(1), pid(1)), Option.some(project(1)))
        yield* repo.update(ws(1), renamed)
        assert.deepStrictEqual(yield* repo.findByIdForUpdate(ws(1), pid(1)), Option.some(renamed))
        yield* repo.softDelete(ws(1), pid(1), at(6000))
        assert.deepStrictEqual(yield* repo.findById(ws(1), pid(1)), Option.none())
      })
    )

    it.effect("lists newest first, filters, counts and pages by keyset", () =>
      Effect.gen(function* () {
        const repo = yield* ProjectRepository
        for (let n = 10; n < 40; n++) yield* repo.insert(ws(3), project(n))
        yield* repo.insert(ws(4), project(99))
        yield* repo.softDelete(ws(3), pid(39), at(1))
        const all = yield* repo.list(ws(3), {}, { limit: 100, after: Option.none() })
        assert.strictEqual(all.total, 29)
        assert.deepStrictEqual(
          all.items.map((p) => p.id),
          Array.from({ length: 29 }, (_, i) => pid(38 - i))
        )
        const page = yield* repo.list(ws(3), { name: "even" }, { limit: 4, after: Option.some([pid(30)] as const) })
        assert.deepStrictEqual(
          page.items.map((p) => p.id),
          [pid(28), pid(26), pid(24), pid(22)]
        )
        assert.strictEqual(page.total, 15)
        assert.isTrue(page.hasMore)
        const publicEven = yield* repo.list(
          ws(3),
          { name: "even", visibility: "public" },
          { limit: 20, after: Option.none() }
        )
        assert.deepStrictEqual(
          publicEven.items.map((p) => p.id),
          [pid(36), pid(30), pid(24), pid(18), pid(12)]
        )
        assert.isFalse(publicEven.hasMore)
        assert.isTrue(Option.isNone(publicEven.nextCursor))
      })
    )
  })

// The foreign key on projects.workspace_id needs the workspaces to exist in PostgreSQL.
const workspaces = Layer.effectDiscard(
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.forEach(
      [1, 2, 3, 4, 5],
      (n) => sql`INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES (${ws(n)}, 'w', 1, now())`
    )
  )
)

const pgOutboxIds = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ id: string }>`SELECT id FROM outbox_events ORDER BY seq`.pipe(Effect.map((rows) => rows.map((r) => r.id)))
).pipe(Effect.orDie)

const pgRepository = PgProjectRepository.layer.pipe(
  Layer.provideMerge(Layer.provideMerge(workspaces, TestDatabaseLive)),
  Layer.orDie
)

describe("ProjectRepository contract", () => {
  contract("PostgreSQL", pgRepository, pgOutboxIds)
  contract(
    "memory",
    MemoryProjectRepository.layer.pipe(Layer.provideMerge(MemoryOutbox.layer)),
    Effect.map(Effect.flatMap(MemoryOutboxEvents, Ref.get), (events) => events.map((e) => e.id))
  )
})

layer(pgRepository, { timeout: "60 seconds" })("PostgreSQL: a project and its events", (it) => {
  it.effect("a project that cannot be inserted leaves no event behind", () =>
    Effect.gen(function* () {
      const repo = yield* ProjectRepository
      yield* repo.insert(ws(5), project(60), [event(10, pid(60))])
      const before = yield* pgOutboxIds
      // The same id again: the insert fails, and so does the event written with it.
      const exit = yield* Effect.exit(repo.insert(ws(5), project(60, { name: "again" }), [event(11, pid(60))]))
      assert.isTrue(Exit.isFailure(exit))
      assert.deepStrictEqual(yield* pgOutboxIds, before)
      assert.deepStrictEqual(yield* repo.findById(ws(5), pid(60)), Option.some(project(60)))
    })
  )
})

describe("PostgreSQL constraints", () => {
  layer(TestDatabaseLive, { timeout: "60 seconds" })("credit ledger", (it) => {
    it.effect("the ledger is append-only and no entry can make a balance negative", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES ('wsp_x', 'x', 1, now())`
        yield* sql`INSERT INTO credit_ledger (workspace_id, kind, amount) VALUES ('wsp_x', 'grant', 5)`
        const overdraw =
          yield* sql`INSERT INTO credit_ledger (workspace_id, kind, amount) VALUES ('wsp_x', 'reserve', 6)`.pipe(
            Effect.flip
          )
        assert.include(String(overdraw.cause), "credit_accounts_available_check")
        const edit = yield* sql`UPDATE credit_ledger SET amount = 500`.pipe(Effect.flip)
        assert.include(String(edit.cause), "append-only")
        const [account] = yield* sql<{
          available: string
        }>`SELECT available FROM credit_accounts WHERE workspace_id = 'wsp_x'`
        assert.strictEqual(Number(account?.available), 5)
      })
    )
  })
})
