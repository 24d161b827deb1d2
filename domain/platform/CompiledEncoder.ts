// A schema's encoder compiled once into plain functions: the same output as `Schema.encodeSync(schema)` for every
// valid value, without the interpreter's per-node work (a Class instance checked and copied, every field's type side
// validated again before its transformation, renamed keys moved through Options). It is made for values the program
// built itself, such as responses: refinements are not checked again on the way out (a value that breaks one is
// written as it is, where the interpreter fails), while the schema's transformations run and fail as they do in the
// interpreter. Subtrees without transformations are copied as the interpreter copies them (objects keep only their
// declared keys, in their order); what this does not know how to compile (a union member no type guard accepts, an
// object with both fields and index signatures, a tuple) is left to the interpreter.
import { Effect, Either, Option, ParseResult, Schema, SchemaAST as AST } from "effect"

// Encoders take and give the values of whatever schema they were compiled from.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Encode = (value: any) => any

const identity: Encode = (value) => value

/** The result of one of a schema's own transformation functions: most answer with an Either, the rest are run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema's functions may name any context
const runTransformation = (result: Effect.Effect<unknown, ParseResult.ParseIssue, any>): unknown => {
  if (Either.isEither(result)) {
    if (Either.isRight(result)) return result.right
    throw new ParseResult.ParseError({ issue: result.left as ParseResult.ParseIssue })
  }
  return Effect.runSync(
    Effect.mapError(
      result as Effect.Effect<unknown, ParseResult.ParseIssue>,
      (issue) => new ParseResult.ParseError({ issue })
    )
  )
}

/**
 * Whether encoding changes nothing below `ast` but, with `picking`, the objects it copies: no transformation, and
 * with `picking` no object with declared fields (the interpreter copies those, leaving out undeclared keys).
 */
const encodesAsIs = (ast: AST.AST, picking: boolean, suspended = 0): boolean => {
  const go = (node: AST.AST) => encodesAsIs(node, picking, suspended)
  switch (ast._tag) {
    case "Transformation":
      return false
    case "Declaration":
      // Its type parameters are checked, not encoded, when the declaration is on a type side (a Class's fields).
      return ast.typeParameters.length === 0 || !picking
    case "Refinement":
      return go(ast.from)
    case "Suspend":
      // A recursive schema repeats itself: one round through it has shown every kind of node it holds. (Its nodes
      // cannot be recognised when met again: a type side made by `typeAST` is new at every level.)
      return suspended > 1 || encodesAsIs(ast.f(), picking, suspended + 1)
    case "Union":
      return ast.types.every(go)
    case "TupleType":
      return ast.elements.every((element) => go(element.type)) && ast.rest.every((rest) => go(rest.type))
    case "TypeLiteral":
      return (
        (!picking || ast.propertySignatures.length === 0) &&
        ast.propertySignatures.every((signature) => go(signature.type)) &&
        ast.indexSignatures.every((signature) => go(signature.type))
      )
    default:
      return true
  }
}

interface Compiler {
  readonly memo: Map<AST.AST, Encode>
  /** The nodes left to the interpreter, for tests and benchmarks to see what is not compiled. */
  readonly interpreted: Array<AST.AST>
}

const interpreted = (ast: AST.AST, compiler: Compiler): Encode => {
  compiler.interpreted.push(ast)
  return ParseResult.encodeUnknownSync(Schema.make(ast))
}

const compile = (ast: AST.AST, compiler: Compiler): Encode => {
  const known = compiler.memo.get(ast)
  if (known !== undefined) return known
  const compiled = encodesAsIs(ast, true) ? identity : compileNode(ast, compiler)
  compiler.memo.set(ast, compiled)
  return compiled
}

const compileNode = (ast: AST.AST, compiler: Compiler): Encode => {
  switch (ast._tag) {
    case "Refinement":
      return compile(ast.from, compiler)
    case "Suspend": {
      // Compiled when first used, one level at a time: a recursive type side is new at every level.
      let body: Encode | undefined
      return (value) => (body ??= compile(ast.f(), compiler))(value)
    }
    case "Union": {
      const members = ast.types.map((member) => ({
        is: Schema.is(Schema.make(AST.typeAST(member))),
        encode: compile(member, compiler)
      }))
      let fallback: Encode | undefined
      return (value) => {
        for (const member of members) if (member.is(value)) return member.encode(value)
        return (fallback ??= interpreted(ast, compiler))(value)
      }
    }
    case "TupleType": {
      if (ast.elements.length > 0 || ast.rest.length !== 1) return interpreted(ast, compiler)
      const item = compile(ast.rest[0]!.type, compiler)
      return (value: ReadonlyArray<unknown>) => value.map(item)
    }
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return compileRecord(ast, compiler)
      const fields = ast.propertySignatures.map((signature) => ({
        key: signature.name,
        encode: compile(signature.type, compiler)
      }))
      return (value: Record<PropertyKey, unknown>) => {
        const out: Record<PropertyKey, unknown> = {}
        for (const { encode, key } of fields) if (Object.hasOwn(value, key)) out[key] = encode(value[key])
        return out
      }
    }
    case "Transformation":
      return compileTransformation(ast, compiler)
    case "Declaration": {
      // Its own encoder (for a Class: the instance as it is); it runs the interpreter only on its type parameters.
      const encode = ast.encodeUnknown(...ast.typeParameters)
      return (value) => runTransformation(encode(value, AST.defaultParseOption, ast))
    }
    default:
      return interpreted(ast, compiler)
  }
}

const compileTransformation = (ast: AST.Transformation, compiler: Compiler): Encode => {
  // Encoding runs backwards: the type side first, then the transformation, then the encoded side.
  const transformation = ast.transformation
  switch (transformation._tag) {
    case "FinalTransformation": {
      const [to, from] = [compile(ast.to, compiler), compile(ast.from, compiler)]
      return (value) => from(runTransformation(transformation.encode(to(value), AST.defaultParseOption, ast, value)))
    }
    case "ComposeTransformation": {
      const [to, from] = [compile(ast.to, compiler), compile(ast.from, compiler)]
      return (value) => from(to(value))
    }
    case "TypeLiteralTransformation":
      return compileRenames(ast, transformation, compiler)
  }
}

/** A record with string keys (`Schema.Record`): every own string key, its value encoded. */
const compileRecord = (ast: AST.TypeLiteral, compiler: Compiler): Encode => {
  const [signature, ...others] = ast.indexSignatures
  const stringKeys = (parameter: AST.AST): boolean =>
    AST.isStringKeyword(parameter) ||
    AST.isTemplateLiteral(parameter) ||
    (AST.isRefinement(parameter) && stringKeys(parameter.from))
  if (
    signature === undefined ||
    others.length > 0 ||
    ast.propertySignatures.length > 0 ||
    !stringKeys(signature.parameter)
  ) {
    return interpreted(ast, compiler)
  }
  const encode = compile(signature.type, compiler)
  return (value: Record<string, unknown>) => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      // An own "__proto__" key stays a key (an assignment would set the object's prototype).
      if (key === "__proto__") {
        Object.defineProperty(out, key, {
          value: encode(value[key]),
          enumerable: true,
          writable: true,
          configurable: true
        })
      } else {
        out[key] = encode(value[key])
      }
    }
    return out
  }
}

/** Renamed keys (`Schema.fromKey`): the object on the encoded side built in one pass over its fields. */
const compileRenames = (
  ast: AST.Transformation,
  transformation: AST.TypeLiteralTransformation,
  compiler: Compiler
): Encode => {
  const { from, to } = ast
  // A type side without transformations only checks and copies: the encoded side's fields, read from the value
  // itself, give the same object.
  if (
    !AST.isTypeLiteral(to) ||
    !encodesAsIs(to, false) ||
    !AST.isTypeLiteral(from) ||
    from.indexSignatures.length > 0
  ) {
    return interpreted(ast, compiler)
  }
  const byEncodedKey = new Map(transformation.propertySignatureTransformations.map((field) => [field.from, field]))
  const fields = from.propertySignatures.map((signature) => ({
    key: signature.name,
    renamed: byEncodedKey.get(signature.name),
    encode: compile(signature.type, compiler)
  }))
  return (value: Record<PropertyKey, unknown>) => {
    const out: Record<PropertyKey, unknown> = {}
    for (const { encode, key, renamed } of fields) {
      if (renamed === undefined) {
        if (Object.hasOwn(value, key)) out[key] = encode(value[key])
      } else {
        const moved = renamed.encode(Object.hasOwn(value, renamed.to) ? Option.some(value[renamed.to]) : Option.none())
        if (Option.isSome(moved)) out[key] = encode(moved.value)
      }
    }
    return out
  }
}

/** The encoder of a schema, compiled once; see the module comment for what it does not check. */
export const compileEncoder = <A, I, R>(schema: Schema.Schema<A, I, R>): ((value: A) => I) =>
  compile(schema.ast, { memo: new Map(), interpreted: [] })

/**
 * The nodes of a schema its compiled encoder leaves to the interpreter (none for the shapes it knows). The body of a
 * recursive schema (a Suspend) is compiled at its first use, so it is not looked at here.
 */
export const leftToInterpreter = (schema: Schema.Schema.Any): ReadonlyArray<AST.AST> => {
  const compiler: Compiler = { memo: new Map(), interpreted: [] }
  compile(schema.ast, compiler)
  return compiler.interpreted
}
