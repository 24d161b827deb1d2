// How domain schemas look on the wire: a class's JSON keys (snake_case where its properties are camelCase), its
// name in the API description, and the JSON Schema of values checked after a transformation (a trimmed text, a
// number read from a query string), which Effect would otherwise describe by their input alone.
import { Schema, SchemaAST, SchemaTransformation } from "effect"
import type { JsonSchema } from "effect"

/**
 * Whether a field is filled in when its key is absent (`withDecodingDefault…`): optional in JSON, required in the
 * class.
 */
const isDefaulted = (field: Schema.Constraint): boolean =>
  field.ast.context?.isOptional !== true && SchemaAST.toEncoded(field.ast).context?.isOptional === true

/**
 * The fields of a class whose JSON keys differ from its property names (`createdAt` ⇄ `created_at`), as a Struct
 * that `Schema.Class` accepts: the class keeps its camelCase properties, and encodes to (and decodes from) the
 * renamed keys. Use it for every class the API shows, with no renames as well (a nested struct without a name of
 * its own: `undefined`); `annotations` (a description) describe the JSON object. (The static `Encoded` type stays
 * the camelCase one.)
 *
 * The API description names the JSON object as the class where Effect 3 did: when the fields are the JSON's own
 * (no renamed key, no default filled in), the encoded side carries `identifier`. Otherwise Effect 3 wrote the
 * object inline, and so does the description (Effect 4 names it `<identifier>Encoded`, which the OpenAPI document
 * inlines).
 */
export const fields = <const Fields extends Schema.Struct.Fields>(
  identifier: string,
  fields: Fields,
  renames: { readonly [K in keyof Fields]?: string } = {},
  annotations: { readonly description?: string } = {}
): Schema.Struct<Fields> =>
  renamed(
    Object.keys(renames).length === 0 && !Object.values(fields).some(isDefaulted) ? identifier : undefined,
    fields,
    renames,
    annotations
  )

/**
 * A struct whose JSON keys differ from its property names (a payload, a part of a record), as `fields` does for
 * classes; the API description names its JSON object `identifier` (none: `undefined`), as Effect 3 did.
 */
export const struct = <const Fields extends Schema.Struct.Fields>(
  identifier: string | undefined,
  fields: Fields,
  renames: { readonly [K in keyof Fields]?: string } = {},
  annotations: { readonly description?: string } = {}
): Schema.Struct<Fields> => renamed(identifier, fields, renames, annotations)

/** An object with its keys renamed (`__proto__` stays a key). */
const renameKeys =
  (mapping: ReadonlyMap<string, string>) =>
  (input: { readonly [key: string]: unknown }): { readonly [key: string]: unknown } => {
    const out: { [key: string]: unknown } = {}
    for (const key of Object.keys(input)) {
      Object.defineProperty(out, mapping.get(key) ?? key, {
        value: input[key],
        enumerable: true,
        writable: true,
        configurable: true
      })
    }
    return out
  }

// Decoding first reads the JSON object whole, every field by its own schema under its JSON key (so that every
// failing field is reported at once, at its JSON path, as Effect 3 did), then renames the keys; the fields' types
// are checked once more under their property names. (Effect's `Schema.encodeKeys` reads only the fields' encoded
// forms before renaming: a failure of a field's checks after its transformation, such as a trimmed text's length,
// would wait until every other field is right, under the property name.)
const renamed = <const Fields extends Schema.Struct.Fields>(
  identifier: string | undefined,
  fields: Fields,
  renames: { readonly [K in keyof Fields]?: string },
  annotations: { readonly description?: string }
): Schema.Struct<Fields> => {
  const base = Schema.Struct(fields)
  const names = { ...(identifier === undefined ? {} : { identifier }), ...annotations }
  const forward = new Map(Object.entries(renames).filter((entry): entry is [string, string] => entry[1] !== undefined))
  if (forward.size === 0) return base.pipe(Schema.annotateEncoded<Schema.Top>(names)) as Schema.Struct<Fields>
  const backward = new Map([...forward].map(([name, key]) => [key, name] as const))
  const json: Record<string, Schema.Constraint> = {}
  const types: Record<string, Schema.Constraint> = {}
  for (const [name, field] of Object.entries(fields)) {
    json[forward.get(name) ?? name] = field
    types[name] = Schema.toType(field)
  }
  const encoded = Schema.Struct(json)
    .annotate(names)
    .pipe(
      Schema.decodeTo(
        Schema.Struct(types),
        SchemaTransformation.transform({ decode: renameKeys(backward), encode: renameKeys(forward) })
      )
    )
  // The renamed schema is an Objects node of the camelCase fields with the renaming as its encoding; the Struct
  // keeps the fields as given (`Class.fields`).
  return base.rebuild(encoded.ast as typeof base.ast)
}

/**
 * A named schema described at one use (a field's own description), as the API description writes it: inline, with
 * the description (Effect 4 would otherwise make a second, numbered definition of the name).
 */
export const described = <S extends Schema.Top>(schema: S, description: string): S["Rebuild"] =>
  Schema.annotateEncoded<S["Rebuild"]>({ identifier: undefined, description })(
    schema.annotate({ identifier: undefined, description })
  )

/** Effect's built-ins under the names Effect 3 gave them in the API description (`$ref: Int`, `DateTimeUtc`…). */
export const Int = Schema.Int.annotate({ identifier: "Int" })
export const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
  identifier: "NonNegativeInt"
})
export const DateTimeUtc = Schema.DateTimeUtc.annotate({ identifier: "DateTimeUtc" })

// Effect's escape hatch: a schema that accepts any input and that the JSON codec leaves alone. As the encoded side
// of `withJsonSchema` it only carries the JSON Schema; the schema it decodes to checks the input fully.
const asIs = Schema.Any

/**
 * A schema described in the API by `jsonSchema` as given (the whole JSON Schema of its encoded side), decoding and
 * encoding exactly as before. For text checked after trimming, numbers read from query strings and other values
 * whose bounds Effect cannot see from the encoded side. With `identifier`, the description names it so.
 */
export const withJsonSchema =
  (jsonSchema: JsonSchema.JsonSchema, identifier?: string) =>
  <S extends Schema.Top>(self: S): Schema.compose<S, Schema.Codec<S["Encoded"]>> => {
    const described = asIs.check(Schema.makeFilter(() => true, { toJsonSchema: () => jsonSchema }))
    const encoded = identifier === undefined ? described : described.annotate({ identifier })
    return (encoded as unknown as Schema.Codec<S["Encoded"]>).pipe(Schema.decodeTo(self))
  }
