// A schema's decoder compiled once into plain functions: for every input the same answer as
// `Schema.decodeUnknownEffect(schema)`, without the interpreter's per-node work (an Effect or an Exit per node, a
// parser state per object and array, the candidates of a union looked up per value). It is made for what the
// database gives back (rows of strings, numbers, booleans, nulls, Dates and JSON), and it validates as the
// interpreter does: every check runs on the way in. It answers itself only when it is sure of the interpreter's
// answer, a success; for every other input (a value the schema refuses, a transformation that throws or suspends)
// the interpreter decodes the input from the start, so a failure is always the interpreter's own, with its issue.
// A declaration (Effect's JSON value, a Date, a class's test of its instance, an Option) is run by its own parser.
// What it does not know how to compile (a middleware, a template literal, an index signature of other than string
// keys, a union that must match one member only) is left to the interpreter, node by node.
//
// How Effect 4 decodes a node (its interpreter, `internal/schema/interpreter.ts`): the last link of its encoding
// first, by the link target's full codec, then that link's transformation, then the previous link's target, and so
// on to the first link's transformation; then the node's own structure (an object's fields, an array's items, a
// union's members, each by its own codec), then the node's checks on the result. An absent key flows through as
// `missing`, which only optional transformations turn into a value.
import { DateTime, Effect, Exit, Option, Schema, SchemaAST } from "effect"
import type { SchemaGetter } from "effect"
import { compileOnce } from "./SchemaMemo.js"
import { isDateTimeUtcNode } from "./SchemaNodes.js"
import * as SchemaCompiler from "effect/schema/SchemaCompiler"

// Decoders take what the database or a caller gives and return the schema's type, INVALID or MISSING.
type Decode = (value: unknown) => unknown

/** A key the value does not have: optional keys flow through the transformations as Effect's `missing` does. */
const MISSING: unique symbol = Symbol("CompiledDecoder/missing")

/**
 * The interpreter fails with a schema issue here (a wrong type, a failed check, a missing key): a union tries its
 * next member, as the interpreter does; at the root the interpreter runs and gives the failure.
 */
const INVALID: unique symbol = Symbol("CompiledDecoder/invalid")

/**
 * Thrown by a compiled step that cannot tell the interpreter's answer (a transformation threw, an effect did not
 * complete synchronously, a defect): the interpreter then decodes the whole input.
 */
class UseInterpreter {}
const useInterpreter = new UseInterpreter()

const parseOptions: SchemaAST.ParseOptions = {}

/** An Exit's answer: its value, INVALID for a failure made of schema issues only, anything else to the interpreter. */
const fromExit = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) return exit.value
  const reasons = exit.cause.reasons
  if (reasons.length > 0 && reasons.every((reason) => reason._tag === "Fail")) return INVALID
  throw useInterpreter
}

// Effectful getters answer with an Exit when they complete at once (`Effect.succeed`, `Effect.fail`); the interpreter
// wraps a failure inside a node's encoding in an effect that is run here (without services: one that needs them, or
// that does not complete at once, dies, and the interpreter runs it again in its fiber: an effectful transformation
// with side effects would see them twice then; no row schema has one).
const fromEffect = (effect: Effect.Effect<unknown, unknown, unknown>): unknown =>
  fromExit(Exit.isExit(effect) ? effect : Effect.runSyncExit(effect as Effect.Effect<unknown, unknown>))

const toOption = (value: unknown): Option.Option<unknown> => (value === MISSING ? Option.none() : Option.some(value))

const fromOption = (option: unknown): unknown => {
  if (option === INVALID) return INVALID
  const value = option as Option.Option<unknown>
  return Option.isSome(value) ? value.value : MISSING
}

/** A user function (a transformation) whose throw the interpreter turns into a defect: it answers then. */
const guarded =
  <A, B>(f: (input: A) => B) =>
  (input: A): B => {
    try {
      return f(input)
    } catch {
      throw useInterpreter
    }
  }

/**
 * `DateTimeUtcFromDate`'s decoding (`DateTime.make`, then `DateTime.toUtc`: two new DateTime objects, each with a
 * `defineProperty`, about 0.25 µs apiece) made in one step: the Date has passed `Schema.Date`'s test (not Invalid
 * Date) before it, so `DateTime.fromDateUnsafe` (what `DateTime.make` calls for a Date) gives the same UTC DateTime
 * at once. Recognised by the getter itself, which every use of `Schema.DateTimeUtcFromDate` shares, on a link whose
 * target is a Date.
 */
const dateTimeUtcFromDate = (
  Schema.DateTimeUtcFromDate.ast.encoding![0]!.transformation as {
    readonly decode: SchemaGetter.Getter<unknown, unknown, unknown>
  }
).decode

const toDateTimeUtc: Decode = (value) => (value === MISSING ? MISSING : DateTime.fromDateUnsafe(value as Date))

const isDateNode = (ast: SchemaAST.AST): boolean =>
  SchemaAST.isDeclaration(ast) && ast.run === (Schema.Date.ast as SchemaAST.Declaration).run

/** One link's getter (its transformation's `decode` side), as the interpreter applies it. */
const getter = (link: SchemaAST.Link): Decode | undefined => {
  const get = (link.transformation as { readonly decode: SchemaGetter.Getter<unknown, unknown, unknown> }).decode
  if (get === dateTimeUtcFromDate && isDateNode(link.to)) return toDateTimeUtc
  switch (get._tag) {
    case "Passthrough":
      return undefined
    case "Transform": {
      const transform = guarded(get.transform)
      return (value) => (value === MISSING ? MISSING : transform(value))
    }
    case "TransformOptional": {
      const transform = guarded(get.transform)
      return (value) => fromOption(transform(toOption(value)))
    }
    case "TransformEffect": {
      const transform = guarded((value: unknown) => get.transform(value, parseOptions))
      return (value) => (value === MISSING ? MISSING : fromEffect(transform(value)))
    }
    case "TransformOptionalEffect": {
      const transform = guarded((value: Option.Option<unknown>) => get.transform(value, parseOptions))
      return (value) => fromOption(fromEffect(transform(toOption(value))))
    }
  }
}

interface Compiler {
  readonly memo: Map<SchemaAST.AST, Decode>
  /** The nodes left to the interpreter, for tests and benchmarks to see what is not compiled. */
  readonly interpreted: Array<SchemaAST.AST>
}

/**
 * A node the compiler does not handle, decoded by the interpreter on its own (with its checks and encoding). An
 * absent key is not given to it: what the interpreter makes of `missing` there is its to say.
 */
const interpreted = (ast: SchemaAST.AST, compiler: Compiler): Decode => {
  compiler.interpreted.push(ast)
  let decode: ((value: unknown) => Effect.Effect<unknown, unknown, unknown>) | undefined
  return (value) => {
    if (value === MISSING) throw useInterpreter
    return fromEffect((decode ??= Schema.decodeUnknownEffect(Schema.make(ast)))(value))
  }
}

const compile = (ast: SchemaAST.AST, compiler: Compiler): Decode =>
  compileOnce(compiler.memo, ast, () => compileNode(ast, compiler))

const hasEncodingChecks = (ast: SchemaAST.AST): boolean =>
  "encodingChecks" in ast && (ast as { readonly encodingChecks?: unknown }).encodingChecks !== undefined

const compileNode = (ast: SchemaAST.AST, compiler: Compiler): Decode => {
  if (hasEncodingChecks(ast)) return interpreted(ast, compiler)
  const links = ast.encoding
  if (links?.some((link) => link.transformation._tag === "Middleware")) return interpreted(ast, compiler)
  const local = compileLocal(ast, compiler)
  if (local === undefined) return interpreted(ast, compiler)
  if (links === undefined) return local
  // From the encoded end: the last link's target, its transformation, the previous link's target, ... the node.
  const steps: Array<Decode> = []
  for (let i = links.length - 1; i >= 0; i--) {
    const link = links[i]!
    if (i === links.length - 1) steps.push(compile(link.to, compiler))
    const step = getter(link)
    if (step !== undefined) steps.push(step)
    // The Date → DateTime.Utc step gives a UTC DateTime, which `DateTimeUtc`'s own test (with no checks) accepts.
    if (i === 0 && step === toDateTimeUtc && isDateTimeUtcNode(ast)) continue
    steps.push(i === 0 ? local : compile(links[i - 1]!.to, compiler))
  }
  if (steps.length === 1) return steps[0]!
  if (steps.length === 2) {
    const [first, second] = steps as [Decode, Decode]
    return (value) => {
      const current = first(value)
      return current === INVALID ? INVALID : second(current)
    }
  }
  return (value) => {
    let current = value
    for (const step of steps) {
      current = step(current)
      if (current === INVALID) return INVALID
    }
    return current
  }
}

/** The node's own structure (an object's fields, an array's items, a union's members, a keyword), then its checks. */
const compileLocal = (ast: SchemaAST.AST, compiler: Compiler): Decode | undefined => {
  const structure = compileStructure(ast, compiler)
  if (structure === undefined) return undefined
  const checks = ast.checks === undefined ? [] : filtersOf(ast.checks)
  if (checks.length === 0) return structure
  // A check that throws is a defect to the interpreter: it answers then.
  const passes = (value: unknown): boolean => {
    try {
      for (const filter of checks) if (filter.run(value, ast, parseOptions) !== undefined) return false
      return true
    } catch {
      throw useInterpreter
    }
  }
  return (value) => {
    const out = structure(value)
    if (out === INVALID || out === MISSING) return out
    return passes(out) ? out : INVALID
  }
}

/** A node's checks in the order the interpreter runs them; a value passes when every one of them passes. */
const filtersOf = (checks: ReadonlyArray<SchemaAST.Check<unknown>>): Array<SchemaAST.Filter<unknown>> =>
  checks.flatMap((check) => (check._tag === "FilterGroup" ? filtersOf(check.checks) : [check]))

const refinement =
  (is: (value: unknown) => boolean): Decode =>
  (value) =>
    value === MISSING ? MISSING : is(value) ? value : INVALID

/** The structure of a node, or undefined for one the interpreter decodes (whole: its encoding, its checks). */
const compileStructure = (ast: SchemaAST.AST, compiler: Compiler): Decode | undefined => {
  switch (ast._tag) {
    case "String":
      return refinement((value) => typeof value === "string")
    case "Number":
      return refinement((value) => typeof value === "number")
    case "Boolean":
      return refinement((value) => typeof value === "boolean")
    case "BigInt":
      return refinement((value) => typeof value === "bigint")
    case "Null":
      return refinement((value) => value === null)
    case "Undefined":
      return refinement((value) => value === undefined)
    case "Unknown":
    case "Any":
      return refinement(() => true)
    case "Literal": {
      const literal = ast.literal
      return refinement((value) => value === literal)
    }
    case "Declaration":
      return compileDeclaration(ast)
    case "Objects":
      return compileObjects(ast, compiler)
    case "Arrays":
      return compileArrays(ast, compiler)
    case "Union": {
      // A union that must match exactly one member is left to the interpreter (it tries every member).
      if (ast.options?.mode === "oneOf") return undefined
      const members = ast.types.map((member) => ({ takes: takes(member), decode: compile(member, compiler) }))
      // The interpreter tries, in order, the members whose encoded side can take the value (by its runtime type and
      // its literal tags) and gives the first success. A member that cannot take the value fails here as well, so
      // the first member that succeeds, in order, is the one the interpreter gives; a member whose encoded side
      // cannot take the value's runtime type is not tried at all (a class in `NullOr` is not given the null).
      return (value) => {
        if (value === MISSING) return MISSING
        for (const member of members) {
          if (!member.takes(value)) continue
          const out = member.decode(value)
          if (out !== INVALID) return out
        }
        return INVALID
      }
    }
    case "Suspend": {
      let body: Decode | undefined
      return (value) => (body ??= compile(ast.thunk(), compiler))(value)
    }
    default:
      return undefined
  }
}

/**
 * Whether a union member's encoded side can take a value of this runtime type (false only where its decoding fails
 * for certain): the end of its encoding's chain, by its kind; anything not known takes every value.
 */
const takes = (member: SchemaAST.AST): ((value: unknown) => boolean) => {
  let ast = member
  while (ast.encoding !== undefined) {
    if (ast.encoding.some((link) => link.transformation._tag === "Middleware")) return () => true
    ast = ast.encoding[ast.encoding.length - 1]!.to
  }
  switch (ast._tag) {
    case "Null":
      return (value) => value === null
    case "Undefined":
      return (value) => value === undefined
    case "String":
    case "TemplateLiteral":
      return (value) => typeof value === "string"
    case "Number":
      return (value) => typeof value === "number"
    case "Boolean":
      return (value) => typeof value === "boolean"
    case "BigInt":
      return (value) => typeof value === "bigint"
    case "Literal": {
      const literal = ast.literal
      return (value) => value === literal
    }
    case "Arrays":
      return Array.isArray
    case "Objects":
      return ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0 ? () => true : isRecord
    default:
      return () => true
  }
}

/**
 * Declarations whose test is known: Effect's own `Date` (a Date that is not Invalid Date) and `DateTimeUtc` (a UTC
 * DateTime), recognised by their parser function, which every copy of their node shares (`DateTimeUtcFromDate` is
 * `DateTimeUtc` given an encoding). Their checks, if any, run after the test as for any node; other declarations
 * are run by the interpreter.
 */
const knownDeclarations = new Map<SchemaAST.Declaration["run"], (value: unknown) => boolean>([
  [(Schema.Date.ast as SchemaAST.Declaration).run, (value) => value instanceof Date && !Number.isNaN(value.getTime())],
  [
    (Schema.DateTimeUtc.ast as SchemaAST.Declaration).run,
    (value) => DateTime.isDateTime(value) && DateTime.isUtc(value)
  ]
])

const compileDeclaration = (ast: SchemaAST.Declaration): Decode | undefined => {
  const is = ast.typeParameters.length === 0 ? knownDeclarations.get(ast.run) : undefined
  if (is !== undefined) return refinement(is)
  // Any other declaration's own parser (a class's test of its instance, an Option's of its value, given their type
  // parameters), as the interpreter calls it: its answer is an Exit (or an effect, run here), a success of `missing`
  // meaning the value as it is.
  let run: ReturnType<SchemaAST.Declaration["run"]> | undefined
  return (value) => {
    if (value === MISSING) return MISSING
    let result: Effect.Effect<unknown, unknown>
    try {
      result = (run ??= ast.run(ast.typeParameters))(value, ast, parseOptions)
    } catch {
      throw useInterpreter
    }
    const out = fromEffect(result)
    return out === SchemaCompiler.missing ? value : out
  }
}

const assign = (out: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown) => {
  // An own "__proto__" key stays a key (an assignment would set the object's prototype).
  if (key === "__proto__") {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    out[key] = value
  }
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isOptional = (ast: SchemaAST.AST): boolean => ast.context?.isOptional === true

const compileObjects = (ast: SchemaAST.Objects, compiler: Compiler): Decode | undefined => {
  const fields = ast.propertySignatures.map((signature) => ({
    key: signature.name,
    // An own "__proto__" only; any other key may be inherited, as the interpreter reads it (`key in value`).
    own: signature.name === "__proto__",
    optional: isOptional(signature.type),
    decode: compile(signature.type, compiler)
  }))
  const [index, ...moreIndexes] = ast.indexSignatures
  if (index !== undefined) {
    // A record of string keys (`Schema.Record(Schema.String, …)`): each own enumerable string key's value.
    if (fields.length > 0 || moreIndexes.length > 0 || index.parameter !== SchemaAST.string) return undefined
    const decode = compile(index.type, compiler)
    return (value) => {
      if (value === MISSING) return MISSING
      if (!isRecord(value)) return INVALID
      const out: Record<PropertyKey, unknown> = {}
      for (const key of Object.keys(value)) {
        const decoded = decode(value[key])
        if (decoded === INVALID) return INVALID
        if (decoded !== MISSING) assign(out, key, decoded)
      }
      return out
    }
  }
  // An empty struct takes any value but null and undefined, as it is.
  if (fields.length === 0) return refinement((value) => value !== null && value !== undefined)
  return (value) => {
    if (value === MISSING) return MISSING
    if (!isRecord(value)) return INVALID
    const out: Record<PropertyKey, unknown> = {}
    for (const { decode, key, optional, own } of fields) {
      const decoded = decode((own ? Object.hasOwn(value, key) : key in value) ? value[key] : MISSING)
      if (decoded === INVALID) return INVALID
      if (decoded !== MISSING) assign(out, key, decoded)
      else if (!optional) return INVALID
    }
    return out
  }
}

const compileArrays = (ast: SchemaAST.Arrays, compiler: Compiler): Decode | undefined => {
  const [rest, ...more] = ast.rest
  // Optional elements and elements after a rest are left to the interpreter.
  if (more.length > 0 || ast.elements.some(isOptional)) return undefined
  const elements = ast.elements.map((element) => compile(element, compiler))
  const item = rest === undefined ? undefined : compile(rest, compiler)
  const count = elements.length
  return (value) => {
    if (value === MISSING) return MISSING
    if (!Array.isArray(value)) return INVALID
    const list = value as ReadonlyArray<unknown>
    const length = list.length
    if (item === undefined ? length !== count : length < count) return INVALID
    const out: Array<unknown> = new Array(length)
    for (let i = 0; i < length; i++) {
      const decoded = (i < count ? elements[i]! : item!)(list[i])
      if (decoded === INVALID) return INVALID
      // An item the schema leaves out (an optional transformation's none) is the interpreter's to place.
      if (decoded === MISSING) throw useInterpreter
      out[i] = decoded
    }
    return out
  }
}

/** A compiled decoder, as `Schema.decodeUnknownEffect(schema)` without its parse options. */
export type CompiledDecoder<A> = (input: unknown) => Effect.Effect<A, Schema.SchemaError>

/** The compiled decoding of a schema: its value, or INVALID where the interpreter is to answer. */
const compileAnswer = (schema: Schema.Top): Decode => {
  const compiled = compile(schema.ast, { memo: new Map(), interpreted: [] })
  return (input) => {
    try {
      const out = compiled(input)
      return out === MISSING ? INVALID : out
    } catch (error) {
      if (error instanceof UseInterpreter) return INVALID
      throw error
    }
  }
}

/** The decoder of a schema, compiled once; see the module comment for when the interpreter answers instead. */
export const compileDecoder = <S extends Schema.Decoder<unknown>>(schema: S): CompiledDecoder<S["Type"]> => {
  const answer = compileAnswer(schema)
  const interpreter = Schema.decodeUnknownEffect(schema) as CompiledDecoder<S["Type"]>
  return (input) => {
    const out = answer(input)
    return out === INVALID ? interpreter(input) : Effect.succeed(out as S["Type"])
  }
}

/**
 * What the compiled decoder answers by itself: the value, or none where it leaves the input to the interpreter. For
 * tests and benchmarks, which check that it answers for valid rows and that its answer is the interpreter's.
 */
export const compiledAnswer = <S extends Schema.Decoder<unknown>>(
  schema: S
): ((input: unknown) => Option.Option<S["Type"]>) => {
  const answer = compileAnswer(schema)
  return (input) => {
    const out = answer(input)
    return out === INVALID ? Option.none() : Option.some(out as S["Type"])
  }
}

/**
 * The nodes of a schema its compiled decoder leaves to the interpreter (none for the shapes it knows; a class's own
 * test, after its fields, is one). The body of a recursive schema (a Suspend) is compiled at its first use, so it is
 * not looked at here.
 */
export const leftToInterpreter = (schema: Schema.Top): ReadonlyArray<SchemaAST.AST> => {
  const compiler: Compiler = { memo: new Map(), interpreted: [] }
  compile(schema.ast, compiler)
  return compiler.interpreted
}
