// Properties of a channel set's edits from the dashboard: an accepted edit changes exactly the named channel and
// keeps the others in order; a duplicate, an unknown channel or a malformed name is refused with its field.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as Channels from "../../domain/platform/DistributionChannel.js"

const name = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/)
const channelSet = fc.uniqueArray(name, { minLength: 1, maxLength: 8 })

/** The list an accepted edit yields, parsed as the use case parses it. */
const applied = (current: ReadonlyArray<string>, edit: Channels.ChannelEdit) =>
  Either.flatMap(Channels.applyEdit(current, edit), Channels.parseList)

const refusal = (current: ReadonlyArray<string>, edit: Channels.ChannelEdit) =>
  Either.match(Channels.applyEdit(current, edit), { onLeft: (e) => e.details, onRight: () => [] })

describe("DistributionChannel edits", () => {
  it.prop("adding a new name appends it; adding one already there is a duplicate", [channelSet, name], ([set, n]) => {
    if (set.includes(n)) {
      assert.deepStrictEqual(refusal(set, { _tag: "Add", name: n }), [{ field: "name", issue: "duplicate" }])
    } else {
      assert.deepStrictEqual(applied(set, { _tag: "Add", name: n }), Either.right([...set, n]))
    }
  })

  it.prop("renaming keeps the channel's place and the others", [channelSet, name, fc.nat()], ([set, to, i]) => {
    const from = set[i % set.length]!
    const result = applied(set, { _tag: "Rename", name: from, to })
    if (set.includes(to) && to !== from) {
      assert.deepStrictEqual(refusal(set, { _tag: "Rename", name: from, to }), [{ field: "name", issue: "duplicate" }])
    } else {
      assert.deepStrictEqual(result, Either.right(set.map((c) => (c === from ? to : c))))
    }
  })

  it.prop("removing drops exactly that channel; the last one stays", [channelSet, fc.nat()], ([set, i]) => {
    const gone = set[i % set.length]!
    const result = applied(set, { _tag: "Remove", name: gone })
    if (set.length === 1) {
      assert.isTrue(Either.isLeft(result))
    } else {
      assert.deepStrictEqual(result, Either.right(set.filter((c) => c !== gone)))
    }
  })

  it("refuses an unknown channel and a name that is no channel name (no list can be smuggled in)", () => {
    const set = ["web", "social"]
    assert.deepStrictEqual(refusal(set, { _tag: "Remove", name: "tv" }), [{ field: "name", issue: "not_found" }])
    assert.deepStrictEqual(refusal(set, { _tag: "Rename", name: "tv", to: "ctv" }), [
      { field: "name", issue: "not_found" }
    ])
    assert.deepStrictEqual(refusal(set, { _tag: "Add", name: "print,cinema" }), [
      { field: "name", issue: "invalid_channel_name:print,cinema" }
    ])
    assert.deepStrictEqual(refusal(set, { _tag: "Rename", name: "web", to: "Web" }), [
      { field: "name", issue: "invalid_channel_name:Web" }
    ])
    assert.deepStrictEqual(applied(set, { _tag: "Add", name: "  ctv " }), Either.right(["web", "social", "ctv"]))
  })
})
