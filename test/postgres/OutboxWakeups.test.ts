// Which outbox commits wake the webhook dispatchers (migrations 0015, 0020): only events that an enabled endpoint of
// their workspace subscribes to; the others are written already fanned out, so no dispatcher reads them again. A
// session receives its own notifications before its statement completes, so each insert is checked on its own,
// without waiting.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import pg from "pg"
import { TestDatabaseLive, TestDatabaseUrl } from "../support/TestDatabase.js"

/** A listening session that inserts events and counts the outbox notifications it received. */
const session = Effect.gen(function* () {
  const url = yield* TestDatabaseUrl
  const client = yield* Effect.acquireRelease(
    Effect.promise(async () => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      return c
    }),
    (c) => Effect.promise(() => c.end())
  )
  let notified = 0
  client.on("notification", (m) => {
    if (m.channel === "clearhouse_outbox") notified += 1
  })
  const query = (text: string, values: Array<unknown> = []) => Effect.promise(() => client.query(text, values))
  yield* query("LISTEN clearhouse_outbox")
  /** Inserts events of these (workspace, type) pairs in one statement; how many notifications that caused. */
  const insert = (...events: ReadonlyArray<readonly [string, string]>) =>
    Effect.gen(function* () {
      const before = notified
      yield* query(
        `INSERT INTO outbox_events (id, workspace_id, type, occurred_at, data)
         SELECT 'evt_' || gen_random_uuid(), w, t, now(), '{}' FROM unnest($1::text[], $2::text[]) AS e(w, t)`,
        [events.map(([w]) => w), events.map(([, t]) => t)]
      )
      return notified - before
    })
  /** Whether the last event of a workspace still waits for the dispatchers' fan-out. */
  const pending = (workspaceId: string) =>
    Effect.map(
      query(
        `SELECT NOT webhooks_fanned_out AS pending FROM outbox_events WHERE workspace_id = $1 ORDER BY seq DESC LIMIT 1`,
        [workspaceId]
      ),
      (result) => result.rows[0]?.pending === true
    )
  return { query, insert, pending }
})

layer(TestDatabaseLive, { timeout: "60 seconds", excludeTestServices: true })("outbox wakeups", (it) => {
  it.effect("only events an enabled endpoint of their workspace subscribes to notify", () =>
    Effect.gen(function* () {
      const { insert, pending, query } = yield* session
      for (const ws of ["wsp_none", "wsp_hooked", "wsp_disabled"]) {
        yield* query(
          `INSERT INTO workspaces (id, name, rate_limit_per_minute, created_at) VALUES ($1, 'w', 1, now())`,
          [ws]
        )
      }
      const endpoint = (id: string, ws: string, types: Array<string>, status: string) =>
        query(
          `INSERT INTO webhook_endpoints (id, workspace_id, url, event_types, status, created_at, updated_at)
           VALUES ($1, $2, 'https://receiver.example/hook', $3, $4, now(), now())`,
          [id, ws, types, status]
        )
      yield* endpoint("wh_projects", "wsp_hooked", ["project.created"], "enabled")
      yield* endpoint("wh_off", "wsp_disabled", ["*"], "disabled")

      assert.strictEqual(yield* insert(["wsp_none", "project.created"]), 0, "workspace without endpoints")
      assert.isFalse(yield* pending("wsp_none"), "written fanned out")
      assert.strictEqual(yield* insert(["wsp_disabled", "project.created"]), 0, "only a disabled endpoint")
      assert.isFalse(yield* pending("wsp_disabled"))
      assert.strictEqual(yield* insert(["wsp_hooked", "asset.created"]), 0, "a type nobody subscribes to")
      assert.isFalse(yield* pending("wsp_hooked"))
      assert.strictEqual(yield* insert(["wsp_hooked", "project.created"]), 1, "a subscribed type")
      assert.isTrue(yield* pending("wsp_hooked"), "left for the dispatchers to fan out")
      // One notification per statement, however many of its events are wanted.
      assert.strictEqual(
        yield* insert(["wsp_none", "project.created"], ["wsp_hooked", "project.created"], ["wsp_hooked", "x"]),
        1
      )

      yield* endpoint("wh_all", "wsp_none", ["*"], "enabled")
      assert.strictEqual(yield* insert(["wsp_none", "talent.cleared"]), 1, "an endpoint for every type")
      assert.isTrue(yield* pending("wsp_none"))
    })
  )
})
