// The ids the service makes: TypeIDs of their kind's prefix whose suffix is a UUIDv7, which sort by creation (the
// keyset pages rely on it), also when many are made within one millisecond. The generator is our own; uuid's v7 and
// typeid-js are the references it is held to.
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { fromString, fromUUIDBytes, toUUID } from "typeid-js"
import { v7 } from "uuid"
import { base32, nextId, uuidV7 } from "../../adapters/crypto/TypeIds.js"
import { ID_PREFIXES, type IdKind } from "../../domain/platform/Ids.js"

const kinds = Object.keys(ID_PREFIXES) as ReadonlyArray<IdKind>

describe("TypeIds", () => {
  it("makes a TypeID of the kind's prefix over a UUIDv7", () =>
    fc.assert(
      fc.property(fc.constantFrom(...kinds), (kind) => {
        const id: string = nextId(kind)
        const parsed = fromString(id, ID_PREFIXES[kind]) // throws on a malformed id or another prefix
        const uuid = toUUID(parsed)
        assert.match(uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        // The UUIDv7's first 48 bits are the time it was made, in milliseconds.
        const millis = parseInt(uuid.replaceAll("-", "").slice(0, 12), 16)
        assert.isAtMost(Math.abs(millis - Date.now()), 60_000)
      })
    ))

  it("makes ids that sort in the order they were made, within a millisecond too", () =>
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 2, max: 2000 }), (kind, n) => {
        const ids = Array.from({ length: n }, () => nextId(kind) as string)
        for (let i = 1; i < ids.length; i++) assert.isTrue(ids[i - 1]! < ids[i]!, `${ids[i - 1]} < ${ids[i]}`)
      }),
      { numRuns: 30 }
    ))

  it("lays out a UUIDv7 as uuid's v7 does for the same time, sequence and random bytes", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (msecs, seq, random) => {
          const ours = uuidV7(msecs, seq, random, 0, new Uint8Array(16))
          const theirs = v7({ msecs, seq, random }, new Uint8Array(16))
          assert.deepStrictEqual([...ours], [...theirs])
        }
      ),
      { numRuns: 2000 }
    ))

  it("writes 16 bytes in base32 as typeid-js does", () =>
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        assert.strictEqual(`prj_${base32(bytes)}`, fromUUIDBytes("prj", bytes).toString())
      }),
      { numRuns: 2000 }
    ))
})
