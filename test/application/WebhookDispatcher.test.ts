// The dispatcher's loop when its database calls fail (a dropped connection): the round is tried again within
// moments, not after the poll interval, and the outbox is read again. Runs on the test clock against a fake
// delivery store whose calls fail a set number of times.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Option, Stream } from "effect"
import { TestClock } from "effect/testing"
import type { ClaimedDelivery, WebhookDeliveriesShape } from "../../application/webhooks/ports/WebhookDeliveries.js"
import { WebhookDeliveries } from "../../application/webhooks/ports/WebhookDeliveries.js"
import { WebhookSigner } from "../../application/webhooks/ports/WebhookSigner.js"
import { type WebhookRequest, WebhookTransport } from "../../application/webhooks/ports/WebhookTransport.js"
import * as WebhookDispatcher from "../../application/webhooks/WebhookDispatcher.js"
import type { WebhookId } from "../../domain/platform/Ids.js"
import { AttemptOutcome } from "../../domain/webhooks/WebhookDelivery.js"

const POLL_MS = 60_000

const delivery = (n: number): ClaimedDelivery => ({
  deliveryId: n,
  attempt: 1,
  firstAttemptAt: DateTime.makeUnsafe(0),
  endpoint: { id: "wh_test" as WebhookId, url: "https://receiver.example/hook", failingSince: Option.none() },
  secrets: ["whsec_dGVzdA=="],
  event: { id: `evt_${n}`, type: "project.created", occurredAt: DateTime.makeUnsafe(0), data: { n } }
})

/**
 * One committed event; `fanOut` and `claim` die (as on a dropped connection) their first `failures` calls.
 * `rounds` counts the outbox reads.
 */
const harness = (
  failures: { readonly fanOut: number; readonly claim: number },
  wakeups: Stream.Stream<void> = Stream.never
) => {
  const left = { ...failures }
  const rounds = { fanOut: 0 }
  let committed = 1
  const due: Array<ClaimedDelivery> = []
  const sent: Array<WebhookRequest> = []
  const dropped = () => Effect.die(new Error("Connection terminated unexpectedly"))
  const unused = () => Effect.die(new Error("not used by the dispatcher"))
  const store: WebhookDeliveriesShape = {
    fanOut: (limit) =>
      Effect.suspend(() => {
        rounds.fanOut += 1
        if (left.fanOut-- > 0) return dropped()
        const taken = Math.min(limit, committed)
        for (let i = 0; i < taken; i++) due.push(delivery(due.length + sent.length + 1))
        committed -= taken
        return Effect.succeed(taken)
      }),
    claim: ({ limit }) => Effect.suspend(() => (left.claim-- > 0 ? dropped() : Effect.succeed(due.splice(0, limit)))),
    complete: () => Effect.void,
    nextDueAfter: () => Effect.succeedNone,
    wakeups,
    attempts: unused,
    counts: unused,
    findEvent: unused,
    replay: unused
  }
  const layer = WebhookDispatcher.layer.pipe(
    Layer.provide(
      Layer.mergeAll(
        Layer.succeed(WebhookDeliveries, store),
        Layer.succeed(WebhookTransport, {
          send: (request) =>
            Effect.sync(() => sent.push(request)).pipe(
              Effect.as(AttemptOutcome.Response({ status: 200, retryAfter: Option.none() }))
            )
        }),
        Layer.succeed(WebhookSigner, { generateSecret: Effect.succeed("whsec_dGVzdA=="), sign: () => "v1,test" }),
        Layer.succeed(WebhookDispatcher.WebhookDispatchConfig, {
          retry: { baseDelayMs: 1000, maxDelayMs: 60_000, retryPeriodMs: 3_600_000 },
          disableAfterMs: 86_400_000,
          timeoutMs: 5000,
          endpointConcurrency: 4,
          maxInFlight: 16,
          pollIntervalMs: POLL_MS
        })
      )
    )
  )
  return { layer, sent, rounds }
}

/** Starts the dispatcher and lets `seconds` pass on the test clock; what it sent by then. */
const sentAfter = (failures: { readonly fanOut: number; readonly claim: number }, seconds: number) =>
  Effect.gen(function* () {
    const { layer, sent } = harness(failures)
    yield* Layer.build(layer)
    for (let i = 0; i < seconds * 10; i++) yield* TestClock.adjust("100 millis")
    return sent.map((r) => r.headers["webhook-id"])
  })

describe("webhook dispatcher after a database failure", () => {
  it.effect("delivers at once when nothing fails (the harness works)", () =>
    Effect.map(sentAfter({ fanOut: 0, claim: 0 }, 1), (sent) => assert.deepStrictEqual(sent, ["evt_1"]))
  )

  it.effect("a round whose lease query fails is tried again within a second, not after the poll interval", () =>
    Effect.map(sentAfter({ fanOut: 0, claim: 3 }, 2), (sent) => assert.deepStrictEqual(sent, ["evt_1"]))
  )

  it.effect("a round that fails before fanning out the outbox reads it again on the retry", () =>
    Effect.map(sentAfter({ fanOut: 2, claim: 0 }, 2), (sent) => assert.deepStrictEqual(sent, ["evt_1"]))
  )
})

describe("webhook dispatcher under a burst of notifications", () => {
  it.effect("notifications arriving every millisecond share rounds: at most one round per gap", () =>
    Effect.gen(function* () {
      const { layer, rounds, sent } = harness(
        { fanOut: 0, claim: 0 },
        Stream.fromEffectRepeat(Effect.sleep("1 millis")).pipe(Stream.take(300))
      )
      yield* Layer.build(layer)
      for (let i = 0; i < 3; i++) yield* TestClock.adjust("100 millis")
      // 300 notifications in 300 ms; without the gap each would start a round of queries.
      assert.isAtMost(rounds.fanOut, 300 / WebhookDispatcher.MIN_ROUND_GAP_MS + 1)
      assert.isAtLeast(rounds.fanOut, 300 / WebhookDispatcher.MIN_ROUND_GAP_MS / 2)
      assert.deepStrictEqual(
        sent.map((r) => r.headers["webhook-id"]),
        ["evt_1"]
      )
    })
  )
})
