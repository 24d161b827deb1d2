// Digest with node:crypto SHA-256.
import { Layer } from "effect"
import { createHash } from "node:crypto"
import { Digest } from "../../application/projects/ports/Digest.js"

export const make = Digest.of({
  sha256Hex: (text) => createHash("sha256").update(text, "utf8").digest("hex")
})

export const layer = Layer.succeed(Digest, make)
