// The webhook tools behind the dashboard, run as use cases on PostgreSQL (no HTTP in between): a test event is
// signed with the endpoint's secret and sent at once, and the receiver's status and body come back without
// anything being queued; a real delivery's attempt keeps the payload as sent and the start of the answer; deleting an
// endpoint removes it with its log, and it is not found afterwards.
import { assert, layer } from "@effect/vitest"
import { Effect, Option, Schedule } from "effect"
import * as http from "node:http"
import { Webhook } from "standardwebhooks"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

/** A receiver that answers every request 422 with a JSON body, and records what it got. */
const refusingReceiver = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{
        origin: string
        got: Array<{ headers: http.IncomingHttpHeaders; body: string }>
        server: http.Server
      }>((resolve) => {
        const got: Array<{ headers: http.IncomingHttpHeaders; body: string }> = []
        const server = http.createServer((req, res) => {
          const chunks: Array<Buffer> = []
          req.on("data", (c: Buffer) => chunks.push(c))
          req.on("end", () => {
            got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
            res.writeHead(422, { "content-type": "application/json" })
            res.end(JSON.stringify({ error: "unknown customer", hint: "x".repeat(3000) }))
          })
        })
        server.listen(0, "127.0.0.1", () => {
          const address = server.address()
          resolve({
            origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
            got,
            server
          })
        })
      })
  ),
  (r) => Effect.promise(() => new Promise<void>((resolve) => r.server.close(() => resolve())))
)

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("webhook tools", (it) => {
  it.effect("a test event comes back with the answer; a delivery keeps payload and answer; delete removes all", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const workspaceId = app.defaultWorkspace.id
      const receiver = yield* refusingReceiver
      const { endpoint, secret } = yield* app
        .run(Webhooks.addWebhook({ workspaceId, url: `${receiver.origin}/hooks`, events: "project.created" }))
        .pipe(Effect.orDie)

      const sent = yield* app.run(Webhooks.sendTestEvent(endpoint.id, { workspaceId })).pipe(Effect.orDie)
      assert.isFalse(sent.delivered)
      assert.deepStrictEqual(sent.statusCode, Option.some(422))
      const excerpt = Option.getOrThrow(sent.responseExcerpt)
      assert.isTrue(excerpt.startsWith('{"error":"unknown customer"'), excerpt.slice(0, 80))
      assert.strictEqual(excerpt.length, 1024, "the answer is cut to its first KB")
      assert.strictEqual(receiver.got.length, 1)
      const [request] = receiver.got
      // Signed with the endpoint's secret, as a real delivery: the receiver's library accepts it.
      const verified = new Webhook(secret).verify(request!.body, {
        "webhook-id": String(request!.headers["webhook-id"]),
        "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
        "webhook-signature": String(request!.headers["webhook-signature"])
      }) as { type: string; data: { endpoint_id: string } }
      assert.strictEqual(verified.type, Webhooks.TEST_EVENT_TYPE)
      assert.strictEqual(verified.data.endpoint_id, endpoint.id)
      // Not queued, not logged.
      const before = yield* app.run(Webhooks.webhookDeliveries(endpoint.id, { workspaceId })).pipe(Effect.orDie)
      assert.deepStrictEqual(before.attempts, [])
      assert.deepStrictEqual(before.counts, { pending: 0, succeeded: 0, failed: 0 })

      // A real event: its attempt keeps the payload as sent and the start of the answer.
      const key = yield* app.key()
      const created = yield* app.fetch("/v1/projects", {
        method: "POST",
        token: key,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Hooked" })
      })
      assert.strictEqual(created.status, 201)
      const log = yield* app.run(Webhooks.webhookDeliveries(endpoint.id, { workspaceId })).pipe(
        Effect.orDie,
        Effect.filterOrFail(
          (l) => l.attempts.length > 0,
          () => "no attempt yet"
        ),
        Effect.retry(Schedule.max([Schedule.spaced("100 millis"), Schedule.recurs(150)])),
        Effect.orDie
      )
      const [attempt] = log.attempts
      assert.deepStrictEqual(attempt!.statusCode, Option.some(422))
      assert.isTrue(Option.getOrThrow(attempt!.responseExcerpt).startsWith('{"error":"unknown customer"'))
      assert.strictEqual(attempt!.payload, receiver.got[1]!.body, "the payload shown is the body that was sent")
      assert.strictEqual((JSON.parse(attempt!.payload) as { type: string }).type, "project.created")

      // Deleted: gone with its log; the events stay for the other endpoints.
      const deleted = yield* app.run(Webhooks.deleteWebhook(endpoint.id, { workspaceId })).pipe(Effect.orDie)
      assert.strictEqual(deleted.id, endpoint.id)
      const all = yield* app.run(Webhooks.listWebhooks({ workspaceId })).pipe(Effect.orDie)
      assert.notInclude(
        all.map((e) => e.id),
        endpoint.id
      )
      const again = yield* app.run(Webhooks.deleteWebhook(endpoint.id, { workspaceId })).pipe(Effect.flip)
      assert.strictEqual(again._tag, "NotFound")
      const log2 = yield* app.run(Webhooks.webhookDeliveries(endpoint.id, { workspaceId })).pipe(Effect.flip)
      assert.strictEqual(log2._tag, "NotFound")
      // Another workspace cannot delete or test this workspace's endpoints.
      const other = yield* app.workspace("Elsewhere")
      const { endpoint: second } = yield* app
        .run(Webhooks.addWebhook({ workspaceId, url: `${receiver.origin}/other`, events: "*" }))
        .pipe(Effect.orDie)
      const foreign = yield* app.run(Webhooks.deleteWebhook(second.id, { workspaceId: other.id })).pipe(Effect.flip)
      assert.strictEqual(foreign._tag, "NotFound")
      const foreignTest = yield* app.run(Webhooks.sendTestEvent(second.id, { workspaceId: other.id })).pipe(Effect.flip)
      assert.strictEqual(foreignTest._tag, "NotFound")
    })
  )
})
