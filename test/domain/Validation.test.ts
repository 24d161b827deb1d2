// Decoding failures become the spec's details: JSON paths, one entry per failing field, short issue codes.
// The property: whatever mix of good and bad values a body holds, every bad one is reported, once, at its path.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc, Schema } from "effect"
import { decodeAll, fieldPath } from "../../domain/platform/Validation.js"

const Inputs = Schema.Struct({
  asset_ids: Schema.Array(Schema.String.pipe(Schema.minLength(1, { message: () => "too_short" }))),
  distribution_channels: Schema.Array(Schema.Literal("web", "social", "broadcast")),
  nested: Schema.optional(Schema.Struct({ count: Schema.Int }))
})

describe("Validation", () => {
  it("formats paths like JSON: dots for keys, brackets for indexes", () => {
    assert.strictEqual(fieldPath(["inputs", "asset_ids", 1]), "inputs.asset_ids[1]")
    assert.strictEqual(fieldPath([]), "body")
    assert.strictEqual(fieldPath([0, "a"]), "[0].a")
  })

  it("reports every failing field, prefixed, with codes", () => {
    const result = decodeAll(Inputs, ["inputs"])({
      asset_ids: ["ok", ""],
      distribution_channels: ["web", "radio"],
      nested: { count: 1.5 },
      extra: true
    })
    assert.isTrue(Either.isLeft(result))
    if (Either.isLeft(result)) {
      assert.sameDeepMembers(
        [...result.left.details],
        [
          { field: "inputs.asset_ids[1]", issue: "too_short" },
          { field: "inputs.distribution_channels[1]", issue: "invalid_type" },
          { field: "inputs.nested.count", issue: "invalid_value" },
          { field: "inputs.extra", issue: "unknown_field" }
        ]
      )
      assert.include(result.left.message, "inputs.asset_ids[1] is too short")
    }
  })

  it("a value of the wrong kind is described by its kind, not by the whole expected structure", () => {
    const body = decodeAll(Inputs)(null)
    assert.strictEqual(Either.isLeft(body) ? body.left.message : "", "body must be a JSON object, not null")
    const list = decodeAll(Inputs)({ asset_ids: "a", distribution_channels: [] })
    assert.strictEqual(Either.isLeft(list) ? list.left.message : "", 'asset_ids must be a list, not "a"')
  })

  it("a missing field is `required`", () => {
    const result = decodeAll(Inputs)({ asset_ids: [] })
    assert.deepStrictEqual(Either.isLeft(result) ? result.left.details : [], [
      { field: "distribution_channels", issue: "required" }
    ])
  })

  const CHANNELS = ["web", "social", "broadcast"]
  const body = fc.record(
    {
      asset_ids: fc.array(fc.constantFrom("", "ast_1", "x"), { maxLength: 6 }),
      distribution_channels: fc.array(fc.constantFrom(...CHANNELS, "radio", "WEB"), { maxLength: 6 }),
      nested: fc.record({ count: fc.constantFrom(1, 2.5, -3) }),
      extra: fc.boolean(),
      other: fc.string()
    },
    { requiredKeys: [] }
  )

  it.prop("every bad field is reported exactly once at its path; a body without one decodes", [body], ([input]) => {
    const expected: Array<{ field: string; issue: string }> = []
    if (input.asset_ids === undefined) expected.push({ field: "inputs.asset_ids", issue: "required" })
    input.asset_ids?.forEach((id, i) => {
      if (id === "") expected.push({ field: `inputs.asset_ids[${i}]`, issue: "too_short" })
    })
    if (input.distribution_channels === undefined) {
      expected.push({ field: "inputs.distribution_channels", issue: "required" })
    }
    input.distribution_channels?.forEach((c, i) => {
      if (!CHANNELS.includes(c)) expected.push({ field: `inputs.distribution_channels[${i}]`, issue: "invalid_type" })
    })
    if (input.nested !== undefined && !Number.isInteger(input.nested.count)) {
      expected.push({ field: "inputs.nested.count", issue: "invalid_value" })
    }
    if (input.extra !== undefined) expected.push({ field: "inputs.extra", issue: "unknown_field" })
    if (input.other !== undefined) expected.push({ field: "inputs.other", issue: "unknown_field" })
    const result = decodeAll(Inputs, ["inputs"])(input)
    if (expected.length === 0) {
      assert.isTrue(Either.isRight(result))
    } else {
      assert.isTrue(Either.isLeft(result))
      if (Either.isLeft(result)) assert.sameDeepMembers([...result.left.details], expected)
    }
  })

  it("valid input decodes", () => {
    assert.deepStrictEqual(
      decodeAll(Inputs)({ asset_ids: ["a"], distribution_channels: ["web"] }),
      Either.right({ asset_ids: ["a"], distribution_channels: ["web"] as const })
    )
  })
})
