// Port: SHA-256 of text, for hash-chained records (asset provenance).
import { Context } from "effect"

export interface DigestShape {
  /** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
  readonly sha256Hex: (text: string) => string
}

export class Digest extends Context.Tag("clearhouse/Digest")<Digest, DigestShape>() {}
