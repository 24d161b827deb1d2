// JSON Merge Patch (RFC 7396, with the RFC's own examples), canonical JSON and nesting depth, as properties over
// arbitrary JSON.
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import {
  canonicalJson,
  depth,
  forbiddenKeyPath,
  isStorable,
  type JsonObject,
  type JsonValue,
  mayHaveForbiddenKey,
  mergePatch,
  textDepth
} from "../../domain/platform/Json.js"

const json: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>
/** Keys include names of Object.prototype's members, which must behave as any other key. */
const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("__proto__", "constructor", "toString", "valueOf"))
const object: fc.Arbitrary<JsonObject> = fc.dictionary(key, json, { maxKeys: 6 })

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
      if (value === null) assert.isFalse(Object.hasOwn(result, key), key)
      else if (typeof value !== "object" || Array.isArray(value)) assert.deepStrictEqual(result[key], value, key)
    }
    for (const [key, value] of Object.entries(t)) {
      if (!Object.hasOwn(p, key)) assert.deepStrictEqual(result[key], value, `${key} untouched`)
    }
  })

  it("keeps __proto__ and constructor members as data, never as the result's prototype", () => {
    const target = JSON.parse('{"constructor":"c"}') as JsonObject
    const patch = JSON.parse('{"__proto__":{"b":2},"toString":"t"}') as JsonObject
    const result = mergePatch(target, patch) as JsonObject
    assert.strictEqual(Object.getPrototypeOf(result), Object.prototype)
    assert.strictEqual(JSON.stringify(result), '{"constructor":"c","__proto__":{"b":2},"toString":"t"}')
    const merged = mergePatch(result, JSON.parse('{"__proto__":{"a":1}}') as JsonObject)
    assert.strictEqual(JSON.stringify(merged), '{"constructor":"c","__proto__":{"b":2,"a":1},"toString":"t"}')
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

describe("__proto__ members", () => {
  const withProto: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null)),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("__proto__", "a", "constructor"), tie("value"), { maxKeys: 3 })
    )
  })).value

  const at = (value: JsonValue, path: ReadonlyArray<PropertyKey>): unknown =>
    path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], value)

  it.prop("are found wherever they are, by a path that leads to one, in a text that is flagged", [withProto], ([v]) => {
    const text = JSON.stringify(v)
    const value = JSON.parse(text) as JsonValue
    const path = forbiddenKeyPath(value)
    assert.strictEqual(path !== undefined, text.includes('"__proto__":'))
    if (path === undefined) return
    assert.strictEqual(path.at(-1), "__proto__")
    assert.isTrue(Object.hasOwn(at(value, path.slice(0, -1)) as object, "__proto__"))
    assert.isTrue(mayHaveForbiddenKey(text))
  })

  it("are flagged in any spelling with \\u escapes; a text without the name is not flagged", () => {
    for (const text of ['{"\\u005f_proto__":1}', '{"__pr\\u006Fto\\u005F\\u005f":1}', '{"x":"__proto__"}']) {
      assert.isTrue(mayHaveForbiddenKey(text), text)
    }
    assert.deepStrictEqual(forbiddenKeyPath(JSON.parse('[{"a":{"\\u005f_proto__":1}}]')), [0, "a", "__proto__"])
    assert.isUndefined(forbiddenKeyPath(JSON.parse('{"x":"__proto__"}')))
    assert.isFalse(mayHaveForbiddenKey('{"proto":"_proto_","constructor":{}}'))
  })
})
