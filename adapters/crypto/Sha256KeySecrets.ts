// API key material: `chk_` + 32 random bytes in base64url; stored as a SHA-256 hex digest (keys are
// high-entropy, so a fast hash is enough) and compared with crypto.timingSafeEqual.
import { Effect, Layer } from "effect"
import { hash, randomBytes, timingSafeEqual } from "node:crypto"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"

export const KEY_PREFIX = "chk_"

/** How many recent values' digests are kept: a client sends its key with every request (~5 µs a digest). */
const RECENT = 256

export const makeSecrets = () => {
  const recent = new Map<string, string>()
  return KeySecrets.of({
    generate: Effect.sync(() => KEY_PREFIX + randomBytes(32).toString("base64url")),
    // One-shot hashing (no Hash object per call), and the digests of the last few values sent kept: a flood of
    // made-up keys only empties the memory, it never grows past RECENT entries.
    hash: (value) => {
      let digest = recent.get(value)
      if (digest === undefined) {
        digest = hash("sha256", value, "hex")
        if (recent.size >= RECENT) recent.clear()
        recent.set(value, digest)
      }
      return digest
    },
    equals: (a, b) => {
      const left = Buffer.from(a, "utf8")
      const right = Buffer.from(b, "utf8")
      return left.length === right.length && timingSafeEqual(left, right)
    }
  })
}

export const layer = Layer.sync(KeySecrets, makeSecrets)
