// Webhooks end to end: changes made through the v1 API reach a real HTTP receiver on loopback, signed per
// Standard Webhooks (verified with the `standardwebhooks` package), filtered by event type and workspace,
// retried on 5xx with backoff, Retry-After honoured (and re-signed with a fresh timestamp), 4xx and redirects
// not retried, a hanging endpoint not holding up another, per-endpoint concurrency across two dispatchers,
// secret rotation, replay, giving up after the retry period, and automatic disabling of a failing endpoint.
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer, Option, Schedule } from "effect"
import { createHmac } from "node:crypto"
import { Webhook } from "standardwebhooks"
import type { WebhookDeliveries } from "../../application/webhooks/ports/WebhookDeliveries.js"
import type { WebhookSigner } from "../../application/webhooks/ports/WebhookSigner.js"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { WebhookDispatcherLive } from "../../runtime/Adapters.js"
import { bodyOf } from "../support/Http.js"
import { scrapeMetrics, seriesValue } from "../support/Metrics.js"
import { type ApiClient, makeTestApp, TestApp, testConfig, testWebhookConfig } from "../support/TestApp.js"
import { eventually, type ReceivedRequest, receiver, type WebhookReceiver } from "../support/WebhookReceiver.js"

interface Payload {
  readonly id: string
  readonly type: string
  readonly timestamp: string
  readonly data: Record<string, unknown>
}

const payloadOf = (r: ReceivedRequest) => JSON.parse(r.body) as Payload

/** The signature per the Standard Webhooks text, computed here independently of any library. */
const expectedSignature = (secret: string, r: ReceivedRequest) =>
  "v1," +
  createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`)
    .digest("base64")

const verify = (secret: string, r: ReceivedRequest) => new Webhook(secret).verify(r.body, r.headers) as Payload

/** The receiver's request count once it has not changed for 300 ms. */
const settled = (rx: WebhookReceiver) =>
  Effect.gen(function* () {
    let last = -1
    while (last !== rx.requests().length) {
      last = rx.requests().length
      yield* Effect.sleep("300 millis")
    }
    return last
  })

const at = (rx: WebhookReceiver, path: string) => rx.requests().filter((r) => r.path === path)

/** A fresh workspace with an endpoint at `path` of the receiver and an API client of that workspace. */
const endpointIn = (rx: WebhookReceiver, path: string, events = "*") =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const ws = yield* app.workspace(`Hooks ${path}`)
    const added = yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}${path}`, events, workspaceId: ws.id }))
    const client: ApiClient = yield* app.client(yield* app.key({ workspaceId: ws.id }))
    return { ...added, workspaceId: ws.id, client }
  })

const createProject = (client: ApiClient, name = "Hooked") =>
  Effect.map(client.projects.create({ payload: { name } }), (p) => p.data)

const deliveriesOf = (id: string) =>
  Effect.flatMap(TestApp, (app) => app.run(Webhooks.webhookDeliveries(id, { limit: 100 })))

type DeliveriesView = Effect.Success<ReturnType<typeof deliveriesOf>>

/** The endpoint's deliveries once `until` holds (polled every 20 ms, for at most `withinMs`, default 15 s). */
const deliveriesWhen = (id: string, until: (d: DeliveriesView) => boolean, withinMs = 15_000) =>
  deliveriesOf(id).pipe(
    Effect.filterOrFail(until, () => "not yet"),
    Effect.retry(Schedule.spaced("20 millis")),
    Effect.timeoutOrElse({
      duration: withinMs,
      orElse: () => Effect.fail(new Error(`deliveries of ${id} did not settle`))
    }),
    Effect.orDie
  )

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("webhooks", (it) => {
  it.effect("delivers every change as a signed {id, type, timestamp, data} that standardwebhooks verifies", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const rx = yield* receiver
      const { endpoint, secret } = yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}/all`, events: "*" }))
      assert.match(endpoint.id, /^whk_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.strictEqual(endpoint.workspaceId, app.defaultWorkspace.id)
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
      const token = yield* app.key()
      const client = yield* app.client(token)
      const created = yield* client.projects.create({ payload: { name: "Hooked", description: "d" } })
      yield* client.projects.update({ params: { id: created.data.id }, payload: { visibility: "public" } })
      const asApiReturnsIt = (yield* bodyOf<{ data: unknown }>(
        yield* app.fetch(`/v1/projects/${created.data.id}`, { token })
      )).data
      yield* client.projects.delete({ params: { id: created.data.id } })

      const got = yield* eventually("three deliveries", () => rx.requests().length >= 3 && rx.requests())
      const events = (yield* app.events).filter((e) => (e.data as { id?: string }).id === created.data.id)
      assert.strictEqual(got.length, 3)
      const byType = new Map(got.map((r) => [payloadOf(r).type, r]))
      assert.deepStrictEqual([...byType.keys()].sort(), ["project.created", "project.deleted", "project.updated"])
      assert.deepStrictEqual(payloadOf(byType.get("project.updated")!).data, asApiReturnsIt)
      for (const r of got) {
        const payload = verify(secret, r)
        assert.deepStrictEqual(Object.keys(payload), ["id", "type", "timestamp", "data"])
        assert.strictEqual(r.headers["webhook-id"], payload.id)
        assert.match(payload.id, /^evt_/)
        assert.match(payload.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        assert.strictEqual(r.headers["content-type"], "application/json")
        assert.strictEqual(r.headers["webhook-signature"], expectedSignature(secret, r))
        assert.isUndefined(r.headers["traceparent"], "no internal trace context leaks to receivers")
        assert.deepStrictEqual(payload.data, events.find((e) => e.type === payload.type)?.data)
      }
      const createdPayload = payloadOf(byType.get("project.created")!)
      assert.deepStrictEqual(createdPayload.data, {
        id: created.data.id,
        name: "Hooked",
        description: "d",
        visibility: "private",
        created_at: createdPayload.data["created_at"],
        updated_at: createdPayload.data["updated_at"]
      })

      // A tampered body, or another endpoint's secret, does not verify.
      const sample = got[0]!
      assert.throws(() => verify(secret, { ...sample, body: sample.body.replace("project", "Project") }))
      const other = yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}/other`, events: "asset.created" }))
      assert.throws(() => verify(other.secret, sample))

      // The receiver has answered all three; the dispatcher records each attempt after its answer: wait for the
      // records to settle, then check them.
      const record = yield* deliveriesWhen(
        endpoint.id,
        (d) => d.counts.pending === 0 && d.counts.succeeded + d.counts.failed >= 3
      )
      assert.deepStrictEqual(record.counts, { pending: 0, succeeded: 3, failed: 0 })
      // The log a page at a time: the same attempts in the same order, counted.
      assert.strictEqual(record.total, 3)
      const pages = yield* Effect.forEach([0, 1, 2, 3], (offset) =>
        app.run(Webhooks.webhookDeliveries(endpoint.id, { limit: 1, offset }))
      )
      assert.deepStrictEqual(
        pages.map((p) => p.attempts.map((a) => a.eventId)),
        [...record.attempts.map((a) => [a.eventId]), []]
      )
      assert.isTrue(pages.every((p) => p.total === 3))
      for (const a of record.attempts) {
        assert.strictEqual(a.result, "succeeded")
        assert.deepStrictEqual(a.statusCode, Option.some(200))
        assert.isTrue(a.latencyMs >= 0)
        assert.isTrue(Option.isNone(a.error))
      }
    })
  )

  it.effect("an endpoint gets only its subscribed event types, and only from its own workspace", () =>
    Effect.gen(function* () {
      const rx = yield* receiver
      const a = yield* endpointIn(rx, "/a", "project.deleted,asset.created")
      const b = yield* endpointIn(rx, "/b", "*")
      const inA = yield* createProject(a.client, "In A")
      yield* a.client.projects.update({ params: { id: inA.id }, payload: { name: "Renamed" } })
      yield* a.client.projects.delete({ params: { id: inA.id } })
      const inB = yield* createProject(b.client, "In B")
      // One delivery each, in all: the other events never became deliveries for these endpoints.
      for (const id of [a.endpoint.id, b.endpoint.id]) {
        const { counts } = yield* deliveriesWhen(id, (d) => d.counts.succeeded === 1)
        assert.deepStrictEqual(counts, { pending: 0, succeeded: 1, failed: 0 })
      }
      assert.deepStrictEqual(
        at(rx, "/a").map((r) => [payloadOf(r).type, payloadOf(r).data["id"]]),
        [["project.deleted", inA.id]]
      )
      assert.deepStrictEqual(
        at(rx, "/b").map((r) => [payloadOf(r).type, payloadOf(r).data["id"]]),
        [["project.created", inB.id]]
      )
    })
  )

  it.effect("retries 5xx with growing backoff until the receiver accepts, recording every attempt", () =>
    Effect.gen(function* () {
      const rx = yield* receiver
      rx.respond((_r, n) => ({ status: n <= 3 ? (n === 2 ? 502 : 500) : 200 }))
      const { endpoint, secret, client } = yield* endpointIn(rx, "/flaky")
      const before = yield* scrapeMetrics
      const project = yield* createProject(client)
      const got = yield* eventually("four attempts", () => rx.requests().length >= 4 && rx.requests())
      assert.strictEqual(new Set(got.map((r) => r.headers["webhook-id"])).size, 1, "one event, retried")
      assert.strictEqual(payloadOf(got[0]!).data["id"], project.id)
      for (const r of got) assert.deepStrictEqual(verify(secret, r), payloadOf(got[0]!))
      // Exponential backoff with equal jitter: the wait before retry n is at least half of base·2^(n−1).
      const base = testWebhookConfig().retryBaseMs
      for (let n = 1; n < got.length; n++) {
        const gap = got[n]!.receivedAt - got[n - 1]!.receivedAt
        assert.isAtLeast(gap, (base * 2 ** (n - 1)) / 2 - 5, `gap before retry ${n}`)
      }
      const { attempts, counts } = yield* deliveriesWhen(endpoint.id, (d) => d.counts.succeeded === 1)
      assert.deepStrictEqual(counts, { pending: 0, succeeded: 1, failed: 0 })
      assert.deepStrictEqual(
        [...attempts].reverse().map((a) => [a.attempt, Option.getOrNull(a.statusCode), a.result]),
        [
          [1, 500, "retrying"],
          [2, 502, "retrying"],
          [3, 500, "retrying"],
          [4, 200, "succeeded"]
        ]
      )
      assert.deepStrictEqual(attempts[3]!.error, Option.some("HTTP 500"))
      assert.isTrue(Option.isSome(attempts[3]!.nextAttemptAt))
      assert.isTrue(Option.isNone(attempts[0]!.nextAttemptAt))
      // The metrics count these attempts (other tests' deliveries may add to them, never take away).
      const after = yield* scrapeMetrics
      const grew = (series: string) => seriesValue(after, series) - seriesValue(before, series)
      assert.isAtLeast(grew('webhook_attempts_total{result="retry"}'), 3)
      assert.isAtLeast(grew('webhook_attempts_total{result="succeeded"}'), 1)
      assert.isAtLeast(grew("webhook_delivery_lag_seconds_count"), 1)
    })
  )

  it.effect("honours Retry-After, and signs the retry anew with a fresh timestamp", () =>
    Effect.gen(function* () {
      const rx = yield* receiver
      rx.respond((_r, n) => (n === 1 ? { status: 429, headers: { "retry-after": "2" } } : { status: 200 }))
      const { secret, client } = yield* endpointIn(rx, "/busy")
      yield* createProject(client)
      const [first, second] = yield* eventually("the retry", () => rx.requests().length >= 2 && rx.requests())
      assert.isAtLeast(second!.receivedAt - first!.receivedAt, 2000)
      assert.strictEqual(second!.body, first!.body)
      assert.strictEqual(second!.headers["webhook-id"], first!.headers["webhook-id"])
      assert.isAtLeast(Number(second!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"]), 2)
      assert.notStrictEqual(second!.headers["webhook-signature"], first!.headers["webhook-signature"])
      verify(secret, first!)
      verify(secret, second!)
    })
  )

  it.effect("4xx answers and redirects are not retried; the failed delivery is replayed on request", () =>
    Effect.gen(function* () {
      const rx = yield* receiver
      rx.respond((r) =>
        r.path === "/gone" ? { status: 410 } : { status: 302, headers: { location: `${rx.origin}/elsewhere` } }
      )
      const gone = yield* endpointIn(rx, "/gone")
      const moved = yield* endpointIn(rx, "/moved")
      yield* createProject(gone.client)
      yield* createProject(moved.client)
      for (const e of [gone, moved]) {
        yield* deliveriesWhen(e.endpoint.id, (d) => d.counts.failed === 1)
      }
      const goneRecord = yield* deliveriesOf(gone.endpoint.id)
      assert.deepStrictEqual(goneRecord.counts, { pending: 0, succeeded: 0, failed: 1 })
      assert.deepStrictEqual(
        goneRecord.attempts.map((a) => [Option.getOrNull(a.statusCode), a.result, Option.getOrNull(a.error)]),
        [[410, "failed", "HTTP 410"]]
      )
      const movedRecord = yield* deliveriesOf(moved.endpoint.id)
      assert.deepStrictEqual(Option.getOrNull(movedRecord.attempts[0]!.statusCode), 302)
      assert.strictEqual(at(rx, "/elsewhere").length, 0, "redirects are not followed")
      assert.strictEqual(at(rx, "/gone").length, 1)

      // Replay: the same event (id, payload) again, now accepted.
      rx.respond(() => ({ status: 200 }))
      const eventId = goneRecord.attempts[0]!.eventId
      const app = yield* TestApp
      const replayed = yield* app.run(Webhooks.replayEvent(eventId))
      assert.deepStrictEqual(
        replayed.endpoints.map((e) => e.id),
        [gone.endpoint.id]
      )
      const again = yield* eventually("the replay", () => at(rx, "/gone").length >= 2 && at(rx, "/gone"))
      assert.strictEqual(again[1]!.headers["webhook-id"], eventId)
      assert.deepStrictEqual(verify(gone.secret, again[1]!), payloadOf(again[0]!))
      const after = yield* deliveriesWhen(gone.endpoint.id, (d) => d.counts.succeeded === 1)
      assert.deepStrictEqual(after.counts, { pending: 0, succeeded: 1, failed: 1 })

      // Replay errors: unknown event, another workspace's endpoint, no subscriber.
      const unknown = yield* Effect.flip(app.run(Webhooks.replayEvent("evt_01m7z3qfmzfzzvf9fh0kac7238")))
      assert.strictEqual(unknown._tag, "NotFound")
      const foreign = yield* Effect.flip(app.run(Webhooks.replayEvent(eventId, { endpointId: moved.endpoint.id })))
      assert.strictEqual(foreign._tag, "NotFound")
      const narrowed = yield* Effect.flip(app.run(Webhooks.replayEvent(eventId, { workspaceId: moved.workspaceId })))
      assert.strictEqual(narrowed._tag, "NotFound")
    })
  )

  it.effect("two dispatchers on one database share the work: each event once, per-endpoint limit kept", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      // A second dispatcher over the same database, as a second server process would run.
      const services = yield* app.run(Effect.context<WebhookDeliveries | WebhookSigner>())
      yield* Layer.build(WebhookDispatcherLive(testConfig()).pipe(Layer.provide(Layer.succeedContext(services))))
      const rx = yield* receiver
      rx.respond(() => ({ status: 200, delayMs: 30 }))
      const { client } = yield* endpointIn(rx, "/shared")
      const projects = yield* Effect.forEach(
        Array.from({ length: 40 }, (_, i) => i),
        (i) => createProject(client, `S${i}`),
        { concurrency: 8 }
      )
      const got = yield* eventually("forty deliveries", () => rx.requests().length >= 40 && rx.requests())
      assert.sameMembers(
        got.map((r) => payloadOf(r).data["id"]),
        projects.map((p) => p.id)
      )
      assert.strictEqual(got.length, 40, "no event delivered twice")
      assert.isAtMost(rx.maxConcurrent(), testWebhookConfig().endpointConcurrency)
    })
  )

  it.effect("rotating the secret signs with the new one, and with the previous one during the grace period", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const rx = yield* receiver
      const first = yield* endpointIn(rx, "/rotate")
      const immediate = yield* app.run(Webhooks.rotateWebhookSecret(first.endpoint.id, { graceHours: 0 }))
      assert.notStrictEqual(immediate.secret, first.secret)
      yield* createProject(first.client)
      const one = yield* eventually("a delivery", () => rx.requests()[0])
      assert.strictEqual(one.headers["webhook-signature"]!.split(" ").length, 1)
      verify(immediate.secret, one)
      assert.throws(() => verify(first.secret, one), /No matching signature/)

      const graceful = yield* app.run(Webhooks.rotateWebhookSecret(first.endpoint.id))
      const hour = 60 * 60 * 1000
      const until = graceful.previousValidUntil.epochMilliseconds - Date.now()
      assert.isTrue(until > hour - 60_000 && until <= hour, "the configured grace period")
      yield* createProject(first.client)
      const two = yield* eventually("a second delivery", () => rx.requests()[1])
      assert.deepStrictEqual(two.headers["webhook-signature"]!.split(" "), [
        expectedSignature(graceful.secret, two),
        expectedSignature(immediate.secret, two)
      ])
      verify(graceful.secret, two)
      verify(immediate.secret, two)
      assert.throws(() => verify(first.secret, two))

      const badGrace = yield* Effect.flip(app.run(Webhooks.rotateWebhookSecret(first.endpoint.id, { graceHours: -1 })))
      assert.strictEqual(badGrace._tag, "ValidationError")
      const unknown = yield* Effect.flip(app.run(Webhooks.rotateWebhookSecret("whk_01m7z3qfmzfzzvf9fh0kac7238")))
      assert.strictEqual(unknown._tag, "NotFound")
    })
  )

  it.effect("add refuses non-http(s) URLs, credentials in URLs and unknown event types, naming each", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<{ field: string; issue: string }>]> = [
        ["ftp://example.com/hook", "*", [{ field: "url", issue: "unsupported_scheme" }]],
        ["file:///etc/passwd", "*", [{ field: "url", issue: "unsupported_scheme" }]],
        ["https://user:pw@example.com/", "*", [{ field: "url", issue: "credentials_not_allowed" }]],
        ["not a url", "*", [{ field: "url", issue: "invalid_url" }]],
        [`https://example.com/${"x".repeat(2100)}`, "*", [{ field: "url", issue: "too_long" }]],
        ["https://example.com/", "", [{ field: "events", issue: "required" }]],
        [
          "javascript:alert(1)",
          "project.created,asset.exploded,nope",
          [
            { field: "url", issue: "unsupported_scheme" },
            { field: "events", issue: "unknown_event:asset.exploded" },
            { field: "events", issue: "unknown_event:nope" }
          ]
        ]
      ]
      for (const [url, events, details] of cases) {
        const error = yield* Effect.flip(app.run(Webhooks.addWebhook({ url, events })))
        assert.strictEqual(error._tag, "ValidationError", url)
        if (error._tag === "ValidationError") assert.deepStrictEqual(error.details, details, url)
      }
      const unknownWorkspace = yield* Effect.flip(
        app.run(Webhooks.addWebhook({ url: "https://example.com/", events: "*", workspaceId: "wsp_nope" }))
      )
      assert.strictEqual(unknownWorkspace._tag, "NotFound")
      const ok = yield* app.run(
        Webhooks.addWebhook({ url: " https://Example.COM:443/hook?x=1 ", events: "agent.failed, asset.created" })
      )
      assert.strictEqual(ok.endpoint.url, "https://example.com/hook?x=1")
      assert.deepStrictEqual(ok.endpoint.events, ["asset.created", "agent.failed"])
      yield* app.run(Webhooks.disableWebhook(ok.endpoint.id, { reason: "test" }))
      const listed = (yield* app.run(Webhooks.listWebhooks())).find((e) => e.id === ok.endpoint.id)
      assert.strictEqual(listed?.status, "disabled")
      assert.deepStrictEqual(listed?.disabledReason, Option.some("disabled by operator: test"))
    })
  )
})

describe("webhook retry period and endpoint health", () => {
  // The retry period is long enough for several attempts even when one attempt takes most of a second on a loaded
  // machine; the disabling limit is longer than the period, so the first test's endpoint is not disabled meanwhile.
  const retryPeriodMs = 2000
  const overrides = { webhooks: testWebhookConfig({ retryPeriodMs, disableAfterMs: 4000 }) }
  layer(makeTestApp(overrides), { timeout: "120 seconds", excludeTestServices: true })("short periods", (it) => {
    it.effect("a delivery gives up after the retry period and stays failed until replayed", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const rx = yield* receiver
        rx.respond(() => ({ status: 503 }))
        const { endpoint, client } = yield* endpointIn(rx, "/down")
        yield* createProject(client)
        const failed = yield* deliveriesWhen(endpoint.id, (d) => d.counts.failed === 1)
        const last = failed.attempts[0]!
        assert.strictEqual(last.result, "failed")
        assert.deepStrictEqual(last.error, Option.some("HTTP 503"))
        assert.isAtLeast(failed.attempts.length, 2)
        assert.strictEqual(failed.attempts.length, rx.requests().length)
        // No attempt was scheduled past the period (counted from the first attempt).
        const firstStart = failed.attempts.at(-1)!.startedAt.epochMilliseconds
        for (const a of failed.attempts) {
          if (Option.isSome(a.nextAttemptAt))
            assert.isAtMost(a.nextAttemptAt.value.epochMilliseconds - firstStart, retryPeriodMs)
        }
        rx.respond(() => ({ status: 204 }))
        yield* app.run(Webhooks.replayEvent(last.eventId))
        const done = yield* deliveriesWhen(endpoint.id, (d) => d.counts.succeeded === 1)
        assert.deepStrictEqual(done.counts, { pending: 0, succeeded: 1, failed: 1 })
        assert.strictEqual(done.endpoint.status, "enabled")
        assert.isTrue(
          Option.isNone((yield* app.run(Webhooks.listWebhooks())).find((e) => e.id === endpoint.id)!.failingSince)
        )
      })
    )

    it.effect("an endpoint failing for longer than the limit is disabled with its reason, until enabled", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const rx = yield* receiver
        rx.respond(() => ({ status: 500 }))
        const { endpoint, client } = yield* endpointIn(rx, "/broken")
        const status = () =>
          Effect.map(app.run(Webhooks.listWebhooks()), (all) => all.find((e) => e.id === endpoint.id)!)
        // Keep events coming until the endpoint has failed for the limit (4 s) without a success.
        const disabled = yield* createProject(client).pipe(
          Effect.andThen(Effect.sleep("100 millis")),
          Effect.andThen(status()),
          Effect.repeat({ until: (e) => e.status === "disabled" }),
          Effect.timeout("20 seconds")
        )
        const reason = Option.getOrThrow(disabled.disabledReason)
        assert.match(reason, /^failing since \d{4}-\d\d-\d\dT[\d:.]+Z; last error: HTTP 500$/)
        const record = yield* deliveriesOf(endpoint.id)
        assert.strictEqual(record.counts.pending, 0, "pending deliveries fail with the endpoint")
        assert.isAtLeast(record.counts.failed, 2)
        // Attempts in flight when it was disabled may still land; then nothing more does.
        const seen = yield* settled(rx)
        yield* createProject(client, "After disable")
        yield* Effect.sleep("500 millis")
        assert.strictEqual(rx.requests().length, seen, "a disabled endpoint receives nothing")

        rx.respond(() => ({ status: 200 }))
        const enabled = yield* app.run(Webhooks.enableWebhook(endpoint.id))
        assert.strictEqual(enabled.status, "enabled")
        assert.isTrue(Option.isNone(enabled.disabledReason))
        const fresh = yield* createProject(client, "After enable")
        yield* eventually("delivery after enabling", () =>
          rx.requests().some((r) => payloadOf(r).data["id"] === fresh.id)
        )
      })
    )
  })
})

// A hanging endpoint's attempts end only at the timeout. It is long here, so that "the other endpoint got every event
// before the first timeout" states the order of events with a wide margin (a loaded machine delivers ten webhooks
// far within it), not a race against a 3-second timer.
const HANGING_TIMEOUT_MS = 10_000
layer(makeTestApp({ webhooks: testWebhookConfig({ timeoutMs: HANGING_TIMEOUT_MS }) }), {
  timeout: "120 seconds",
  excludeTestServices: true
})("webhooks to a hanging endpoint", (it) => {
  it.effect("a hanging endpoint holds at most its concurrency limit and never delays another endpoint", () =>
    Effect.gen(function* () {
      const rx = yield* receiver
      rx.respond((r) => (r.path === "/hang" ? "hang" : { status: 200 }))
      const hanging = yield* endpointIn(rx, "/hang")
      const app = yield* TestApp
      yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}/fast`, events: "*", workspaceId: hanging.workspaceId }))
      const projects = yield* Effect.forEach(
        Array.from({ length: 10 }, (_, i) => i),
        (i) => createProject(hanging.client, `P${i}`)
      )
      const fast = yield* eventually(
        "every event at the fast endpoint",
        () => at(rx, "/fast").length >= 10 && at(rx, "/fast")
      )
      assert.sameMembers(
        fast.map((r) => payloadOf(r).data["id"]),
        projects.map((p) => p.id)
      )
      // Every event reached the fast endpoint while the hanging attempts were still open: none had timed out, so
      // no fifth attempt had taken a freed slot.
      const firstHang = at(rx, "/hang")[0]!
      const timeout = HANGING_TIMEOUT_MS
      assert.isBelow(fast.at(-1)!.receivedAt, firstHang.receivedAt + timeout, "all delivered before the first timeout")
      assert.strictEqual(at(rx, "/hang").length, testWebhookConfig().endpointConcurrency)
      // After the timeouts the hanging endpoint's attempts are recorded as such and retried.
      const record = yield* deliveriesWhen(hanging.endpoint.id, (d) => d.attempts.length >= 1, timeout + 15_000)
      assert.deepStrictEqual(record.attempts[0]!.error, Option.some(`timed out after ${timeout} ms`))
      assert.strictEqual(record.attempts[0]!.result, "retrying")
      assert.isAtLeast(record.attempts[0]!.latencyMs, timeout)
      yield* app.run(Webhooks.disableWebhook(hanging.endpoint.id))
    })
  )
})
