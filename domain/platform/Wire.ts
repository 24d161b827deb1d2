// How domain schemas look on the wire: a class's JSON keys (snake_case where its properties are camelCase), its
// name in the API description, and the JSON Schema of values checked after a transformation (a trimmed text, a
// number read from a query string), which Effect would otherwise describe by their input alone.
import { Schema } from "effect"
import type { JsonSchema } from "effect"

/**
 * The fields of a class whose JSON keys differ from its property names (`createdAt` ⇄ `created_at`), as a Struct
 * that `Schema.Class` accepts: the class keeps its camelCase properties, and encodes to (and decodes from) the
 * renamed keys. The encoded side carries `identifier`, so the API description names it as the class (Effect 4
 * would name it `<identifier>Encoded`, or inline it where it is nested). Use it for every class the API shows,
 * with no renames as well (a nested struct without a name of its own: `undefined`); `annotations` (a description) go with the identifier. (The static `Encoded` type stays the
 * camelCase one.)
 */
export const struct = <const Fields extends Schema.Struct.Fields>(
  identifier: string | undefined,
  fields: Fields,
  renames: { readonly [K in keyof Fields]?: string } = {},
  annotations: { readonly description?: string } = {}
): Schema.Struct<Fields> => {
  const base = Schema.Struct(fields)
  const described = Schema.annotateEncoded<Schema.Top>({
    ...(identifier === undefined ? {} : { identifier }),
    ...annotations
  })
  const encoded =
    Object.keys(renames).length === 0 ? base.pipe(described) : base.pipe(Schema.encodeKeys(renames), described)
  // The renamed schema is the same Objects node (the camelCase fields) with the renaming as its encoding.
  return base.rebuild(encoded.ast as typeof base.ast)
}

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
