// API key digests: SHA-256 in hex of the value sent, whether the digest was just computed or remembered from an
// earlier request, and however many different values came before (the memory of recent digests is bounded).
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { createHash } from "node:crypto"
import { makeSecrets } from "../../adapters/crypto/Sha256KeySecrets.js"

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex")

describe("Sha256KeySecrets", () => {
  it("hashes every value to its SHA-256, the first time and again later, past the memory's bound", () =>
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 80 }), { minLength: 1, maxLength: 700 }),
        (values) => {
          const secrets = makeSecrets()
          // Each value twice, in an order that makes some repeats land after the memory was emptied.
          for (const value of [...values, ...values.toReversed()])
            assert.strictEqual(secrets.hash(value), sha256(value))
        }
      ),
      { numRuns: 50 }
    ))

  it("tells equal digests from different ones", () =>
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const secrets = makeSecrets()
        assert.strictEqual(secrets.equals(secrets.hash(a), secrets.hash(b)), a === b)
      })
    ))
})
