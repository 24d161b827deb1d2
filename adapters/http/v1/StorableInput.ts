// Text PostgreSQL cannot store (U+0000, lone UTF-16 surrogates) is refused at the edge for every route at once,
// as a validation_error naming the field: in path parameters, query parameters and JSON bodies (the upload
// reader checks its parts). Without this, such text reaches a query and PostgreSQL's refusal becomes a 500.
import { Option } from "effect"
import type { FieldIssue } from "../../../domain/platform/Errors.js"
import { ValidationError } from "../../../domain/platform/Errors.js"
import { isStorableText, unstorablePath } from "../../../domain/platform/Json.js"
import { fieldPath } from "../../../domain/platform/Validation.js"
import type { RouteMatch } from "./Routes.js"

export const UNSTORABLE = "invalid_string"
const ENCODING = "invalid_encoding"

const refuse = (issues: ReadonlyArray<FieldIssue>): ValidationError =>
  ValidationError.of(
    issues,
    issues
      .map((i) =>
        i.issue === ENCODING
          ? `${i.field} is not valid percent-encoded UTF-8`
          : `${i.field} holds a character that cannot be stored (U+0000 or an unpaired surrogate)`
      )
      .join("; ")
  )

const decodedSegment = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** Issues of the route's path parameters and the query parameters of a request URL. */
const urlIssues = (url: string, route: Option.Option<RouteMatch>): Array<FieldIssue> => {
  const issues: Array<FieldIssue> = []
  if (Option.isSome(route)) {
    for (const [name, raw] of Object.entries(route.value.params)) {
      const value = decodedSegment(raw)
      if (value === undefined) issues.push({ field: name, issue: ENCODING })
      else if (!isStorableText(value)) issues.push({ field: name, issue: UNSTORABLE })
    }
  }
  const q = url.indexOf("?")
  if (q !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
      if (!isStorableText(name)) issues.push({ field: "query", issue: UNSTORABLE })
      else if (!isStorableText(value)) issues.push({ field: name, issue: UNSTORABLE })
    }
  }
  return issues
}

/** The refusal of a request URL whose path or query parameters hold unstorable text, if it does. */
export const checkUrl = (url: string, route: Option.Option<RouteMatch>): ValidationError | undefined => {
  const issues = urlIssues(url, route)
  return issues.length === 0 ? undefined : refuse(issues)
}

// An escaped U+0000 or surrogate in a JSON text (raw control characters are invalid JSON; raw lone surrogates
// cannot come out of UTF-8 decoding): a cheap test before walking the parsed value.
const escapedUnstorable = /\\u(?:0000|[dD][89a-fA-F])/

/** Whether a JSON text may hold unstorable text (false means it certainly does not). */
export const mayBeUnstorable = (text: string): boolean => escapedUnstorable.test(text)

/** The refusal of a parsed JSON body (under `prefix`) holding unstorable text, if it does. */
export const checkJson = (value: unknown, prefix: ReadonlyArray<PropertyKey> = []): ValidationError | undefined => {
  const path = unstorablePath(value)
  return path === undefined ? undefined : refuse([{ field: fieldPath([...prefix, ...path]), issue: UNSTORABLE }])
}

/** The issue of a text part of a form (name, value), if it cannot be stored. */
export const textIssue = (field: string, value: string): FieldIssue | undefined =>
  isStorableText(value) ? undefined : { field, issue: UNSTORABLE }
