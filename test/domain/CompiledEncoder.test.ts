// The compiled encoder gives what Schema's interpreter gives (on the JSON codec), for arbitrary values of the shapes
// it compiles itself (classes, renamed keys, optional, defaulted and nullable fields, unions with a transformation,
// arrays, recursive schemas); test/http/CompiledResponses.test.ts checks the same for every JSON success schema of
// the API.
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, DateTime, Effect, Schema, SchemaGetter, SchemaIssue } from "effect"
import { compileEncoder, leftToInterpreter } from "../../domain/platform/CompiledEncoder.js"
import { JsonValueSchema } from "../../domain/platform/Json.js"
import * as Wire from "../../domain/platform/Wire.js"
import { AgentRun } from "../../domain/agents/AgentRun.js"
import { ClearanceRecord } from "../../domain/clearance/Clearance.js"
import { ContractView } from "../../domain/contracts/Contract.js"
import { Asset } from "../../domain/projects/Asset.js"
import { Project } from "../../domain/projects/Project.js"
import { ProvenanceEntry } from "../../domain/projects/Provenance.js"
import { Taxonomy } from "../../domain/tagging/Taxonomy.js"
import { Talent } from "../../domain/talent/Talent.js"
import { WebhookEndpoint } from "../../domain/webhooks/Webhook.js"
import { Workflow } from "../../domain/workflows/Workflow.js"
import { WorkflowRun } from "../../domain/workflows/WorkflowRun.js"

interface Tree {
  readonly at: DateTime.Utc
  readonly children: ReadonlyArray<Tree>
}
const Tree: Schema.Codec<Tree> = Schema.Struct({
  at: Schema.DateTimeUtc,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree)).check(Schema.isMaxLength(3))
})

class Item extends Schema.Class<Item>("Item")(
  Wire.struct(
    "Item",
    {
      id: Schema.String.check(Schema.isPattern(/^itm_[a-z]{3}$/)),
      label: Schema.NullOr(Schema.String),
      createdAt: Schema.DateTimeUtc,
      finishedAt: Schema.NullOr(Schema.DateTimeUtc),
      note: Schema.optionalKey(Schema.String),
      count: Schema.optional(Schema.NumberFromString),
      tags: Schema.Array(Schema.String),
      parts: Schema.Array(Schema.Struct({ at: Schema.DateTimeUtc, kind: Schema.Literals(["a", "b"]) })),
      data: JsonValueSchema,
      status: Schema.Union([Schema.Literal("done"), Schema.Struct({ failedAt: Schema.DateTimeUtc })]),
      mode: Schema.Literals(["x", "y"]).pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("x" as const))),
      tree: Tree
    },
    { createdAt: "created_at", finishedAt: "finished_at", note: "the_note" }
  )
) {}

const Page = Schema.Struct({ data: Schema.Array(Item), meta: Schema.Struct({ total: Schema.Int }) })

const sameAsInterpreter = <S extends Schema.Codec<unknown, unknown>>(schema: S, runs = 200) =>
  Effect.gen(function* () {
    // Compiled throughout: a node left to the interpreter would agree with it trivially.
    assert.deepStrictEqual(leftToInterpreter(schema).map(String), [])
    const compiled = compileEncoder(schema)
    const interpreted = Schema.encodeSync(Schema.toCodecJson(schema))
    const result = yield* Arbitrary.checkEffect(
      Arbitrary.schema(Schema.toType(schema)),
      (value) => {
        assert.deepStrictEqual(compiled(value), interpreted(value))
        return true
      },
      { runs }
    )
    assert.strictEqual(Arbitrary.formatCheckFailure(result), undefined)
  })

describe("compileEncoder", () => {
  it.effect("encodes classes, renamed, optional, nullable, union and recursive fields as the interpreter does", () =>
    Effect.gen(function* () {
      yield* sameAsInterpreter(Item)
      yield* sameAsInterpreter(Page)
    })
  )

  it.effect(
    "encodes the domain's classes (snake_case keys, nested classes, options, JSON values) as the interpreter does",
    () =>
      Effect.gen(function* () {
        for (const schema of [Project, Asset, ProvenanceEntry, Talent, ContractView, ClearanceRecord, Taxonomy]) {
          yield* sameAsInterpreter(schema, 50)
        }
        for (const schema of [AgentRun, WorkflowRun, Workflow, WebhookEndpoint]) yield* sameAsInterpreter(schema, 20)
      })
  )

  it("drops the keys a schema does not declare, as the interpreter does", () => {
    const Struct = Schema.Struct({ a: Schema.String, at: Schema.DateTimeUtc })
    const value = { a: "x", at: DateTime.makeUnsafe(0), secret: "not for the wire" }
    assert.deepStrictEqual(compileEncoder(Struct)(value), { a: "x", at: "1970-01-01T00:00:00.000Z" })
    assert.deepStrictEqual(compileEncoder(Struct)(value), Schema.encodeSync(Schema.toCodecJson(Struct))(value))
  })

  it("a transformation that fails to encode still fails", () => {
    const NonNegative = Schema.String.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: SchemaGetter.transform((s: string) => Number(s)),
        encode: SchemaGetter.transformEffect((n: number) =>
          n < 0 ? Effect.fail(new SchemaIssue.InvalidValue({ message: "negative" }, n)) : Effect.succeed(String(n))
        )
      })
    )
    const encode = compileEncoder(Schema.Struct({ n: NonNegative }))
    assert.deepStrictEqual(encode({ n: 2 }), { n: "2" })
    assert.throws(() => encode({ n: -1 }), /negative/)
  })
})
