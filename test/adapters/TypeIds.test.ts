// The ids the service makes: TypeIDs of their kind's prefix whose suffix is a UUIDv7, which sort by creation (the
// keyset pages rely on it), also when many are made within one millisecond.
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { fromString, toUUID } from "typeid-js"
import { nextId } from "../../adapters/crypto/TypeIds.js"
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
})
