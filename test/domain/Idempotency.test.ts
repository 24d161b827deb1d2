// The rules of idempotency keys: which keys are accepted, and how a repeat is answered from the key's record
// (replay, reused for another request, still running, or cut off by a server stop).
import { assert, describe, it } from "@effect/vitest"
import { CLAIM_LEASE_MS, checkKey, type IdempotencyRecord, repeatOutcome } from "../../domain/Idempotency.js"

const response = { status: 201, headers: { "content-type": "application/json" }, body: new Uint8Array([123, 125]) }
const codeOf = (record: IdempotencyRecord, fingerprint: string, now: number) => {
  const outcome = repeatOutcome(record, fingerprint, now)
  return outcome._tag === "Replay"
    ? "replay"
    : outcome.error._tag === "IdempotencyConflict"
      ? outcome.error.code
      : "reused"
}

describe("idempotency keys", () => {
  it("accepts 1 to 255 visible ASCII characters and refuses the rest", () => {
    for (const key of ["a", "order-42 retry", "x".repeat(255), "~!@#$%^&*()"]) assert.isUndefined(checkKey(key))
    assert.strictEqual(checkKey("")?.details[0]?.issue, "required")
    assert.strictEqual(checkKey("  ")?.details[0]?.issue, "required")
    assert.strictEqual(checkKey("x".repeat(256))?.details[0]?.issue, "max_length:255")
    assert.strictEqual(checkKey("caf\u00e9")?.details[0]?.issue, "invalid_format")
    assert.strictEqual(checkKey("a\tb")?.details[0]?.issue, "invalid_format")
  })

  it("answers a repeat: replay when done, reused for another fingerprint, in progress or interrupted", () => {
    const done: IdempotencyRecord = { fingerprint: "f", renewedAt: 0, response }
    const running: IdempotencyRecord = { fingerprint: "f", renewedAt: 1_000, response: undefined }
    const replay = repeatOutcome(done, "f", 10 ** 9)
    assert.strictEqual(replay._tag, "Replay")
    if (replay._tag === "Replay") assert.strictEqual(replay.response, response)
    assert.strictEqual(codeOf(done, "g", 0), "reused")
    assert.strictEqual(codeOf(running, "g", 1_000), "reused")
    assert.strictEqual(codeOf(running, "f", 1_000 + CLAIM_LEASE_MS - 1), "idempotency_in_progress")
    assert.strictEqual(codeOf(running, "f", 1_000 + CLAIM_LEASE_MS), "idempotency_interrupted")
  })
})
