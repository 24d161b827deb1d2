// Column schemas for values as @effect/sql-pg 4 decodes them. It reads the binary wire format: an int8 column
// (bigint, bigserial, count(*) or sum() of integers) arrives as a JS bigint, which JSON.stringify refuses and
// arithmetic with numbers throws on, where the `pg` driver gave a string. The domain counts in numbers.
import { Schema, SchemaTransformation } from "effect"

/** An int8 column as a number (exact below 2^53, beyond any id, size or amount stored here). */
export const Int8 = Schema.BigInt.pipe(
  Schema.decodeTo(Schema.Number, SchemaTransformation.transform({ decode: Number, encode: BigInt }))
)
