// API key material: `chk_` + 32 random bytes in base64url; stored as a SHA-256 hex digest (keys are
// high-entropy, so a fast hash is enough) and compared with crypto.timingSafeEqual.
import { Effect, Layer } from "effect"
import { hash, randomBytes, timingSafeEqual } from "node:crypto"
import { KeySecrets } from "../../application/platform/ports/KeySecrets.js"

export const KEY_PREFIX = "chk_"

export const make = KeySecrets.of({
  generate: Effect.sync(() => KEY_PREFIX + randomBytes(32).toString("base64url")),
  // One-shot hashing (no Hash object per call): the key of every request is hashed.
  hash: (value) => hash("sha256", value, "hex"),
  equals: (a, b) => {
    const left = Buffer.from(a, "utf8")
    const right = Buffer.from(b, "utf8")
    return left.length === right.length && timingSafeEqual(left, right)
  }
})

export const layer = Layer.succeed(KeySecrets, make)
