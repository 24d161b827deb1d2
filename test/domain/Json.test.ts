// JSON Merge Patch (RFC 7396, with the RFC's own examples), canonical JSON and nesting depth, as properties over
// arbitrary JSON.
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import {
  canonicalJson,
  depth,
  isStorable,
  type JsonObject,
  type JsonValue,
  mergePatch,
  textDepth
} from "../../domain/Json.js"

const json: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>
const object: fc.Arbitrary<JsonObject> = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 6 })

/** Shuffles object keys at every level (same value, different insertion order). */
const reorder = (value: JsonValue, seed: number): JsonValue => {
  if (Array.isArray(value)) return value.map((v, i) => reorder(v, seed + i))
  if (value === null || typeof value !== "object") return value
  const entries = Object.entries(value)
  const rotated = entries
    .slice(seed % Math.max(1, entries.length))
    .concat(entries.slice(0, seed % Math.max(1, entries.length)))
  return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, reorder(v, seed + 1)]))
}

describe("mergePatch", () => {
  it("matches every example of RFC 7396 Appendix A", () => {
    const examples: ReadonlyArray<readonly [JsonValue, JsonValue, JsonValue]> = [
      [{ a: "b" }, { a: "c" }, { a: "c" }],
      [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
      [{ a: "b" }, { a: null }, {}],
      [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
      [{ a: ["b"] }, { a: "c" }, { a: "c" }],
      [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
      [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
      [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
      [
        ["a", "b"],
        ["c", "d"],
        ["c", "d"]
      ],
      [{ a: "b" }, ["c"], ["c"]],
      [{ a: "foo" }, null, null],
      [{ a: "foo" }, "bar", "bar"],
      [{ e: null }, { a: 1 }, { e: null, a: 1 }],
      [[1, 2], { a: "b", c: null }, { a: "b" }],
      [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }]
    ]
    for (const [target, patch, result] of examples) {
      assert.deepStrictEqual(mergePatch(target, patch), result, JSON.stringify([target, patch]))
    }
  })

  it.prop("applying a patch twice is the same as applying it once", [object, object], ([target, patch]) => {
    const once = mergePatch(target, patch)
    assert.deepStrictEqual(mergePatch(once, patch), once)
  })

  it.prop("a null member removes its key; other members end up as the patch says", [object, object], ([t, p]) => {
    const result = mergePatch(t, p) as JsonObject
    for (const [key, value] of Object.entries(p)) {
      if (value === null) assert.isFalse(key in result, key)
      else if (typeof value !== "object" || Array.isArray(value)) assert.deepStrictEqual(result[key], value, key)
    }
    for (const [key, value] of Object.entries(t)) {
      if (!(key in p)) assert.deepStrictEqual(result[key], value, `${key} untouched`)
    }
  })

  it.prop("never changes its inputs", [object, object], ([target, patch]) => {
    const before = [JSON.stringify(target), JSON.stringify(patch)]
    mergePatch(target, patch)
    assert.deepStrictEqual([JSON.stringify(target), JSON.stringify(patch)], before)
  })
})

describe("canonicalJson", () => {
  it.prop("is the same for any key order and parses back to the same value", [json, fc.nat(20)], ([value, seed]) => {
    const text = canonicalJson(value)
    assert.strictEqual(canonicalJson(reorder(value, seed)), text)
    assert.deepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)))
  })

  it("sorts keys by UTF-16 code units and writes no whitespace", () => {
    assert.strictEqual(
      canonicalJson({ b: [1, { z: true, a: null }], a: "x", B: 1.5 }),
      '{"B":1.5,"a":"x","b":[1,{"a":null,"z":true}]}'
    )
  })
})

describe("isStorable", () => {
  it("refuses U+0000 and lone surrogates anywhere, keys included", () => {
    assert.isTrue(isStorable({ a: ["ok", { "é😀": "😀" }] }))
    assert.isFalse(isStorable({ a: "x\u0000" }))
    assert.isFalse(isStorable({ "\u0000": 1 }))
    assert.isFalse(isStorable({ a: ["\ud800"] }))
    assert.isFalse(isStorable({ a: "\udc00x" }))
  })
})

describe("textDepth", () => {
  const nested: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 8 }) as fc.Arbitrary<JsonValue>

  it.prop("measures a JSON text as depth measures its value, whatever the strings hold", [nested], ([value]) => {
    assert.strictEqual(textDepth(JSON.stringify(value)), depth(value))
    assert.strictEqual(textDepth(JSON.stringify(value, null, 2)), depth(value))
  })

  it("counts brackets outside strings only, escapes included, and survives any depth", () => {
    assert.strictEqual(textDepth(JSON.stringify({ a: '[{"x\\"}]', b: ["\\", '"[', {}] })), 3)
    assert.strictEqual(textDepth("[".repeat(1_000_000) + "]".repeat(1_000_000)), 1_000_000)
    assert.strictEqual(textDepth("42"), 0)
  })
})
