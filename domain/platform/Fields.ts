// Field schemas shared by the talent and contract inputs: trimmed bounded text and bounded lists, whose
// failures carry the short issue codes of the error details (too_short, too_long, too_many:N, required).
import { Schema } from "effect"

/**
 * The annotations that describe text checked after a transformation (trimming, lower-casing) in the API
 * description. Effect describes a transformation by its input alone ("a string that will be trimmed"), dropping
 * the bounds and the description, so the JSON Schema a client sees is given whole.
 */
export const describedText = (
  description: string,
  bounds: { readonly minLength?: number; readonly maxLength?: number; readonly pattern?: string } = {}
) => ({ description, jsonSchema: { type: "string", ...bounds, description } })

/** 1 to `max` characters after trimming surrounding whitespace. */
export const trimmedText = (max: number, description = `1 to ${max} characters; surrounding whitespace is trimmed`) =>
  Schema.Trim.pipe(
    Schema.minLength(1, { message: () => "too_short" }),
    Schema.maxLength(max, { message: () => "too_long" })
  ).annotations(describedText(description, { minLength: 1, maxLength: max }))

/** Up to `max` items. */
export const listOf = <A, I>(item: Schema.Schema<A, I>, max: number) =>
  Schema.Array(item).pipe(
    Schema.maxItems(max, { message: () => `too_many:${max}` }),
    Schema.annotations({ description: `Up to ${max} items` })
  )

/** 1 to `max` items; an empty list is reported as `required`. */
export const nonEmptyListOf = <A, I>(item: Schema.Schema<A, I>, max: number) =>
  listOf(item, max).pipe(
    Schema.minItems(1, { message: () => "required" }),
    Schema.annotations({ description: `1 to ${max} items` })
  )
