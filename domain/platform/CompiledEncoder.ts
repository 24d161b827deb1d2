// A schema's JSON encoder compiled once into plain functions: the same output as
// `Schema.encodeSync(Schema.toCodecJson(schema))` for every valid value, without the interpreter's per-node work (a
// class instance checked, every field's type side validated again, each step run as an Effect). It is made for values
// the program built itself, such as responses and event data: checks are not run again on the way out (a value that
// breaks one is written as it is, where the interpreter fails), while the schema's transformations run; when one
// fails, the interpreter runs instead and fails as it does. Objects keep only their declared keys, in their order, as
// the interpreter copies them. What this does not know how to compile (a middleware, a tuple, a record of other than
// string keys, a declaration with type parameters and no encoding) is left to the interpreter.
//
// How Effect 4 encodes a node (SchemaParser, in the flipped direction): its own structure first (an object's fields,
// an array's items, each by its own codec), then each link of its encoding in order, the link's transformation and
// then the full codec of the link's target.
import { Effect, Exit, Option, Schema, SchemaAST } from "effect"
import type { DateTime, SchemaGetter } from "effect"
import { compileOnce } from "./SchemaMemo.js"
import { isDateTimeUtcNode } from "./SchemaNodes.js"
import { isoUtc } from "./IsoTimestamp.js"

// Encoders take and give the values of whatever schema they were compiled from.
type Encode = (value: unknown) => unknown

/** A key the value does not have: optional keys flow through the transformations as Effect's `missing` does. */
const MISSING: unique symbol = Symbol("CompiledEncoder/missing")

/** Thrown by a compiled step that cannot give the interpreter's answer; the interpreter then encodes the value. */
class UseInterpreter {}
const useInterpreter = new UseInterpreter()

const identity: Encode = (value) => value

const toOption = (value: unknown): Option.Option<unknown> => (value === MISSING ? Option.none() : Option.some(value))
const fromOption = (option: Option.Option<unknown>): unknown => (Option.isSome(option) ? option.value : MISSING)

const parseOptions: SchemaAST.ParseOptions = {}

// Most effectful getters answer with an Exit already (`Effect.succeed`), which needs no fiber to read.
const runSync = <A>(effect: Effect.Effect<A, unknown, unknown>): A => {
  const exit: Exit.Exit<A, unknown> = Exit.isExit(effect)
    ? (effect as Exit.Exit<A, unknown>)
    : Effect.runSyncExit(effect as Effect.Effect<A, unknown>)
  if (Exit.isSuccess(exit)) return exit.value
  throw useInterpreter
}

/** One getter of a transformation (its `encode` side), as the interpreter applies it. */
const getter = (get: SchemaGetter.Getter<unknown, unknown, unknown>): Encode => {
  switch (get._tag) {
    case "Passthrough":
      return identity
    case "Transform":
      return (value) => (value === MISSING ? MISSING : get.transform(value))
    case "TransformOptional":
      return (value) => fromOption(get.transform(toOption(value)))
    case "TransformEffect":
      return (value) => (value === MISSING ? MISSING : runSync(get.transform(value, parseOptions)))
    case "TransformOptionalEffect":
      return (value) => fromOption(runSync(get.transform(toOption(value), parseOptions)))
  }
}

interface Compiler {
  readonly memo: Map<SchemaAST.AST, Encode>
  /** The nodes left to the interpreter, for tests and benchmarks to see what is not compiled. */
  readonly interpreted: Array<SchemaAST.AST>
}

/** A node the compiler does not handle: encoded by the interpreter, on its own (a JSON codec's node already). */
const interpreted = (ast: SchemaAST.AST, compiler: Compiler): Encode => {
  compiler.interpreted.push(ast)
  let encode: ((value: unknown) => unknown) | undefined
  return (value) => {
    if (value === MISSING) return MISSING
    try {
      return (encode ??= Schema.encodeUnknownSync(Schema.make(ast) as Schema.Codec<unknown, unknown>))(value)
    } catch {
      throw useInterpreter
    }
  }
}

const compile = (ast: SchemaAST.AST, compiler: Compiler): Encode =>
  compileOnce(compiler.memo, ast, () => compileNode(ast, compiler))

/**
 * A `DateTime.Utc` as JSON: its one link, to a string, is the interpreter's `DateTime.formatIso` (`Date#toISOString`),
 * which IsoTimestamp writes the same, ~20× cheaper (two a row of a list page).
 */
const isUtcAsIsoText = (ast: SchemaAST.AST): boolean =>
  isDateTimeUtcNode(ast) &&
  ast.encoding?.length === 1 &&
  ast.encoding[0]!.to._tag === "String" &&
  ast.encoding[0]!.to.encoding === undefined

const utcAsIsoText: Encode = (value) =>
  value === MISSING ? MISSING : isoUtc((value as DateTime.Utc).epochMilliseconds)

const compileNode = (ast: SchemaAST.AST, compiler: Compiler): Encode => {
  if (isUtcAsIsoText(ast)) return utcAsIsoText
  const links = ast.encoding
  const renamed = renamedObjects(ast)
  if (renamed !== undefined) return compileRenamed(ast as SchemaAST.Objects, renamed, compiler)
  const local = compileLocal(ast, compiler)
  if (links === undefined) return local
  const steps: Array<Encode> = [local]
  for (const link of links) {
    if (link.transformation._tag === "Middleware") return interpreted(ast, compiler)
    steps.push(getter(link.transformation.encode))
    const target = compile(link.to, compiler)
    if (target !== identity) steps.push(target)
  }
  const chain = steps.filter((step) => step !== identity)
  if (chain.length === 0) return identity
  if (chain.length === 1) return chain[0]!
  return (value) => {
    let current = value
    for (const step of chain) current = step(current)
    return current
  }
}

/** The node's own structure: an object's fields, an array's items, a union's member (checks are not run). */
const compileLocal = (ast: SchemaAST.AST, compiler: Compiler): Encode => {
  switch (ast._tag) {
    case "Objects":
      return compileObjects(ast, compiler)
    case "Arrays": {
      const [rest, ...more] = ast.rest
      if (more.length > 0 || ast.elements.some((element) => element.context?.isOptional === true)) {
        return interpreted(ast, compiler)
      }
      const elements = ast.elements.map((element) => compile(element, compiler))
      const item = rest === undefined ? undefined : compile(rest, compiler)
      if (elements.length === 0 && item !== undefined) {
        if (item === identity) return (value) => (value === MISSING ? MISSING : [...(value as ReadonlyArray<unknown>)])
        return (value) => (value === MISSING ? MISSING : (value as ReadonlyArray<unknown>).map(item))
      }
      // A tuple, or a list with leading elements (a non-empty list): each element by its own codec, then the rest.
      return (value) => {
        if (value === MISSING) return MISSING
        const list = value as ReadonlyArray<unknown>
        const out = elements.map((encode, i) => encode(list[i]))
        if (item !== undefined) for (let i = elements.length; i < list.length; i++) out.push(item(list[i]))
        return out
      }
    }
    case "Union": {
      const members = ast.types.map((member) => ({ is: guard(member), encode: compile(member, compiler) }))
      // Whichever member the interpreter picks, a value it encodes as it is comes out as it is.
      if (members.every((member) => member.encode === identity)) return identity
      return (value) => {
        if (value === MISSING) return MISSING
        for (const member of members) if (member.is(value)) return member.encode(value)
        throw useInterpreter
      }
    }
    case "Suspend": {
      let body: Encode | undefined
      return (value) => (body ??= compile(ast.thunk(), compiler))(value)
    }
    case "Declaration":
      // Its parser only checks the value (a class instance, a DateTime); its encoding, if any, is its links.
      return ast.typeParameters.length === 0 || ast.encoding !== undefined ? identity : interpreted(ast, compiler)
    default:
      return identity
  }
}

/**
 * Whether a value is of a union member's type, as the interpreter picks the member to encode with: a plain test for
 * the keywords without checks, the member's type schema for the rest.
 */
const guard = (member: SchemaAST.AST): ((value: unknown) => boolean) => {
  const type = SchemaAST.toType(member)
  if (type.checks === undefined) {
    switch (type._tag) {
      case "Null":
        return (value) => value === null
      case "Undefined":
        return (value) => value === undefined
      case "String":
        return (value) => typeof value === "string"
      case "Boolean":
        return (value) => typeof value === "boolean"
      case "Literal": {
        const literal = type.literal
        return (value) => value === literal
      }
    }
  }
  return Schema.is(Schema.make(type))
}

/**
 * An object whose only encoding renames its keys (`Schema.encodeKeys`: one synchronous transformation to an object
 * of the same fields under other names), as the renaming: encoded key → property name. The transformation is tried
 * once on a probe whose values are distinct symbols: it renames exactly when each comes out once, under a key of
 * the target object, and nothing else comes out.
 */
const renamedObjects = (ast: SchemaAST.AST): ReadonlyMap<PropertyKey, PropertyKey> | undefined => {
  const link = ast.encoding?.length === 1 ? ast.encoding[0] : undefined
  if (
    link === undefined ||
    !SchemaAST.isObjects(ast) ||
    !SchemaAST.isObjects(link.to) ||
    ast.indexSignatures.length > 0 ||
    link.to.indexSignatures.length > 0 ||
    link.transformation._tag !== "Transformation" ||
    link.transformation.encode._tag !== "Transform"
  ) {
    return undefined
  }
  const names = ast.propertySignatures.map((signature) => signature.name)
  const probe = new Map(names.map((name) => [Symbol(String(name)), name] as const))
  let out: unknown
  try {
    out = link.transformation.encode.transform(Object.fromEntries([...probe].map(([symbol, name]) => [name, symbol])))
  } catch {
    return undefined
  }
  if (typeof out !== "object" || out === null) return undefined
  const targets = new Set(link.to.propertySignatures.map((signature) => signature.name))
  const renames = new Map<PropertyKey, PropertyKey>()
  for (const key of Reflect.ownKeys(out)) {
    const value: unknown = (out as Record<PropertyKey, unknown>)[key]
    const name = typeof value === "symbol" ? probe.get(value) : undefined
    if (name === undefined || !targets.has(key) || [...renames.values()].includes(name)) return undefined
    renames.set(key, name)
  }
  return renames.size === names.length ? renames : undefined
}

/** Whether no node under `ast` has an encoding: encoding it checks the value and copies objects, nothing else. */
const isTypeOnly = (ast: SchemaAST.AST, seen: Set<SchemaAST.AST> = new Set()): boolean => {
  if (seen.has(ast)) return true
  seen.add(ast)
  if (ast.encoding !== undefined) return false
  switch (ast._tag) {
    case "Objects":
      return (
        ast.propertySignatures.every((signature) => isTypeOnly(signature.type, seen)) &&
        ast.indexSignatures.every((index) => isTypeOnly(index.parameter, seen) && isTypeOnly(index.type, seen))
      )
    case "Arrays":
      return (
        ast.elements.every((element) => isTypeOnly(element, seen)) && ast.rest.every((rest) => isTypeOnly(rest, seen))
      )
    case "Union":
      return ast.types.every((member) => isTypeOnly(member, seen))
    case "Declaration":
      return ast.typeParameters.every((parameter) => isTypeOnly(parameter, seen))
    case "Suspend":
      return isTypeOnly(ast.thunk(), seen)
    default:
      return true
  }
}

/**
 * A renamed object in one pass, in the order of the encoded object's keys: each property encoded by its own codec,
 * then by the encoded field's (as the interpreter does: the object, the renaming, then the encoded object).
 */
const compileRenamed = (
  ast: SchemaAST.Objects,
  renames: ReadonlyMap<PropertyKey, PropertyKey>,
  compiler: Compiler
): Encode => {
  const own = new Map(ast.propertySignatures.map((signature) => [signature.name, signature.type] as const))
  const target = ast.encoding![0]!.to as SchemaAST.Objects
  const fields = target.propertySignatures.flatMap((signature) => {
    const name = renames.get(signature.name)
    const type = name === undefined ? undefined : own.get(name)
    if (name === undefined || type === undefined) return []
    // A type side with no encoding anywhere gives back the value (at most a copy) that the encoded field's own
    // codec then encodes whole: it needs no step of its own (a class's fields made by Wire.fields are such).
    const first = isTypeOnly(type) ? identity : compile(type, compiler)
    const second = compile(signature.type, compiler)
    const encode: Encode = first === identity ? second : second === identity ? first : (value) => second(first(value))
    return [{ key: signature.name, name, encode }]
  })
  return (value) => {
    if (value === MISSING) return MISSING
    const record = value as Record<PropertyKey, unknown>
    const out: Record<PropertyKey, unknown> = {}
    for (const { encode, key, name } of fields) {
      const has = name === "__proto__" ? Object.hasOwn(record, name) : name in record
      const encoded = encode(has ? record[name] : MISSING)
      if (encoded !== MISSING) assign(out, key, encoded)
    }
    return out
  }
}

const isStringKeys = (parameter: SchemaAST.AST): boolean =>
  parameter._tag === "String" && parameter.encoding === undefined

const assign = (out: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown) => {
  // An own "__proto__" key stays a key (an assignment would set the object's prototype).
  if (key === "__proto__") {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    out[key] = value
  }
}

const compileObjects = (ast: SchemaAST.Objects, compiler: Compiler): Encode => {
  const fields = ast.propertySignatures.map((signature) => ({
    key: signature.name,
    encode: compile(signature.type, compiler)
  }))
  const [index, ...moreIndexes] = ast.indexSignatures
  if (index !== undefined) {
    if (fields.length > 0 || moreIndexes.length > 0 || !isStringKeys(index.parameter)) {
      return interpreted(ast, compiler)
    }
    const encode = compile(index.type, compiler)
    return (value) => {
      if (value === MISSING) return MISSING
      const record = value as Record<string, unknown>
      const out: Record<PropertyKey, unknown> = {}
      for (const key of Object.keys(record)) {
        const encoded = encode(record[key])
        if (encoded !== MISSING) assign(out, key, encoded)
      }
      return out
    }
  }
  return (value) => {
    if (value === MISSING) return MISSING
    const record = value as Record<PropertyKey, unknown>
    const out: Record<PropertyKey, unknown> = {}
    for (const { encode, key } of fields) {
      const has = key === "__proto__" ? Object.hasOwn(record, key) : key in record
      const encoded = encode(has ? record[key] : MISSING)
      if (encoded !== MISSING) assign(out, key, encoded)
    }
    return out
  }
}

const codecOf = (schema: Schema.Constraint): SchemaAST.AST => Schema.toCodecJson(schema).ast

/** The JSON encoder of a schema, compiled once; see the module comment for what it does not check. */
export const compileEncoder = <S extends Schema.ConstraintEncoder<unknown>>(
  schema: S
): ((value: S["Type"]) => unknown) => {
  const compiled = compile(codecOf(schema), { memo: new Map(), interpreted: [] })
  let interpreter: ((value: S["Type"]) => unknown) | undefined
  return (value) => {
    try {
      const out = compiled(value)
      if (out !== MISSING) return out
    } catch (error) {
      if (!(error instanceof UseInterpreter)) throw error
    }
    return (interpreter ??= Schema.encodeSync(Schema.toCodecJson(schema)))(value)
  }
}

/**
 * The nodes of a schema its compiled encoder leaves to the interpreter (none for the shapes it knows). The body of a
 * recursive schema (a Suspend) is compiled at its first use, so it is not looked at here.
 */
export const leftToInterpreter = (schema: Schema.Constraint): ReadonlyArray<SchemaAST.AST> => {
  const compiler: Compiler = { memo: new Map(), interpreted: [] }
  compile(codecOf(schema), compiler)
  return compiler.interpreted
}
