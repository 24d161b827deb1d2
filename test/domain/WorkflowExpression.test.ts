// Workflow expressions: reference syntax, resolution (as properties over arbitrary JSON), `*` projections, unknown
// parts at the trigger, and conditions.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import { canonicalJson, type JsonObject, type JsonValue } from "../../domain/platform/Json.js"
import {
  evaluate,
  parseReference,
  type Predicate,
  references,
  resolve,
  UNKNOWN
} from "../../domain/workflows/WorkflowExpression.js"

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/)
/** JSON without `$ref` members (plain data). */
const json: fc.Arbitrary<JsonValue> = fc
  .jsonValue({ maxDepth: 3 })
  .filter((v) => !JSON.stringify(v).includes('"$ref"')) as fc.Arbitrary<JsonValue>
const object: fc.Arbitrary<JsonObject> = fc.dictionary(key, json, { minKeys: 1, maxKeys: 5 })

/** Every path (list of keys and indexes) of a value, with the value there. */
const paths = (
  value: JsonValue,
  prefix: ReadonlyArray<string | number> = []
): Array<[Array<string | number>, JsonValue]> => {
  const here: Array<[Array<string | number>, JsonValue]> = [[[...prefix], value]]
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => paths(v, [...prefix, i])))
  if (value !== null && typeof value === "object") {
    return here.concat(
      Object.entries(value)
        .filter(([k]) => /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(k))
        .flatMap(([k, v]) => paths(v, [...prefix, k]))
    )
  }
  return here
}

const ref = (text: string) => ({ $ref: text })

describe("references", () => {
  it("parses roots, names, indexes and *", () => {
    const parsed = Either.getOrThrow(parseReference("steps.clear.output.assets.*.asset_id"))
    assert.strictEqual(parsed.root, "steps")
    assert.deepStrictEqual(
      parsed.path.map((s) => s._tag),
      ["Key", "Key", "Key", "Each", "Key"]
    )
    assert.isTrue(Either.isRight(parseReference("item")))
    assert.isTrue(Either.isRight(parseReference("inputs.asset_ids.0")))
    for (const bad of ["", "outputs.x", "inputs", "steps.clear", "steps.clear.result", "inputs.a..b", "inputs.a b"]) {
      assert.isTrue(Either.isLeft(parseReference(bad)), bad)
    }
  })

  it("finds references anywhere in a value, with their locations; malformed ones too", () => {
    const found = references(
      { a: [1, ref("inputs.x")], b: { c: ref("item") }, d: { $ref: 7 }, e: { $ref: "item", x: 1 } },
      ["steps", 0, "inputs"]
    )
    assert.deepStrictEqual(
      found.map((o) => [o.at, Either.isRight(o.reference)]),
      [
        [["steps", 0, "inputs", "a", 1], true],
        [["steps", 0, "inputs", "b", "c"], true],
        [["steps", 0, "inputs", "d"], false],
        [["steps", 0, "inputs", "e"], false]
      ]
    )
  })

  it.prop("a value without references resolves to itself", [json], ([value]) => {
    const r = resolve(value, {})
    assert.deepStrictEqual(r, { _tag: "Resolved", value })
  })

  it.prop("a reference resolves to the value at its path", [object], ([inputs]) => {
    for (const [path, expected] of paths(inputs).slice(1, 20)) {
      const r = resolve({ wrapped: [ref(`inputs.${path.join(".")}`)] }, { inputs })
      assert.deepStrictEqual(r, { _tag: "Resolved", value: { wrapped: [expected] } })
    }
  })

  it.prop(
    "* maps the rest of the path over a list",
    [fc.array(fc.record({ id: json, n: fc.integer() }), { maxLength: 5 })],
    ([list]) => {
      assert.deepStrictEqual(resolve(ref("inputs.list.*.n"), { inputs: { list } }), {
        _tag: "Resolved",
        value: list.map((e) => e.n)
      })
    }
  )

  it("a path that does not exist fails, naming the reference and why", () => {
    const r = resolve({ a: ref("steps.tag.output.asset_ids") }, { steps: { tag: { output: { ids: [] } } } })
    assert.strictEqual(r._tag, "Failed")
    if (r._tag === "Failed") {
      assert.deepStrictEqual(r.at, ["a"])
      assert.strictEqual(r.reference, "steps.tag.output.asset_ids")
      assert.include(r.reason, "no member asset_ids")
    }
    assert.strictEqual(resolve(ref("inputs.list.*.n"), { inputs: { list: [{ n: 1 }, { m: 2 }] } })._tag, "Failed")
    assert.strictEqual(resolve(ref("item"), { inputs: {} })._tag, "Failed")
    // Members every object inherits are not members of the data.
    const inherited = resolve(ref("inputs.constructor"), { inputs: { a: 1 } })
    assert.deepStrictEqual(inherited, {
      _tag: "Failed",
      at: [],
      reference: "inputs.constructor",
      reason: "inputs has no member constructor"
    })
    assert.strictEqual(resolve(ref("steps.x.output.toString"), { steps: { x: { output: {} } } })._tag, "Failed")
  })

  it("what is not known yet leaves the value unresolved (the trigger counts such a step as unresolved)", () => {
    const scope = {
      inputs: { a: 1 },
      steps: { tag: { output: UNKNOWN, units: { succeeded: ["x"], failed: UNKNOWN } } }
    }
    assert.strictEqual(resolve({ x: ref("steps.tag.output.ids") }, scope)._tag, "Unresolved")
    assert.deepStrictEqual(resolve(ref("steps.tag.units.succeeded"), scope), { _tag: "Resolved", value: ["x"] })
    assert.strictEqual(resolve(ref("steps.tag.units"), scope)._tag, "Unresolved")
  })
})

describe("conditions", () => {
  const scope = { inputs: { n: 3, list: ["a", "b"], text: "hello", none: null, empty: [] } }
  const holds = (p: Predicate) => Either.getOrThrow(evaluate(p, scope))

  it("compare, test, combine", () => {
    assert.isTrue(holds({ op: "gt", left: ref("inputs.n"), right: 2 }))
    assert.isFalse(holds({ op: "lte", left: ref("inputs.n"), right: 2 }))
    assert.isTrue(holds({ op: "eq", left: ref("inputs.list"), right: ["a", "b"] }))
    assert.isTrue(holds({ op: "contains", left: ref("inputs.list"), right: "b" }))
    assert.isTrue(holds({ op: "contains", left: ref("inputs.text"), right: "ell" }))
    assert.isTrue(holds({ op: "empty", value: ref("inputs.empty") }))
    assert.isTrue(holds({ op: "not_exists", value: ref("inputs.none") }))
    // A path that does not exist is null in conditions, so it can be tested.
    assert.isTrue(holds({ op: "not_exists", value: ref("inputs.missing.deeper") }))
    assert.isTrue(
      holds({
        op: "and",
        conditions: [
          { op: "not_empty", value: ref("inputs.list") },
          {
            op: "or",
            conditions: [
              { op: "lt", left: "a", right: "b" },
              { op: "exists", value: ref("inputs.nope") }
            ]
          }
        ]
      })
    )
  })

  it("ordering what is not two numbers or two strings is an error naming where", () => {
    const r = evaluate({ op: "not", condition: { op: "gt", left: ref("inputs.list"), right: 1 } }, scope, [
      "steps",
      1,
      "if"
    ])
    assert.isTrue(Either.isLeft(r))
    if (Either.isLeft(r)) assert.deepStrictEqual(r.left.at, ["steps", 1, "if", "condition"])
  })

  const predicate: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
    p: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.record({ op: fc.constantFrom("eq" as const, "ne" as const), left: json, right: json }),
      fc.record({ op: fc.constantFrom("exists" as const, "empty" as const, "not_empty" as const), value: json }),
      fc.record({
        op: fc.constantFrom("and" as const, "or" as const),
        conditions: fc.array(tie("p"), { minLength: 1, maxLength: 3 })
      }),
      fc.record({ op: fc.constant("not" as const), condition: tie("p") })
    )
  })).p

  it.prop(
    "not negates; a single condition combined is itself; eq agrees with canonical JSON",
    [predicate, json, json],
    ([p, a, b]) => {
      const value = Either.getOrThrow(evaluate(p, scope))
      assert.strictEqual(Either.getOrThrow(evaluate({ op: "not", condition: p }, scope)), !value)
      assert.strictEqual(Either.getOrThrow(evaluate({ op: "and", conditions: [p] }, scope)), value)
      assert.strictEqual(Either.getOrThrow(evaluate({ op: "or", conditions: [p] }, scope)), value)
      assert.strictEqual(
        Either.getOrThrow(evaluate({ op: "eq", left: a, right: b }, scope)),
        canonicalJson(a) === canonicalJson(b)
      )
    }
  )
})
