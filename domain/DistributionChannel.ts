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
  return bad.length > 0
    ? Either.left(
        ValidationError.of(
          bad.map((b) => ({ field: "channels", issue: `invalid_channel_name:${b}` })),
          `Channel names are lower-case slugs (a-z, 0-9, _ and -, starting with a letter); invalid: ${bad.join(", ")}`
        )
      )
    : Either.right(Arr.dedupe(parts))
}
