// The rules of idempotency keys: which keys are accepted, and how a repeat is answered from the key's record
// (the first answer replayed, or refused when the key was used for another request).
import { assert, describe, it } from "@effect/vitest"
import { checkKey, type IdempotencyRecord, repeatOutcome } from "../../domain/platform/Idempotency.js"

const response = { status: 201, headers: { "content-type": "application/json" }, body: new Uint8Array([123, 125]) }

describe("idempotency keys", () => {
  it("accepts 1 to 255 visible ASCII characters and refuses the rest", () => {
    for (const key of ["a", "order-42 retry", "x".repeat(255), "~!@#$%^&*()"]) assert.isUndefined(checkKey(key))
    assert.strictEqual(checkKey("")?.details[0]?.issue, "required")
    assert.strictEqual(checkKey("  ")?.details[0]?.issue, "required")
    assert.strictEqual(checkKey("x".repeat(256))?.details[0]?.issue, "max_length:255")
    assert.strictEqual(checkKey("caf\u00e9")?.details[0]?.issue, "invalid_format")
    assert.strictEqual(checkKey("a\tb")?.details[0]?.issue, "invalid_format")
  })

  it("answers a repeat: the first answer for the same fingerprint, reused for another", () => {
    const done: IdempotencyRecord = { fingerprint: "f", requestId: "req_1", response }
    const replay = repeatOutcome(done, "f")
    assert.strictEqual(replay._tag, "Replay")
    if (replay._tag === "Replay") assert.strictEqual(replay.record, done)
    const refused = repeatOutcome(done, "g")
    assert.strictEqual(refused._tag, "Refused")
    if (refused._tag === "Refused")
      assert.deepStrictEqual(refused.error.details, [{ field: "Idempotency-Key", issue: "reused" }])
  })
})
