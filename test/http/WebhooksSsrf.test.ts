// SSRF protection with WEBHOOK_ALLOW_PRIVATE off: an endpoint whose host is a private, loopback, link-local or
// unspecified address (in any spelling) or a name that resolves only there is refused when it is added; and
// deliveries to such an address (a name that resolved elsewhere when added: DNS rebinding) are refused before
// any byte is sent, recorded as blocked and not retried.
import { assert, layer } from "@effect/vitest"
import { Effect, Option, Schedule } from "effect"
import { WebhookDestinations } from "../../application/webhooks/ports/WebhookDestinations.js"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { makeTestApp, TestApp, testWebhookConfig } from "../support/TestApp.js"
import { receiver } from "../support/WebhookReceiver.js"

const overrides = { webhooks: testWebhookConfig({ allowPrivate: false }) }

layer(makeTestApp(overrides), { timeout: "120 seconds", excludeTestServices: true })("webhook SSRF guard", (it) => {
  it.effect("private, loopback, link-local and unspecified destinations are refused when added", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const refused = [
        ["http://127.0.0.1:8080/hook", "127.0.0.1 is a loopback address"],
        ["http://2130706433/decimal", "127.0.0.1 is a loopback address"],
        ["http://0x7f.1/hex", "127.0.0.1 is a loopback address"],
        ["http://[::1]/v6", "::1 is a loopback address"],
        ["http://[::ffff:127.0.0.1]/mapped", "::ffff:7f00:1 is a loopback address"],
        ["http://0.0.0.0/", "0.0.0.0 is an unspecified address"],
        ["http://10.0.0.1/", "10.0.0.1 is a private address"],
        ["http://192.168.1.20/", "192.168.1.20 is a private address"],
        ["https://169.254.169.254/latest/meta-data", "169.254.169.254 is a link-local address"],
        ["http://[fe80::1]/", "fe80::1 is a link-local address"],
        ["http://localhost:9/", "localhost is a loopback name"],
        ["http://LOCALHOST./", "localhost is a loopback name"],
        ["http://api.localhost/", "api.localhost is a loopback name"]
      ] as const
      for (const [url, reason] of refused) {
        const error = yield* Effect.flip(app.run(Webhooks.addWebhook({ url, events: "*" })))
        assert.strictEqual(error._tag, "ValidationError", url)
        assert.deepStrictEqual(error.details, [{ field: "url", issue: "private_address" }], url)
        assert.include(error.message, reason, url)
        assert.include(error.message, "WEBHOOK_ALLOW_PRIVATE=true", url)
      }
      assert.deepStrictEqual(yield* app.run(Webhooks.listWebhooks()), [], "nothing was stored")
      // A public address, and a name that does not resolve (yet), are accepted.
      const accepted = yield* app.run(Webhooks.addWebhook({ url: "https://93.184.215.14/hook", events: "*" }))
      assert.strictEqual(accepted.endpoint.url, "https://93.184.215.14/hook")
      yield* app.run(Webhooks.addWebhook({ url: "https://receiver.invalid/hook", events: "*" }))
    })
  )

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
      // Added as if each had resolved to a public address then (a name can change its address: DNS rebinding).
      const resolvedPublicly = WebhookDestinations.of({ check: () => Effect.void })
      const endpoints = yield* Effect.forEach(urls, (url) =>
        app.run(
          Webhooks.addWebhook({ url, events: "project.created", workspaceId: ws.id }).pipe(
            Effect.provideService(WebhookDestinations, resolvedPublicly)
          )
        )
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
