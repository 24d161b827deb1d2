// Ids as TypeIDs (https://github.com/jetify-com/typeid): a type prefix, `_`, and a UUIDv7 in Crockford base32.
// Written here rather than with uuid's v7 and typeid-js's encoder, which made ~5 µs of CPU an id in the server's
// profile (a create makes three): the UUIDv7 is laid out as uuid's v7 lays it out (48 bits of milliseconds, then a
// 31-bit sequence seeded at random each millisecond and counted up within it, so ids sort in the order they were
// made), its random bits drawn from a 4 KB pool, and encoded straight into the 26 characters. test/adapters/
// TypeIds.test.ts holds both to those libraries: the same bytes as uuid's v7 for the same time, sequence and random
// bytes, the same text as typeid-js for the same bytes.
import { Effect, Layer } from "effect"
import { randomFillSync } from "node:crypto"
import { Ids } from "../../application/platform/ports/Ids.js"
import { ID_PREFIXES, type IdTypes } from "../../domain/platform/Ids.js"

const ALPHABET = Uint8Array.from("0123456789abcdefghjkmnpqrstvwxyz", (c) => c.charCodeAt(0))
const codes = new Array<number>(26)

/** The 26 base32 characters of 16 bytes as TypeID writes them: 130 bits (two zero bits first), five at a time. */
export const base32 = (bytes: Uint8Array): string => {
  codes[0] = ALPHABET[bytes[0]! >> 5]!
  let acc = bytes[0]! & 31
  let bits = 5
  let k = 1
  for (let i = 1; ; i++) {
    while (bits >= 5) {
      bits -= 5
      codes[k++] = ALPHABET[(acc >> bits) & 31]!
    }
    // One flat string of character codes: half the time of appending 26 one-character strings.
    if (i === 16) return String.fromCharCode.apply(null, codes)
    acc = ((acc & ((1 << bits) - 1)) << 8) | bytes[i]!
    bits += 8
  }
}

/** Writes a UUIDv7 into `into`: `msecs`, then `seq` (31 bits) and random bits from `random` at `at`, as uuid's v7. */
export const uuidV7 = (msecs: number, seq: number, random: Uint8Array, at: number, into: Uint8Array): Uint8Array => {
  into[0] = (msecs / 0x10000000000) & 0xff
  into[1] = (msecs / 0x100000000) & 0xff
  into[2] = (msecs / 0x1000000) & 0xff
  into[3] = (msecs / 0x10000) & 0xff
  into[4] = (msecs / 0x100) & 0xff
  into[5] = msecs & 0xff
  into[6] = 0x70 | ((seq >>> 28) & 0x0f)
  into[7] = (seq >>> 20) & 0xff
  into[8] = 0x80 | ((seq >>> 14) & 0x3f)
  into[9] = (seq >>> 6) & 0xff
  into[10] = ((seq << 2) & 0xff) | (random[at + 10]! & 0x03)
  for (let i = 11; i < 16; i++) into[i] = random[at + i]!
  return into
}

const pool = new Uint8Array(4096)
let poolAt = pool.length
const bytes = new Uint8Array(16)
let lastMsecs = -Infinity
let seq = 0

/** The bytes of a new UUIDv7, later than every one made before by this process. */
const nextUuid = (): Uint8Array => {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool)
    poolAt = 0
  }
  const at = poolAt
  poolAt += 16
  const now = Date.now()
  if (now > lastMsecs) {
    seq = (pool[at + 6]! << 23) | (pool[at + 7]! << 16) | (pool[at + 8]! << 8) | pool[at + 9]!
    lastMsecs = now
  } else {
    seq = (seq + 1) | 0
    if (seq === 0) lastMsecs++
  }
  return uuidV7(lastMsecs, seq, pool, at, bytes)
}

/** A new id of a kind: its prefix, `_`, and a fresh UUIDv7 in Crockford base32 (26 characters). */
export const nextId = <K extends keyof IdTypes>(kind: K): IdTypes[K] =>
  // The brand is asserted here, where well-formed ids are made; everywhere else they are decoded.
  `${ID_PREFIXES[kind]}_${base32(nextUuid())}` as unknown as IdTypes[K]

export const make = Ids.of({
  next: <K extends keyof IdTypes>(kind: K) => Effect.sync(() => nextId(kind))
})

export const layer = Layer.succeed(Ids, make)
