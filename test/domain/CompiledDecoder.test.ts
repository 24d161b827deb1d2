// The compiled decoder gives what Schema's interpreter gives, for every row schema the PostgreSQL repositories decode
// and for synthetic schemas of the shapes it compiles (optional and defaulted keys, nulls, literals, checks, tuples,
// records, classes, JSON strings, recursive and tagged unions): on valid rows (where it must answer by itself, without
// the interpreter) and on rows mutated at an arbitrary place (a value replaced, a key removed, a key or an item
// added), where it either answers as the interpreter does or leaves the row to the interpreter.
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Cause, DateTime, Effect, Exit, Option, Schema, SchemaGetter, SchemaIssue } from "effect"
import { compiledAnswer, compileDecoder, leftToInterpreter } from "../../domain/platform/CompiledDecoder.js"
import { ProjectId } from "../../domain/platform/Ids.js"
import { Int8 } from "../../adapters/postgres/Columns.js"
import * as PgAgentRuns from "../../adapters/postgres/PgAgentRunRepository.js"
import * as PgApiKeys from "../../adapters/postgres/PgApiKeyRepository.js"
import * as PgAssets from "../../adapters/postgres/PgAssetRepository.js"
import * as PgClearances from "../../adapters/postgres/PgClearanceRepository.js"
import * as PgContracts from "../../adapters/postgres/PgContractRepository.js"
import * as PgProjects from "../../adapters/postgres/PgProjectRepository.js"
import * as PgProvenance from "../../adapters/postgres/PgProvenanceLog.js"
import * as PgTalent from "../../adapters/postgres/PgTalentRepository.js"
import * as PgTaxonomies from "../../adapters/postgres/PgTaxonomyRepository.js"
import * as PgWebhookDeliveries from "../../adapters/postgres/PgWebhookDeliveries.js"
import * as PgWebhookEndpoints from "../../adapters/postgres/PgWebhookEndpoints.js"
import * as PgWorkflowRuns from "../../adapters/postgres/PgWorkflowRunRepository.js"
import * as PgWorkflows from "../../adapters/postgres/PgWorkflowRepository.js"
import * as PgWorkspaces from "../../adapters/postgres/PgWorkspaceRepository.js"

type Row = Schema.Decoder<unknown>

/** Every row schema a repository decodes, by name. */
const ROWS: ReadonlyArray<readonly [string, Row]> = [
  ["projects", PgProjects.ProjectRow],
  ["assets", PgAssets.AssetRow],
  ["talent", PgTalent.TalentRow],
  ["contracts", PgContracts.ContractRow],
  ["clearances", PgClearances.ClearanceRow],
  ["taxonomies", PgTaxonomies.TaxonomyRow],
  ["workflows", PgWorkflows.Row],
  ["workflow runs", PgWorkflowRuns.RunRowSchema],
  ["workflow steps", PgWorkflowRuns.StepRowSchema],
  ["agent runs", PgAgentRuns.RunRowSchema],
  ["agent runs listed", PgAgentRuns.ListedRowSchema],
  ["agent run records", PgAgentRuns.RecordRowSchema],
  ["agent run units", PgAgentRuns.UnitSchema],
  ["agent run log", PgAgentRuns.LogSchema],
  ["webhook endpoints", PgWebhookEndpoints.EndpointRow],
  ["webhook deliveries claimed", PgWebhookDeliveries.ClaimedRow],
  ["webhook attempts", PgWebhookDeliveries.AttemptRow],
  ["provenance", PgProvenance.EntryRow],
  ["api keys", PgApiKeys.KeyRow],
  ["credentials", PgApiKeys.CredentialsRow],
  ["workspaces", PgWorkspaces.WorkspaceRow],
  ["users", PgWorkspaces.UserRow]
]

// ---------------------------------------------------------------------------------------------------------------
// Synthetic schemas: what row schemas use, and a few shapes they may come to use.

class Term extends Schema.Class<Term>("Term")({
  name: Schema.String.check(Schema.isMinLength(1)),
  weight: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10 }))
}) {}

interface Tree {
  readonly label: string
  readonly children: ReadonlyArray<Tree>
}
const Tree: Schema.Codec<Tree> = Schema.Struct({
  label: Schema.String,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree)).check(Schema.isMaxLength(2))
})

const Shape = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("circle"), radius: Schema.Finite }),
  Schema.Struct({ kind: Schema.Literal("square"), side: Schema.Number.check(Schema.isGreaterThan(0)) }),
  Schema.Literal("none")
])

const Synthetic = Schema.Struct({
  id: ProjectId,
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(12)),
  note: Schema.optionalKey(Schema.String),
  maybe: Schema.optional(Schema.NullOr(Schema.Boolean)),
  mode: Schema.Literals(["a", "b"]).pipe(Schema.withDecodingDefaultKey(Effect.succeed("a" as const))),
  count: Schema.NumberFromString,
  size: Int8,
  at: Schema.NullOr(Schema.DateTimeUtcFromDate),
  pair: Schema.Tuple([Schema.Int, Schema.String]),
  tags: Schema.Array(Schema.String.check(Schema.isPattern(/^[a-z]+$/))).check(Schema.isMaxLength(4)),
  meta: Schema.Record(Schema.String, Schema.Unknown),
  terms: Schema.toCodecJson(Schema.Array(Term)),
  settings: Schema.fromJsonString(Schema.Struct({ on: Schema.Boolean, level: Schema.optionalKey(Schema.Int) })),
  shape: Shape,
  tree: Tree
})

// ---------------------------------------------------------------------------------------------------------------
// Inputs: valid rows (a value of the schema's type, encoded) and the same rows mutated at one place.

/** Values that break something almost anywhere: wrong types, Invalid Date, empty containers, odd numbers. */
const ODD: ReadonlyArray<unknown> = [
  null,
  undefined,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  "x",
  "prj_01jd5x8m2kf3q9v7w6t4y2r0ab",
  "12",
  "{}",
  true,
  false,
  new Date(Number.NaN),
  new Date(0),
  [],
  {},
  ["x"],
  { a: 1 },
  10n,
  DateTime.makeUnsafe(0)
]

type Mutation = "replace" | "delete" | "add"

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)

/** The paths to every value inside `value` (objects and arrays), the root's included as the empty path. */
const pathsOf = (value: unknown, at: ReadonlyArray<PropertyKey> = []): Array<ReadonlyArray<PropertyKey>> => {
  const paths = [at]
  if (isContainer(value)) for (const key of Object.keys(value)) paths.push(...pathsOf(value[key], [...at, key]))
  return paths
}

/** `value` with the place at `path` changed, the containers on the way copied (the input is left as it was). */
const mutateAt = (
  value: unknown,
  path: ReadonlyArray<PropertyKey>,
  mutation: Mutation,
  replacement: unknown
): unknown => {
  const [key, ...rest] = path
  if (key === undefined) {
    if (mutation === "replace") return replacement
    if (Array.isArray(value)) return mutation === "add" ? [...value, replacement] : value.slice(1)
    if (isContainer(value)) {
      if (mutation === "add") return { ...value, extra: replacement }
      const [first] = Object.keys(value)
      const { [first ?? ""]: _removed, ...others } = value
      return others
    }
    return replacement
  }
  if (!isContainer(value)) return value
  if (Array.isArray(value)) {
    const copy: Array<unknown> = [...value]
    if (rest.length === 0 && mutation === "delete") copy.splice(Number(key), 1)
    else copy[Number(key)] = mutateAt(copy[Number(key)], rest, mutation, replacement)
    return copy
  }
  const copy: Record<PropertyKey, unknown> = { ...value }
  if (rest.length === 0 && mutation === "delete") delete copy[key]
  else copy[key] = mutateAt(value[key], rest, mutation, replacement)
  return copy
}

/**
 * A value of the schema's type, encoded, or where that cannot be encoded (a number of the type side that is not an
 * integer, for an int8 column), a value of the encoded side, which may not decode.
 */
const validRows = (schema: Row): Arbitrary.Arbitrary<unknown> => {
  const encode = Schema.encodeUnknownExit(schema as Schema.Codec<unknown, unknown>)
  return Arbitrary.map(
    Arbitrary.all([Arbitrary.schema(Schema.toType(schema)), Arbitrary.schema(Schema.toEncoded(schema))]),
    ([value, encoded]) => {
      const exit = encode(value)
      return Exit.isSuccess(exit) ? exit.value : encoded
    }
  )
}

const mutatedRows = (schema: Row): Arbitrary.Arbitrary<unknown> =>
  Arbitrary.map(
    Arbitrary.all([
      validRows(schema),
      Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
      Arbitrary.schema(Schema.Literals(["replace", "delete", "add"])),
      Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: ODD.length - 1 })))
    ]),
    ([row, at, mutation, odd]) => {
      const paths = pathsOf(row)
      return mutateAt(row, paths[at % paths.length]!, mutation, ODD[odd])
    }
  )

// ---------------------------------------------------------------------------------------------------------------
// The property: the compiled decoder's Exit is the interpreter's (same success and value, or same failure), and where
// it answers by itself the interpreter succeeds with the same value.

const describeExit = (exit: Exit.Exit<unknown, unknown>): unknown =>
  Exit.isSuccess(exit) ? { success: exit.value } : { failure: String(Cause.squash(exit.cause)) }

const agrees = (schema: Row) => {
  const compiled = compileDecoder(schema)
  const answer = compiledAnswer(schema)
  const interpreted = Schema.decodeUnknownEffect(schema)
  return (input: unknown): boolean => {
    const expected = Effect.runSyncExit(interpreted(input))
    assert.deepStrictEqual(describeExit(Effect.runSyncExit(compiled(input))), describeExit(expected))
    const own = answer(input)
    // Where the interpreter succeeds, the compiled decoder answers by itself (nodes it leaves to the interpreter are
    // run inline, on their own).
    if (Exit.isSuccess(expected) && Option.isNone(own)) {
      assert.fail(`a valid row is decoded without the interpreter: ${String(input)} ${JSON.stringify(input)}`)
    }
    if (Option.isSome(own)) {
      assert.isTrue(Exit.isSuccess(expected), "the compiled decoder succeeds only where the interpreter does")
      if (Exit.isSuccess(expected)) assert.deepStrictEqual(own.value, expected.value)
    }
    return true
  }
}

const sameAsInterpreter = (schema: Row, runs: number) =>
  Effect.gen(function* () {
    const check = agrees(schema)
    const valid = yield* Arbitrary.checkEffect(validRows(schema), check, { runs, maxDiscards: 100 * runs })
    assert.strictEqual(Arbitrary.formatCheckFailure(valid), undefined)
    const mutated = yield* Arbitrary.checkEffect(mutatedRows(schema), check, {
      runs: runs * 3,
      maxDiscards: 300 * runs
    })
    assert.strictEqual(Arbitrary.formatCheckFailure(mutated), undefined)
  })

describe("compileDecoder", () => {
  it.effect("decodes every repository's row schema as the interpreter does, valid or mutated", () =>
    Effect.gen(function* () {
      for (const [name, schema] of ROWS) {
        yield* sameAsInterpreter(schema, 40).pipe(Effect.tapCause(() => Effect.logError(`row schema: ${name}`)))
      }
    })
  )

  it.effect("decodes a page of rows (an array of the row schema) as the interpreter does", () =>
    Effect.gen(function* () {
      yield* sameAsInterpreter(Schema.Array(PgProjects.ProjectRow), 40)
      yield* sameAsInterpreter(Schema.Array(PgAssets.AssetRow), 20)
    })
  )

  it.effect(
    "decodes optional, defaulted, nullable, literal, checked, tuple, record, class, JSON-string, union and recursive fields as the interpreter does",
    () => sameAsInterpreter(Synthetic, 100)
  )

  it("compiles every row schema throughout (no node left to the interpreter)", () => {
    for (const [name, schema] of [...ROWS, ["synthetic", Synthetic] as const]) {
      assert.deepStrictEqual(leftToInterpreter(schema).map(String), [], name)
    }
  })

  it("keeps only the declared keys, in the schema's order, as the interpreter does", () => {
    const row = {
      listTotal: 3,
      updatedAt: new Date(1),
      createdAt: new Date(0),
      visibility: "private",
      description: null,
      name: "Trailer",
      id: "prj_01jd5x8m2kf3q9v7w6t4y2r0ab"
    }
    const decoded = Option.getOrThrow(compiledAnswer(PgProjects.ProjectRow)(row))
    assert.deepStrictEqual(Object.keys(decoded), ["id", "name", "description", "visibility", "createdAt", "updatedAt"])
    assert.isTrue(DateTime.isUtc(decoded.createdAt))
    assert.strictEqual(DateTime.toEpochMillis(decoded.updatedAt), 1)
    assert.deepStrictEqual(decoded, Schema.decodeUnknownSync(PgProjects.ProjectRow)(row))
  })

  it("gives the interpreter's own failure for a row the schema refuses", () => {
    const decode = compileDecoder(Schema.Array(PgProjects.ProjectRow))
    const good = {
      id: "prj_01jd5x8m2kf3q9v7w6t4y2r0ab",
      name: "Trailer",
      description: null,
      visibility: "private",
      createdAt: new Date(0),
      updatedAt: new Date(0)
    }
    for (const bad of [
      { ...good, id: "prj_nope" },
      { ...good, createdAt: new Date(Number.NaN) },
      { ...good, description: 3 },
      { id: good.id }
    ]) {
      const exit = Effect.runSyncExit(decode([good, bad]))
      assert.isTrue(Exit.isFailure(exit))
      const expected = Effect.runSyncExit(Schema.decodeUnknownEffect(Schema.Array(PgProjects.ProjectRow))([good, bad]))
      assert.deepStrictEqual(describeExit(exit), describeExit(expected))
    }
  })

  it("treats keys as the interpreter does: an inherited key is read, an own __proto__ stays a key", () => {
    const Struct = Schema.Struct({ name: Schema.String, ["__proto__"]: Schema.optionalKey(Schema.String) })
    const inherited = Object.create({ name: "from the prototype" }) as object
    const own = JSON.parse('{"name":"x","__proto__":"y"}') as object
    for (const input of [inherited, own, { name: "x" }]) {
      const expected = Schema.decodeUnknownSync(Struct)(input)
      assert.deepStrictEqual(Option.getOrThrow(compiledAnswer(Struct)(input)), expected)
    }
    assert.isTrue(Object.hasOwn(Option.getOrThrow(compiledAnswer(Struct)(own)), "__proto__"))
  })

  it("leaves a transformation that throws, or a union that must match one member only, to the interpreter", () => {
    const Throwing = Schema.String.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: SchemaGetter.transform((s: string) => {
          if (s === "boom") throw new Error("boom")
          return s.length
        }),
        encode: SchemaGetter.transform((n: number) => "x".repeat(n))
      })
    )
    const decode = compileDecoder(Schema.Struct({ n: Throwing }))
    assert.deepStrictEqual(Effect.runSync(decode({ n: "abc" })), { n: 3 })
    const died = Effect.runSyncExit(decode({ n: "boom" }))
    assert.isTrue(Exit.isFailure(died) && Cause.hasDies(died.cause))
    assert.isTrue(Option.isNone(compiledAnswer(Schema.Struct({ n: Throwing }))({ n: "boom" })))

    const OneOf = Schema.Union([Schema.String, Schema.String.check(Schema.isMinLength(2))], { mode: "oneOf" })
    assert.deepStrictEqual(leftToInterpreter(OneOf).length, 1)
    for (const input of ["a", "ab", 1]) {
      const expected = Effect.runSyncExit(Schema.decodeUnknownEffect(OneOf)(input))
      assert.deepStrictEqual(describeExit(Effect.runSyncExit(compileDecoder(OneOf)(input))), describeExit(expected))
    }
  })

  it("an effectful transformation's failure is the interpreter's failure", () => {
    const Even = Schema.Number.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: SchemaGetter.transformEffect((n: number) =>
          n % 2 === 0 ? Effect.succeed(n / 2) : Effect.fail(new SchemaIssue.InvalidValue({ message: "odd" }, n))
        ),
        encode: SchemaGetter.transform((n: number) => n * 2)
      })
    )
    const decode = compileDecoder(Schema.Array(Even))
    assert.deepStrictEqual(Effect.runSync(decode([2, 4])), [1, 2])
    const exit = Effect.runSyncExit(decode([2, 3]))
    assert.isTrue(Exit.isFailure(exit))
    assert.match(String(Cause.squash((exit as Exit.Failure<unknown, unknown>).cause)), /odd/)
  })
})
