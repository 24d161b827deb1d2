// Workflow definitions as pure rules: the input-schema subset validates trigger inputs (every issue at
// `inputs.<name>`, defaults applied), and the definition checks type references where both sides are known.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc, Schema } from "effect"
import { InputSchema, validateInputs } from "../../domain/workflows/InputSchema.js"
import { arrayOf, STRING } from "../../domain/workflows/ValueType.js"
import { CreateWorkflow, definitionOf } from "../../domain/workflows/Workflow.js"
import { checkDefinition } from "../../domain/workflows/WorkflowChecks.js"

const schema = Schema.decodeUnknownSync(InputSchema)({
  type: "object",
  properties: {
    asset_ids: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, maxItems: 3 },
    channels: { type: "array", items: { type: "string", enum: ["web", "social"] }, default: ["web"] },
    count: { type: "integer", minimum: 1, maximum: 10 },
    note: { type: "string", maxLength: 5 },
    dry_run: { type: "boolean" },
    options: { type: "object" }
  },
  required: ["asset_ids"]
})

describe("input schema", () => {
  it("reports every problem at its input's path and applies defaults", () => {
    const bad = validateInputs(schema, {
      asset_ids: ["", "b", "c", "d"],
      channels: ["tv"],
      count: 1.5,
      note: "far too long",
      dry_run: "yes",
      options: [],
      other: 1
    })
    assert.isTrue(Either.isLeft(bad))
    if (Either.isLeft(bad)) {
      assert.sameDeepMembers(
        [...bad.left.details],
        [
          { field: "inputs.asset_ids[0]", issue: "too_short" },
          { field: "inputs.channels[0]", issue: "invalid_value" },
          { field: "inputs.count", issue: "invalid_type:integer" },
          { field: "inputs.note", issue: "too_long" },
          { field: "inputs.dry_run", issue: "invalid_type" },
          { field: "inputs.options", issue: "invalid_type" },
          { field: "inputs.other", issue: "unknown_field" }
        ]
      )
    }
    assert.deepStrictEqual(
      validateInputs(schema, { asset_ids: ["a"] }),
      Either.right({ asset_ids: ["a"], channels: ["web"] })
    )
    const many = validateInputs(schema, { asset_ids: ["a", "b", "c", "d"] })
    assert.deepStrictEqual(Either.isLeft(many) ? many.left.details : [], [
      { field: "inputs.asset_ids", issue: "too_long" }
    ])
    const missing = validateInputs(schema, {})
    assert.deepStrictEqual(Either.isLeft(missing) ? missing.left.details : [], [
      { field: "inputs.asset_ids", issue: "required" }
    ])
  })

  it("a workflow without inputs refuses any input by name, and takes none", () => {
    const none = Schema.decodeUnknownSync(InputSchema)({ type: "object", properties: {} })
    const extra = validateInputs(none, { x: 1, y: [] })
    assert.deepStrictEqual(Either.isLeft(extra) ? extra.left.details : [], [
      { field: "inputs.x", issue: "unknown_field" },
      { field: "inputs.y", issue: "unknown_field" }
    ])
    assert.deepStrictEqual(validateInputs(none, {}), Either.right({}))
  })

  it.prop(
    "valid inputs come back unchanged",
    [
      fc.record({
        asset_ids: fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }),
        channels: fc.subarray(["web", "social"]),
        count: fc.integer({ min: 1, max: 10 }),
        dry_run: fc.boolean()
      })
    ],
    ([inputs]) => {
      assert.deepStrictEqual(validateInputs(schema, inputs), Either.right(inputs))
    }
  )
})

describe("definition checks", () => {
  const agents = (id: string) =>
    id === "clear"
      ? {
          fields: new Map([
            ["asset_ids", arrayOf(STRING)],
            ["channel", STRING]
          ])
        }
      : undefined
  const check = (steps: ReadonlyArray<unknown>) =>
    checkDefinition(
      definitionOf(
        Schema.decodeUnknownSync(CreateWorkflow)({
          name: "t",
          input_schema: {
            type: "object",
            properties: { ids: { type: "array", items: { type: "string" } }, n: { type: "number" } }
          },
          steps
        })
      ),
      agents
    )
  const run = (inputs: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id: "s",
    type: "run_agent",
    agent_id: "clear",
    inputs,
    ...extra
  })

  it("a fan-out item has the type of the list's elements (a batch: a list of them)", () => {
    assert.deepStrictEqual(check([run({ asset_ids: [{ $ref: "item" }] }, { for_each: { $ref: "inputs.ids" } })]), [])
    assert.deepStrictEqual(check([run({ channel: { $ref: "item" } }, { for_each: { $ref: "inputs.ids" } })]), [])
    assert.deepStrictEqual(check([run({ asset_ids: { $ref: "item" } }, { for_each: { $ref: "inputs.ids" } })]), [
      { field: "steps[0].inputs.asset_ids", issue: "type_mismatch:expected_array" }
    ])
    assert.deepStrictEqual(
      check([run({ asset_ids: { $ref: "item" } }, { for_each: { $ref: "inputs.ids" }, batch_size: 10 })]),
      []
    )
    assert.deepStrictEqual(check([run({ channel: { $ref: "inputs.n" } })]), [
      { field: "steps[0].inputs.channel", issue: "type_mismatch:expected_string" }
    ])
  })

  it("for_each must be a list; batch_size needs for_each; units and inputs of earlier steps are typed", () => {
    assert.deepStrictEqual(check([run({}, { for_each: "abc" })]), [
      { field: "steps[0].for_each", issue: "type_mismatch:expected_array" }
    ])
    assert.deepStrictEqual(check([run({}, { for_each: { $ref: "inputs.n" } })]), [
      { field: "steps[0].for_each", issue: "type_mismatch:expected_array" }
    ])
    assert.deepStrictEqual(check([run({}, { batch_size: 2 })]), [
      { field: "steps[0].batch_size", issue: "needs_for_each" }
    ])
    assert.deepStrictEqual(
      check([
        run({ asset_ids: { $ref: "inputs.ids" } }),
        {
          ...run({ asset_ids: { $ref: "steps.s.units.succeeded" }, channel: { $ref: "steps.s.inputs.channel" } }),
          id: "t"
        },
        { ...run({ channel: { $ref: "steps.s.units.failed" } }), id: "u" },
        { ...run({ channel: { $ref: "steps.s.units.other" } }), id: "v" }
      ]),
      [
        { field: "steps[2].inputs.channel", issue: "type_mismatch:expected_string" },
        { field: "steps[3].inputs.channel", issue: "invalid_path" }
      ]
    )
  })

  it("ordering conditions need numbers or strings: literals and references whose type is known", () => {
    const condition = (left: unknown, right: unknown) => ({
      id: "c",
      type: "condition",
      if: { op: "and", conditions: [{ op: "gt", left, right }] }
    })
    assert.deepStrictEqual(check([run({ asset_ids: { $ref: "inputs.ids" } }), condition({ $ref: "inputs.n" }, 2)]), [])
    assert.deepStrictEqual(check([run({ asset_ids: { $ref: "inputs.ids" } }), condition("b", "a")]), [])
    assert.deepStrictEqual(
      check([run({ asset_ids: { $ref: "inputs.ids" } }), condition({ $ref: "steps.s.units.succeeded" }, 1)]),
      [{ field: "steps[1].if.conditions[0].left", issue: "type_mismatch:expected_number_or_string" }]
    )
    assert.deepStrictEqual(
      check([run({ asset_ids: { $ref: "inputs.ids" } }), condition(1, [1, { $ref: "inputs.n" }])]),
      [{ field: "steps[1].if.conditions[0].right", issue: "type_mismatch:expected_number_or_string" }]
    )
    // Equality compares anything; an unknown type (an agent's output) is left to run time.
    assert.deepStrictEqual(
      check([
        run({ asset_ids: { $ref: "inputs.ids" } }),
        { id: "c", type: "condition", if: { op: "eq", left: { $ref: "inputs.ids" }, right: [] } },
        { ...condition({ $ref: "steps.s.output.count" }, 3), id: "d" }
      ]),
      []
    )
  })
})
