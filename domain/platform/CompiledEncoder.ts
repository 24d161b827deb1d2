// A schema's JSON encoder, made once per schema: the JSON the API writes for a value (a response, an event's
// data), the same as `Schema.encodeSync(Schema.toCodecJson(schema))`. It is made for values the program built
// itself, such as responses.
//
// Effect 4 port, first step: this is Effect's interpreter on the schema's JSON codec, behind the API of the
// compiled encoder of Effect 3 (which walked Effect 3's SchemaAST and does not port); `leftToInterpreter` names the
// whole schema as interpreted.
import { Schema } from "effect"
import type { SchemaAST } from "effect"

/** The JSON encoder of a schema, made once. Encoding fails (throws a `Schema.SchemaError`) as the interpreter does. */
export const compileEncoder = <S extends Schema.ConstraintEncoder<unknown>>(
  schema: S
): ((value: S["Type"]) => unknown) => Schema.encodeSync(Schema.toCodecJson(schema))

/** The nodes of a schema its encoder leaves to the interpreter: here, the whole schema. */
export const leftToInterpreter = (schema: Schema.Top): ReadonlyArray<SchemaAST.AST> => [schema.ast]
