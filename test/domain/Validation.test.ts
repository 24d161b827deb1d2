// Decoding failures become the spec's details: JSON paths, one entry per failing field, short issue codes.
import { assert, describe, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { decodeAll, fieldPath } from "../../domain/Validation.js"

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

  it("a missing field is `required`", () => {
    const result = decodeAll(Inputs)({ asset_ids: [] })
    assert.deepStrictEqual(Either.isLeft(result) ? result.left.details : [], [
      { field: "distribution_channels", issue: "required" }
    ])
  })

  it("valid input decodes", () => {
    assert.deepStrictEqual(
      decodeAll(Inputs)({ asset_ids: ["a"], distribution_channels: ["web"] }),
      Either.right({ asset_ids: ["a"], distribution_channels: ["web"] as const })
    )
  })
})
