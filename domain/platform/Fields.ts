// Field schemas shared by the talent and contract inputs: trimmed bounded text and bounded lists, whose
// failures carry the short issue codes of the error details (too_short, too_long, too_many:N, required).
import { Schema } from "effect"
import { withJsonSchema } from "./Wire.js"

/**
 * Describes text checked after a transformation (trimming, lower-casing) in the API description. Effect describes
 * a transformation by its input alone (a plain string), dropping the bounds and the description, so the JSON
 * Schema a client sees is given whole.
 */
export const describedText = (
  description: string,
  bounds: { readonly minLength?: number; readonly maxLength?: number; readonly pattern?: string } = {},
  identifier?: string
) => withJsonSchema({ type: "string", ...bounds, description }, identifier)

/** 1 to `max` characters after trimming surrounding whitespace (with `identifier`, so named in the API description). */
export const trimmedText = (
  max: number,
  description = `1 to ${max} characters; surrounding whitespace is trimmed`,
  identifier?: string
) =>
  Schema.Trim.check(
    Schema.isMinLength(1, { message: "too_short" }),
    Schema.isMaxLength(max, { message: "too_long" })
  ).pipe(describedText(description, { minLength: 1, maxLength: max }, identifier))

// The description goes on the list itself, never on its checks: two checks that each carry a description are
// written as `allOf` in the API description.

/** Up to `max` items. */
export const listOf = <S extends Schema.Top>(item: S, max: number, description = `Up to ${max} items`) =>
  Schema.Array(item)
    .annotate({ description })
    .check(Schema.isMaxLength(max, { message: `too_many:${max}` }))

/** 1 to `max` items; an empty list is reported as `required`. */
export const nonEmptyListOf = <S extends Schema.Top>(item: S, max: number, description = `1 to ${max} items`) =>
  Schema.Array(item)
    .annotate({ description })
    .check(Schema.isMaxLength(max, { message: `too_many:${max}` }), Schema.isMinLength(1, { message: "required" }))
