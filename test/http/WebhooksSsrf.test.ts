// SSRF protection with WEBHOOK_ALLOW_PRIVATE off: deliveries to loopback, whether named by an IP literal (in
// any spelling) or by a host name that resolves there, are refused before any byte is sent, recorded as
// blocked and not retried.
import { assert, layer } from "@effect/vitest"
import { Effect, Option, Schedule } from "effect"
import * as Webhooks from "../../application/Webhooks.js"
import { makeTestApp, TestApp, testWebhookConfig } from "../support/TestApp.js"
import { receiver } from "../support/WebhookReceiver.js"

const overrides = { webhooks: testWebhookConfig({ allowPrivate: false }) }

layer(makeTestApp(overrides), { timeout: "120 seconds", excludeTestServices: true })("webhook SSRF guard", (it) => {
  it.scoped("private and loopback destinations are refused at delivery time, by literal or resolved address", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const rx = yield* receiver
      const port = new URL(rx.origin).port
      const ws = yield* app.workspace("SSRF")
      const urls = [
        `http://127.0.0.1:${port}/literal`,
        `http://2130706433:${port}/decimal`,
        `http://[::ffff:127.0.0.1]:${port}/mapped`,
        `http://localhost:${port}/named`
      ]
      const endpoints = yield* Effect.forEach(urls, (url) =>
        app.run(Webhooks.addWebhook({ url, events: "project.created", workspaceId: ws.id }))
      )
      const client = yield* app.client(yield* app.key({ workspaceId: ws.id }))
      yield* client.projects.create({ payload: { name: "Probe" } })
      const records = yield* Effect.forEach(endpoints, ({ endpoint }) =>
        app.run(Webhooks.webhookDeliveries(endpoint.id)).pipe(
          Effect.filterOrFail(
            (d) => d.counts.failed === 1,
            () => "not yet"
          ),
          Effect.retry(Schedule.spaced("20 millis")),
          Effect.timeout("15 seconds")
        )
      )
      for (const [i, record] of records.entries()) {
        assert.deepStrictEqual(record.counts, { pending: 0, succeeded: 0, failed: 1 }, urls[i])
        const [attempt] = record.attempts
        assert.strictEqual(record.attempts.length, 1, "not retried")
        assert.strictEqual(attempt!.result, "failed")
        assert.isTrue(Option.isNone(attempt!.statusCode))
        assert.match(
          Option.getOrElse(attempt!.error, () => ""),
          /^blocked: .*(loopback|127\.0\.0\.1|::1)/,
          urls[i]
        )
      }
      assert.match(
        Option.getOrElse(records[3]!.attempts[0]!.error, () => ""),
        /^blocked: localhost resolves to (127\.0\.0\.1|::1) is a loopback address$/
      )
      assert.strictEqual(rx.requests().length, 0, "nothing reached the receiver")
    })
  )
})
