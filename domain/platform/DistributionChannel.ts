// Distribution channels: where an asset is used (SPEC talent-clearance input `distribution_channels`). Each
// workspace has a configured set, by default exactly the values the spec names: web, social, broadcast. A value
// outside the set is a validation error whose message lists the allowed ones.
import { Array as Arr, Either, Schema } from "effect"
import { type FieldIssue, ValidationError } from "./Errors.js"

export const DEFAULT_CHANNELS: ReadonlyArray<string> = ["web", "social", "broadcast"]

export const MAX_CHANNELS = 50

/** The shape of a channel name: a lower-case slug such as `web`, `paid_social` or `out-of-home`. */
export const ChannelName = Schema.String.pipe(
  Schema.pattern(/^[a-z][a-z0-9_-]{0,39}$/, { message: () => "invalid_channel_name" }),
  Schema.annotations({
    identifier: "DistributionChannel",
    description: "One of the workspace's distribution channels (by default web, social, broadcast)"
  })
)

/**
 * Checks requested channels against the allowed set: every unknown entry gets a details entry
 * (`channels[1]: invalid_value`) and the message lists the allowed values. Duplicates are dropped, order kept.
 */
export const check = (
  allowed: ReadonlyArray<string>,
  requested: ReadonlyArray<string>,
  field: string
): Either.Either<ReadonlyArray<string>, ValidationError> => {
  const unknown: Array<FieldIssue> = []
  requested.forEach((channel, i) => {
    if (!allowed.includes(channel)) unknown.push({ field: `${field}[${i}]`, issue: "invalid_value" })
  })
  if (unknown.length === 0) return Either.right(Arr.dedupe(requested))
  const names = requested.filter((c) => !allowed.includes(c)).map((c) => JSON.stringify(c))
  return Either.left(
    ValidationError.of(
      unknown,
      `${field}: ${names.join(", ")} ${names.length === 1 ? "is not a distribution channel" : "are not distribution channels"} of this workspace; allowed: ${allowed.join(", ")}`
    )
  )
}

const invalidNames = (field: string, bad: ReadonlyArray<string>) =>
  ValidationError.of(
    bad.map((b) => ({ field, issue: `invalid_channel_name:${b}` })),
    `Channel names are lower-case slugs (a-z, 0-9, _ and -, starting with a letter); invalid: ${bad.join(", ")}`
  )

/** Parses an operator's comma-separated channel list (`web,social,ctv`); the result is deduplicated. */
export const parseList = (text: string): Either.Either<ReadonlyArray<string>, ValidationError> => {
  const parts = text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
  const bad = parts.filter((p) => !Schema.is(ChannelName)(p))
  if (parts.length === 0) return Either.left(ValidationError.field("channels", "required", "Name at least one channel"))
  if (parts.length > MAX_CHANNELS) {
    return Either.left(ValidationError.field("channels", "too_many", `At most ${MAX_CHANNELS} channels`))
  }
  return bad.length > 0 ? Either.left(invalidNames("channels", bad)) : Either.right(Arr.dedupe(parts))
}

/** One change to a channel set made in the dashboard: add a channel, rename one, or remove one. */
export type ChannelEdit =
  | { readonly _tag: "Add"; readonly name: string }
  | { readonly _tag: "Rename"; readonly name: string; readonly to: string }
  | { readonly _tag: "Remove"; readonly name: string }

/**
 * The set after one edit, order kept (a renamed channel keeps its place), as the comma-separated list that
 * `parseList` then checks (at least one, at most MAX_CHANNELS). A new name must be a channel name. Adding or renaming to a channel already
 * in the set is refused (`name: duplicate`), as is renaming or removing one that is not (`name: not_found`).
 */
export const applyEdit = (
  current: ReadonlyArray<string>,
  edit: ChannelEdit
): Either.Either<string, ValidationError> => {
  const target = edit._tag === "Rename" ? edit.to.trim() : edit.name.trim()
  if (edit._tag !== "Remove" && !Schema.is(ChannelName)(target)) return Either.left(invalidNames("name", [target]))
  if (edit._tag !== "Add" && !current.includes(edit.name)) {
    return Either.left(ValidationError.field("name", "not_found", `${edit.name} is not a channel of this workspace`))
  }
  if (edit._tag !== "Remove" && current.includes(target) && !(edit._tag === "Rename" && edit.name === target)) {
    return Either.left(ValidationError.field("name", "duplicate", `${target} is already a channel of this workspace`))
  }
  const next =
    edit._tag === "Add"
      ? [...current, target]
      : edit._tag === "Rename"
        ? current.map((c) => (c === edit.name ? target : c))
        : current.filter((c) => c !== edit.name)
  return Either.right(next.join(","))
}
