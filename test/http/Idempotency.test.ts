// Idempotency-Key end to end over HTTP against PostgreSQL: the first answer replayed byte for byte with
// Idempotent-Replayed, one resource for any number of retries (projects, uploads, agent runs and their credits),
// a reused key with another body refused, concurrent duplicates answered once, failed requests releasing their
// key, keys scoped to the API key, bad keys refused, expired keys purged.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { purgeExpired } from "../../application/platform/Idempotency.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import { IdempotencyStore } from "../../application/platform/ports/IdempotencyStore.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { cast } from "../support/Cast.js"
import { assertErrorFormat, bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface Sent {
  readonly status: number
  readonly headers: Headers
  readonly bytes: Uint8Array
}

/** A POST with a JSON body (as text, sent as is) and an Idempotency-Key; the answer with its exact bytes. */
const send = (token: string, path: string, body: string, key: string | undefined) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch(path, {
      method: "POST",
      token,
      headers: { "content-type": "application/json", ...(key === undefined ? {} : { "idempotency-key": key }) },
      body
    })
    const bytes = new Uint8Array(yield* Effect.promise(() => res.arrayBuffer()))
    return { status: res.status, headers: res.headers, bytes } satisfies Sent
  })

const json = <T>(sent: Sent) => JSON.parse(new TextDecoder().decode(sent.bytes)) as T

const countProjects = (token: string, name: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch(`/v1/projects?limit=100`, { token })
    const body = yield* bodyOf<{ data: ReadonlyArray<{ name: string }> }>(res)
    return body.data.filter((p) => p.name === name).length
  })

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("idempotency keys", (it) => {
  it.effect("a retried POST replays the first answer byte for byte and creates nothing more", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const body = JSON.stringify({ name: "Once only", description: "first" })
      const first = yield* send(token, "/v1/projects", body, "create-once-1")
      assert.strictEqual(first.status, 201)
      assert.isNull(first.headers.get("idempotent-replayed"))
      assert.isNull(first.headers.get("original-request"))

      // The same value with its keys in another order and other spacing is the same request.
      const reordered = JSON.stringify({ description: "first", name: "Once only" }, null, 2)
      for (const again of [body, reordered]) {
        const replayed = yield* send(token, "/v1/projects", again, "create-once-1")
        assert.strictEqual(replayed.status, 201)
        assert.deepStrictEqual(replayed.bytes, first.bytes)
        assert.strictEqual(replayed.headers.get("idempotent-replayed"), "true")
        // It says which request it replays.
        assert.strictEqual(replayed.headers.get("original-request"), first.headers.get("x-request-id"))
        assert.strictEqual(replayed.headers.get("content-type"), first.headers.get("content-type"))
        // A replay is a request of its own: its own request id, counted by the rate limiter.
        assert.notStrictEqual(replayed.headers.get("x-request-id"), first.headers.get("x-request-id"))
        assert.isNotNull(replayed.headers.get("x-ratelimit-remaining"))
      }
      assert.strictEqual(yield* countProjects(token, "Once only"), 1)
      const events = (yield* app.events).filter(
        (e) => e.type === "project.created" && (e.data as { name?: string }).name === "Once only"
      )
      assert.strictEqual(events.length, 1)
    })
  )

  it.effect("a key reused for another body, path or method is refused with 422 idempotency_key_reused", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const first = yield* send(token, "/v1/projects", JSON.stringify({ name: "Reused A" }), "reused-1")
      assert.strictEqual(first.status, 201)
      for (const [path, body] of [
        ["/v1/projects", JSON.stringify({ name: "Reused B" })],
        ["/v1/talent", JSON.stringify({ name: "Reused A" })]
      ] as const) {
        const refused = yield* send(token, path, body, "reused-1")
        assert.strictEqual(refused.status, 422)
        const error = json<Parameters<typeof assertErrorFormat>[0]>(refused)
        assertErrorFormat(error, "idempotency_key_reused")
        assert.deepStrictEqual(error.error.details, [{ field: "Idempotency-Key", issue: "reused" }])
      }
      assert.strictEqual(yield* countProjects(token, "Reused B"), 0)
    })
  )

  it.effect("keys are scoped to the API key: another key's same Idempotency-Key is a new request", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const body = JSON.stringify({ name: "Per key" })
      const a = yield* send(yield* app.key(), "/v1/projects", body, "shared-key")
      const b = yield* send(yield* app.key(), "/v1/projects", body, "shared-key")
      assert.strictEqual(a.status, 201)
      assert.strictEqual(b.status, 201)
      assert.isNull(b.headers.get("idempotent-replayed"))
      assert.notStrictEqual(json<{ data: { id: string } }>(a).data.id, json<{ data: { id: string } }>(b).data.id)
    })
  )

  it.effect("a failed request releases its key: the corrected retry runs", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const bad = yield* send(token, "/v1/projects", JSON.stringify({ name: "" }), "fix-and-retry")
      assert.strictEqual(bad.status, 400)
      const good = yield* send(token, "/v1/projects", JSON.stringify({ name: "Fixed" }), "fix-and-retry")
      assert.strictEqual(good.status, 201)
      assert.isNull(good.headers.get("idempotent-replayed"))
    })
  )

  it.effect("a malformed Idempotency-Key is a 400 naming the header; GET ignores the header", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      for (const key of ["x".repeat(256), "   ", "caf\u00e9"]) {
        const res = yield* send(token, "/v1/projects", JSON.stringify({ name: "Bad key" }), key)
        assert.strictEqual(res.status, 400)
        const error = json<Parameters<typeof assertErrorFormat>[0]>(res)
        assertErrorFormat(error, "validation_error")
        assert.strictEqual(error.error.details[0]?.field, "Idempotency-Key")
      }
      assert.strictEqual(yield* countProjects(token, "Bad key"), 0)
      const listed = yield* app.fetch("/v1/projects", { token, headers: { "idempotency-key": "x".repeat(300) } })
      assert.strictEqual(listed.status, 200)
    })
  )

  it.effect("concurrent duplicates are answered once: one project, the others replay it or get 409", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const body = JSON.stringify({ name: "Concurrent" })
      const answers = yield* Effect.all(
        Array.from({ length: 12 }, () => send(token, "/v1/projects", body, "concurrent-1")),
        { concurrency: "unbounded" }
      )
      const created = answers.filter((a) => a.status === 201)
      const fresh = created.filter((a) => a.headers.get("idempotent-replayed") === null)
      assert.strictEqual(fresh.length, 1)
      for (const a of created) assert.deepStrictEqual(a.bytes, fresh[0]!.bytes)
      for (const a of answers.filter((a) => a.status !== 201)) {
        assert.strictEqual(a.status, 409)
        assertErrorFormat(json(a), "idempotency_in_progress")
        assert.strictEqual(a.headers.get("retry-after"), "1")
      }
      assert.strictEqual(yield* countProjects(token, "Concurrent"), 1)
      // Once answered, every retry replays.
      const later = yield* send(token, "/v1/projects", body, "concurrent-1")
      assert.deepStrictEqual(later.bytes, fresh[0]!.bytes)
    })
  )

  it.effect("a retried upload stores one asset and replays its answer", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const project = json<{ data: { id: string } }>(
        yield* send(token, "/v1/projects", JSON.stringify({ name: "Uploads" }), undefined)
      ).data.id
      const upload = () => {
        const form = new FormData()
        form.set("project_id", project)
        form.set("file", new Blob(["idempotent bytes"]), "once.txt")
        return app.fetch("/v1/assets", {
          method: "POST",
          token,
          headers: { "idempotency-key": "upload-1" },
          body: form
        })
      }
      const first = yield* upload()
      const firstBytes = yield* Effect.promise(() => first.arrayBuffer())
      const second = yield* upload()
      assert.strictEqual(first.status, 201)
      assert.strictEqual(second.status, 201)
      assert.strictEqual(second.headers.get("idempotent-replayed"), "true")
      assert.deepStrictEqual(yield* Effect.promise(() => second.arrayBuffer()), firstBytes)
      const assets = yield* bodyOf<{ data: ReadonlyArray<unknown> }>(
        yield* app.fetch(`/v1/assets?project_id=${project}`, { token })
      )
      assert.strictEqual(assets.data.length, 1)
    })
  )

  it.effect("a retried agent run runs and reserves credits once", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Idempotent runs")
      const c = yield* cast(ws.id)
      const balance = app.run(Effect.flatMap(CreditLedger, (l) => l.balance(ws.id as WorkspaceId)))
      const before = yield* balance
      const body = JSON.stringify({
        agent_id: "talent-clearance",
        inputs: { asset_ids: [c.cleared], distribution_channels: ["web"] }
      })
      const first = yield* send(c.token, "/v1/agents/run", body, "run-once")
      const second = yield* send(c.token, "/v1/agents/run", body, "run-once")
      assert.strictEqual(first.status, 201, new TextDecoder().decode(first.bytes))
      assert.deepStrictEqual(second.bytes, first.bytes)
      const runId = json<{ data: { id: string } }>(first).data.id
      yield* c.finished(runId)
      const runs = yield* bodyOf<{ data: ReadonlyArray<{ id: string }> }>(
        yield* app.fetch("/v1/agents/runs", { token: c.token })
      )
      assert.deepStrictEqual(
        runs.data.map((r) => r.id),
        [runId]
      )
      const after = yield* balance
      assert.strictEqual(before.available - after.available, 10)
    })
  )

  it.effect("expired keys are purged and may then be used for a new request", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ref = { apiKeyId: "key_expired", key: "old" }
      const day = 86_400_000
      const now = Date.now()
      const record = {
        fingerprint: "f1",
        requestId: "req_old",
        response: { status: 201, headers: {}, body: new Uint8Array([1]) }
      }
      yield* app.run(Effect.flatMap(IdempotencyStore, (store) => store.save(ref, record, now - 2 * day, now - day)))
      assert.isAtLeast(yield* app.run(purgeExpired), 1)
      assert.isUndefined(yield* app.run(Effect.flatMap(IdempotencyStore, (store) => store.find(ref, now))))
      // The key is free again: a new answer is recorded under it.
      yield* app.run(
        Effect.flatMap(IdempotencyStore, (store) =>
          store.save(ref, { ...record, fingerprint: "f2", requestId: "req_new" }, now, now + day)
        )
      )
      const renewed = yield* app.run(Effect.flatMap(IdempotencyStore, (store) => store.find(ref, now)))
      assert.strictEqual(renewed?.requestId, "req_new")
    })
  )
})
