// Ids as TypeIDs (UUIDv7 in Crockford base32, behind a type prefix): uuid's v7 (monotonic within a millisecond,
// which keyset pages rely on) written into a buffer and encoded by typeid-js. Not `typeidUnboxed`, which makes the
// same id and then decodes its own text again as a check (a TextEncoder and a base32 decode per id, ~2 µs: a
// request makes one id, a create three or four).
import { Effect, Layer } from "effect"
import { fromUUIDBytes } from "typeid-js"
import { v7 } from "uuid"
import { Ids } from "../../application/platform/ports/Ids.js"
import { ID_PREFIXES, type IdTypes } from "../../domain/platform/Ids.js"

/** A new id of a kind: its prefix, `_`, and a fresh UUIDv7 in Crockford base32 (26 characters). */
export const nextId = <K extends keyof IdTypes>(kind: K): IdTypes[K] =>
  // The brand is asserted here, where well-formed ids are made; everywhere else they are decoded.
  fromUUIDBytes(ID_PREFIXES[kind], v7(undefined, new Uint8Array(16))) as unknown as IdTypes[K]

export const make = Ids.of({
  next: <K extends keyof IdTypes>(kind: K) => Effect.sync(() => nextId(kind))
})

export const layer = Layer.succeed(Ids, make)
