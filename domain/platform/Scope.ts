// Permission scopes (SPEC "Agent permission scopes"). API keys use the same set. A principal's effective
// scopes are its key's scopes intersected with its user's current scopes, so a key never exceeds its user.
import { Array as Arr, Either, Schema } from "effect"

export const ALL_SCOPES = [
  "projects:read",
  "projects:write",
  "assets:read",
  "assets:write",
  "talent:read",
  "talent:write",
  "workflows:execute"
] as const

export const Scope = Schema.Literal(...ALL_SCOPES).annotations({
  identifier: "Scope",
  message: () => "invalid_scope"
})
export type Scope = typeof Scope.Type

export const isScope = Schema.is(Scope)

/** Scopes in the canonical order of ALL_SCOPES, without duplicates. */
export const normalize = (scopes: Iterable<Scope>): ReadonlyArray<Scope> => {
  const set = new Set(scopes)
  return ALL_SCOPES.filter((s) => set.has(s))
}

export const intersect = (a: ReadonlyArray<Scope>, b: ReadonlyArray<Scope>): ReadonlyArray<Scope> =>
  normalize(a.filter((s) => b.includes(s)))

export const union = (a: ReadonlyArray<Scope>, b: ReadonlyArray<Scope>): ReadonlyArray<Scope> => normalize([...a, ...b])

/** The required scopes that `granted` lacks, in canonical order; empty when all are granted. */
export const missing = (required: ReadonlyArray<Scope>, granted: ReadonlyArray<Scope>): ReadonlyArray<Scope> =>
  normalize(required.filter((s) => !granted.includes(s)))

/**
 * The scopes reading data gathered under these scopes needs: each `x:read` and, for `x:write`, `x:read`
 * (`workflows:execute` guards no data of its own). An agent run's output, log and artifacts carry data of its
 * scopes, so reading them needs `readScopes` of the run's scopes.
 */
export const readScopes = (scopes: ReadonlyArray<Scope>): ReadonlyArray<Scope> =>
  normalize(
    scopes.flatMap((s): ReadonlyArray<Scope> => {
      if (s.endsWith(":read")) return [s]
      const read = s.replace(/:write$/, ":read")
      return isScope(read) && read !== s ? [read] : []
    })
  )

export const isSubset = (sub: ReadonlyArray<Scope>, sup: ReadonlyArray<Scope>): boolean =>
  missing(sub, sup).length === 0

/** Parses a comma-separated list such as `projects:read,assets:write`; returns the unknown entries on failure. */
export const parseList = (text: string): Either.Either<ReadonlyArray<Scope>, ReadonlyArray<string>> => {
  const parts = text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
  const [unknown, known] = Arr.partition(parts, isScope)
  return unknown.length > 0 ? Either.left(unknown) : Either.right(normalize(known))
}
