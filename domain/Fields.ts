// Field schemas shared by the talent and contract inputs: trimmed bounded text and bounded lists, whose
// failures carry the short issue codes of the error details (too_short, too_long, too_many:N, required).
import { Schema } from "effect"

/** 1 to `max` characters after trimming surrounding whitespace. */
export const trimmedText = (max: number) =>
  Schema.Trim.pipe(
    Schema.minLength(1, { message: () => "too_short" }),
    Schema.maxLength(max, { message: () => "too_long" })
  )

/** Up to `max` items. */
export const listOf = <A, I>(item: Schema.Schema<A, I>, max: number) =>
  Schema.Array(item).pipe(Schema.maxItems(max, { message: () => `too_many:${max}` }))

/** 1 to `max` items; an empty list is reported as `required`. */
export const nonEmptyListOf = <A, I>(item: Schema.Schema<A, I>, max: number) =>
  listOf(item, max).pipe(Schema.minItems(1, { message: () => "required" }))
