// The retry schedule as properties: delays grow exponentially within their jitter band, honour Retry-After,
// never run past the retry period, and a whole schedule is finite; Retry-After parsing of both forms.
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc, Option } from "effect"
import {
  backoffCeiling,
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  nextRetryDelay,
  parseRetryAfter,
  type RetryPolicy
} from "../../domain/webhooks/WebhookRetry.js"

const policyArb: fc.Arbitrary<RetryPolicy> = fc
  .record({
    baseDelayMs: fc.integer({ min: 1, max: 60_000 }),
    maxFactor: fc.integer({ min: 1, max: 1000 }),
    // The period in units of the largest delay keeps simulated schedules short.
    periodFactor: fc.double({ min: 0, max: 300, noNaN: true })
  })
  .map(({ baseDelayMs, maxFactor, periodFactor }) => ({
    baseDelayMs,
    maxDelayMs: baseDelayMs * maxFactor,
    retryPeriodMs: Math.floor(baseDelayMs * maxFactor * periodFactor)
  }))
const failuresArb = fc.integer({ min: 1, max: 200 })
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })

/** Every attempt time (ms after the first) of a delivery that always fails. */
const schedule = (policy: RetryPolicy, draws: ReadonlyArray<number>) => {
  const times = [0]
  for (let failures = 1; ; failures++) {
    const delay = nextRetryDelay(policy, {
      failures,
      elapsedMs: times.at(-1)!,
      retryAfterMs: Option.none(),
      random: draws[failures % draws.length] ?? 0.5
    })
    if (Option.isNone(delay)) return times
    times.push(times.at(-1)! + delay.value)
  }
}

describe("WebhookRetry", () => {
  it.prop(
    "a delay lies in [ceiling/2, ceiling] and the ceiling is base·2^(n−1) capped",
    [policyArb, failuresArb, randomArb],
    ([p, n, r]) => {
      const ceiling = backoffCeiling(p, n)
      assert.strictEqual(ceiling, Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (n - 1)))
      const delay = backoffDelay(p, n, r)
      assert.isAtLeast(delay, Math.floor(ceiling / 2))
      assert.isAtMost(delay, ceiling)
    }
  )

  it.prop(
    "ceilings never shrink, and delays grow for the same draw",
    [policyArb, failuresArb, randomArb],
    ([p, n, r]) => {
      assert.isAtLeast(backoffCeiling(p, n + 1), backoffCeiling(p, n))
      assert.isAtLeast(backoffDelay(p, n + 1, r), backoffDelay(p, n, r))
    }
  )

  it.prop(
    "the next attempt honours Retry-After and never falls past the retry period",
    [
      policyArb,
      failuresArb,
      fc.integer({ min: 0, max: 2 * 24 * 3600_000 }),
      fc.option(fc.nat(10 * 24 * 3600_000), { nil: undefined }),
      randomArb
    ],
    ([p, failures, elapsedMs, retryAfter, random]) => {
      const retryAfterMs = Option.fromNullable(retryAfter)
      const next = nextRetryDelay(p, { failures, elapsedMs, retryAfterMs, random })
      const wanted = Math.max(backoffDelay(p, failures, random), retryAfter ?? 0)
      if (Option.isSome(next)) {
        assert.strictEqual(next.value, wanted)
        assert.isAtLeast(next.value, retryAfter ?? 0)
        assert.isAtMost(elapsedMs + next.value, p.retryPeriodMs)
      } else {
        assert.isAbove(elapsedMs + wanted, p.retryPeriodMs)
      }
    }
  )

  it.prop(
    "a failing delivery's schedule is finite, increasing and within the period",
    [policyArb, fc.array(randomArb, { minLength: 1, maxLength: 20 })],
    ([p, draws]) => {
      const times = schedule(p, draws)
      for (let i = 1; i < times.length; i++) assert.isAbove(times[i]!, times[i - 1]!)
      assert.isAtMost(times.at(-1)!, p.retryPeriodMs)
    }
  )

  it("a 1 ms base never retries at once, so even a zero period runs out (found by the property above)", () => {
    const tiny = { baseDelayMs: 1, maxDelayMs: 1, retryPeriodMs: 0 }
    assert.strictEqual(backoffDelay(tiny, 1, 0), 1)
    assert.deepStrictEqual(schedule(tiny, [0]), [0])
  })

  it("the default policy retries for about a day, then gives up", () => {
    for (const draw of [0, 0.5, 0.999]) {
      const times = schedule(DEFAULT_RETRY_POLICY, [draw])
      const last = times.at(-1)!
      assert.isAbove(last, 22 * 3600_000, `draw ${draw}`)
      assert.isAtMost(last, 24 * 3600_000)
      assert.isAbove(times.length, 20)
      assert.isBelow(times.length, 60)
      assert.isAtLeast(times[1]!, 5_000)
      assert.isAtMost(times[1]!, 10_000)
    }
  })

  describe("parseRetryAfter", () => {
    const now = Date.parse("2025-03-01T12:00:00Z")

    it.prop("delta-seconds is that many seconds", [fc.nat(10_000_000)], ([seconds]) => {
      assert.deepStrictEqual(parseRetryAfter(String(seconds), now), Option.some(seconds * 1000))
      assert.deepStrictEqual(parseRetryAfter(` ${seconds} `, now), Option.some(seconds * 1000))
    })

    it.prop(
      "an HTTP date is the time until it, or 0 when it is past",
      [fc.integer({ min: -1e9, max: 1e9 })],
      ([offset]) => {
        const date = new Date(Math.floor((now + offset) / 1000) * 1000)
        assert.deepStrictEqual(parseRetryAfter(date.toUTCString(), now), Option.some(Math.max(0, date.getTime() - now)))
      }
    )

    it("the other HTTP date forms; anything else is ignored", () => {
      assert.deepStrictEqual(parseRetryAfter("Sat, 01 Mar 2025 12:00:30 GMT", now), Option.some(30_000))
      assert.deepStrictEqual(parseRetryAfter("Saturday, 01-Mar-25 12:00:30 GMT", now), Option.some(30_000))
      assert.isTrue(Option.isSome(parseRetryAfter("Sat Mar  1 12:00:30 2025", now)), "asctime")
      for (const junk of ["", "soon", "-5", "1.5", "2025-03-01", "12:00", "0x10", "1e3"]) {
        assert.deepStrictEqual(parseRetryAfter(junk, now), Option.none(), junk)
      }
    })
  })
})
