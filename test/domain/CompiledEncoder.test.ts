// The compiled encoder gives what Schema's interpreter gives, for arbitrary values of the shapes it compiles itself
// (classes, renamed keys, optional, defaulted and nullable fields, unions with a transformation, arrays, recursive
// schemas); test/http/CompiledResponses.test.ts checks the same for every JSON success schema of the API.
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, DateTime, FastCheck as fc, ParseResult, Schema } from "effect"
import { compileEncoder, leftToInterpreter } from "../../domain/platform/CompiledEncoder.js"
import { JsonValueSchema } from "../../domain/platform/Json.js"

interface Tree {
  readonly at: DateTime.Utc
  readonly children: ReadonlyArray<Tree>
}
interface TreeEncoded {
  readonly at: string
  readonly children: ReadonlyArray<TreeEncoded>
}
const Tree: Schema.Schema<Tree, TreeEncoded> = Schema.Struct({
  at: Schema.DateTimeUtc,
  children: Schema.Array(Schema.suspend(() => Tree)).pipe(Schema.maxItems(3))
})

class Item extends Schema.Class<Item>("Item")({
  id: Schema.String.pipe(Schema.pattern(/^itm_[a-z]{3}$/)),
  label: Schema.NullOr(Schema.String),
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  finishedAt: Schema.propertySignature(Schema.NullOr(Schema.DateTimeUtc)).pipe(Schema.fromKey("finished_at")),
  note: Schema.optional(Schema.String).pipe(Schema.fromKey("the_note")),
  count: Schema.optional(Schema.NumberFromString),
  tags: Schema.Array(Schema.String),
  parts: Schema.Array(Schema.Struct({ at: Schema.DateTimeUtc, kind: Schema.Literal("a", "b") })),
  data: JsonValueSchema,
  status: Schema.Union(Schema.Literal("done"), Schema.Struct({ failedAt: Schema.DateTimeUtc })),
  mode: Schema.Literal("x", "y").pipe(Schema.optionalWith({ default: () => "x" as const })),
  tree: Tree
}) {}

const Page = Schema.Struct({ data: Schema.Array(Item), meta: Schema.Struct({ total: Schema.Int }) })

const sameAsInterpreter = <A, I>(schema: Schema.Schema<A, I>) => {
  // Compiled throughout: a node left to the interpreter would agree with it trivially.
  assert.deepStrictEqual(leftToInterpreter(schema).map(String), [])
  const compiled = compileEncoder(schema)
  const interpreted = Schema.encodeSync(schema)
  fc.assert(
    fc.property(Arbitrary.make(schema), (value) => assert.deepStrictEqual(compiled(value), interpreted(value))),
    { numRuns: 200 }
  )
}

describe("compileEncoder", () => {
  it("encodes classes, renamed, optional, nullable, union and recursive fields as the interpreter does", () => {
    sameAsInterpreter(Item)
    sameAsInterpreter(Page)
  })

  it("drops the keys a schema does not declare, as the interpreter does", () => {
    const Struct = Schema.Struct({ a: Schema.String, at: Schema.DateTimeUtc })
    const value = { a: "x", at: DateTime.unsafeMake(0), secret: "not for the wire" }
    assert.deepStrictEqual(compileEncoder(Struct)(value), { a: "x", at: "1970-01-01T00:00:00.000Z" })
    assert.deepStrictEqual(compileEncoder(Struct)(value), Schema.encodeSync(Struct)(value))
  })

  it("a transformation that fails to encode still fails", () => {
    const NonNegative = Schema.transformOrFail(Schema.String, Schema.Number, {
      strict: true,
      decode: (s) => ParseResult.succeed(Number(s)),
      encode: (n, _, ast) =>
        n < 0 ? ParseResult.fail(new ParseResult.Type(ast, n, "negative")) : ParseResult.succeed(String(n))
    })
    const encode = compileEncoder(Schema.Struct({ n: NonNegative }))
    assert.deepStrictEqual(encode({ n: 2 }), { n: "2" })
    assert.throws(() => encode({ n: -1 }), /negative/)
  })
})
