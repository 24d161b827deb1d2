// Request schemas decode strictly: every failing field is reported (not only the first) and unknown fields
// are errors (issue `unknown_field`), so a typo never silently does nothing.
import type { Schema } from "effect"

export const strict = <S extends Schema.Schema.Any>(schema: S): S =>
  schema.annotations({ parseOptions: { errors: "all", onExcessProperty: "error" } }) as S
