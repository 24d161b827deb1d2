// What an attempt's outcome means: 2xx succeeds and heals the endpoint; network errors, timeouts, 408, 429 and
// 5xx are retried within the period; other answers and blocked addresses fail at once; an endpoint failing for
// longer than the limit is disabled with a reason. Plus the payload shape.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, FastCheck as fc, Option } from "effect"
import {
  AttemptOutcome,
  classify,
  classifyStatus,
  decide,
  webhookPayload
} from "../../domain/webhooks/WebhookDelivery.js"
import { backoffDelay, type RetryPolicy } from "../../domain/webhooks/WebhookRetry.js"

const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000, retryPeriodMs: 3_600_000 }
const DISABLE_AFTER = 86_400_000

const outcomeArb: fc.Arbitrary<AttemptOutcome> = fc.oneof(
  fc
    .record({
      status: fc.integer({ min: 100, max: 599 }),
      retryAfter: fc.option(fc.nat(100).map(String), { nil: undefined })
    })
    .map(({ status, retryAfter }) => AttemptOutcome.Response({ status, retryAfter: Option.fromNullable(retryAfter) })),
  fc.string().map((message) => AttemptOutcome.NetworkError({ message })),
  fc.nat().map((afterMs) => AttemptOutcome.Timeout({ afterMs })),
  fc.string().map((message) => AttemptOutcome.Blocked({ message }))
)

const factsArb = fc.record({
  outcome: outcomeArb,
  attempt: fc.integer({ min: 1, max: 100 }),
  elapsedMs: fc.nat(2 * 3_600_000),
  failingSinceMs: fc.option(fc.nat(1e12), { nil: undefined }),
  nowMs: fc.integer({ min: 1e12, max: 2e12 }),
  random: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })
})

describe("WebhookDelivery", () => {
  it.prop(
    "statuses: 2xx success; 408, 429, 5xx retried; every other answer final",
    [fc.integer({ min: 100, max: 599 })],
    ([status]) => {
      const expected =
        status >= 200 && status < 300
          ? "success"
          : status === 408 || status === 429 || status >= 500
            ? "retryable"
            : "permanent"
      assert.strictEqual(classifyStatus(status), expected)
    }
  )

  it("network errors and timeouts are retried; blocked addresses are not", () => {
    assert.strictEqual(classify(AttemptOutcome.NetworkError({ message: "ECONNREFUSED" })), "retryable")
    assert.strictEqual(classify(AttemptOutcome.Timeout({ afterMs: 10 })), "retryable")
    assert.strictEqual(classify(AttemptOutcome.Blocked({ message: "10.0.0.1 is a private address" })), "permanent")
  })

  it.prop("decisions follow the outcome's class, the retry period and the disable limit", [factsArb], ([f]) => {
    const facts = { ...f, failingSinceMs: Option.fromNullable(f.failingSinceMs) }
    const { delivery, endpoint, error } = decide(policy, DISABLE_AFTER, facts)
    const kind = classify(f.outcome)
    if (kind === "success") {
      assert.strictEqual(delivery._tag, "Succeeded")
      assert.strictEqual(endpoint._tag, "Healthy")
      assert.isTrue(Option.isNone(error))
      return
    }
    assert.isTrue(Option.isSome(error))
    const since = f.failingSinceMs ?? f.nowMs
    assert.strictEqual(endpoint._tag, f.nowMs - since >= DISABLE_AFTER ? "Disable" : "Failing")
    if (kind === "permanent") {
      assert.strictEqual(delivery._tag, "Failed")
      return
    }
    const retryAfterMs =
      f.outcome._tag === "Response"
        ? Option.getOrElse(
            Option.map(f.outcome.retryAfter, (s) => Number(s) * 1000),
            () => 0
          )
        : 0
    const wanted = Math.max(backoffDelay(policy, f.attempt, f.random), retryAfterMs)
    assert.strictEqual(delivery._tag, f.elapsedMs + wanted <= policy.retryPeriodMs ? "Retry" : "Failed")
    if (delivery._tag === "Retry") assert.strictEqual(delivery.delayMs, wanted)
  })

  it("a disabled endpoint's reason says since when it fails and the last error", () => {
    const nowMs = Date.parse("2025-03-02T12:00:00Z")
    const { endpoint, delivery } = decide(policy, DISABLE_AFTER, {
      outcome: AttemptOutcome.Response({ status: 503, retryAfter: Option.none() }),
      attempt: 3,
      elapsedMs: 10_000,
      failingSinceMs: Option.some(nowMs - DISABLE_AFTER),
      nowMs,
      random: 0
    })
    assert.deepStrictEqual(endpoint, {
      _tag: "Disable",
      reason: "failing since 2025-03-01T12:00:00.000Z; last error: HTTP 503"
    })
    assert.strictEqual(delivery._tag, "Retry")
    const gaveUp = decide(policy, DISABLE_AFTER, {
      outcome: AttemptOutcome.Timeout({ afterMs: 10_000 }),
      attempt: 40,
      elapsedMs: policy.retryPeriodMs,
      failingSinceMs: Option.none(),
      nowMs,
      random: 0
    })
    assert.deepStrictEqual(gaveUp.delivery, {
      _tag: "Failed",
      reason: "timed out after 10000 ms; gave up after 40 attempts"
    })
    assert.strictEqual(gaveUp.endpoint._tag, "Failing")
  })

  it("the payload is {id, type, timestamp, data} with an ISO 8601 UTC timestamp", () => {
    const body = webhookPayload({
      id: "evt_01m7z3qfmzfzzvf9fh0kac7238",
      type: "project.created",
      occurredAt: DateTime.unsafeMake(Date.parse("2025-03-01T12:00:00.5Z")),
      data: { id: "prj_1", name: "n" }
    })
    assert.strictEqual(
      body,
      '{"id":"evt_01m7z3qfmzfzzvf9fh0kac7238","type":"project.created","timestamp":"2025-03-01T12:00:00.500Z","data":{"id":"prj_1","name":"n"}}'
    )
  })
})
