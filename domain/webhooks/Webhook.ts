// Webhook endpoints: an http(s) URL of a workspace, the event types it subscribes to (or every type), and
// whether it is enabled. A disabled endpoint receives nothing and says why it was disabled.
import { Either, type Option, Schema } from "effect"
import { ValidationError } from "../platform/Errors.js"
import { EVENT_TYPES, EventType } from "../platform/Event.js"
import { WebhookId, WorkspaceId } from "../platform/Ids.js"

export const MAX_URL_LENGTH = 2048

/** Why a URL is refused, as an issue code; undefined when it is acceptable. */
export const urlIssue = (text: string): string | undefined => {
  if (text.length > MAX_URL_LENGTH) return "too_long"
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return "invalid_url"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "unsupported_scheme"
  if (url.username !== "" || url.password !== "") return "credentials_not_allowed"
  if (url.hostname === "") return "invalid_url"
  return undefined
}

const URL_MESSAGES: Record<string, string> = {
  too_long: `The URL is longer than ${MAX_URL_LENGTH} characters`,
  invalid_url: "The URL is not an absolute URL",
  unsupported_scheme: "Only http and https URLs are accepted",
  credentials_not_allowed: "The URL must not contain a user name or password"
}

/** An absolute http(s) URL without credentials, normalised (as the WHATWG URL parser writes it). */
export const parseUrl = (text: string): Either.Either<string, ValidationError> => {
  const trimmed = text.trim()
  const issue = urlIssue(trimmed)
  return issue === undefined
    ? Either.right(new URL(trimmed).toString())
    : Either.left(ValidationError.field("url", issue, URL_MESSAGES[issue]))
}

export const ALL_EVENTS = "*"

/** The event types an endpoint receives: `*` (every type, including types added later) or a list. */
export const EventSelection = Schema.Union(Schema.Literal(ALL_EVENTS), Schema.NonEmptyArray(EventType))
export type EventSelection = typeof EventSelection.Type

/** `*`, or a comma-separated list of event types (`asset.created,agent.completed`). */
export const parseEventSelection = (text: string): Either.Either<EventSelection, ValidationError> => {
  const names = text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
  if (names.length === 0) {
    return Either.left(ValidationError.field("events", "required", "Name at least one event type, or * for all"))
  }
  if (names.includes(ALL_EVENTS)) return Either.right(ALL_EVENTS)
  const unknown = names.filter((n) => !Schema.is(EventType)(n))
  if (unknown.length > 0) {
    return Either.left(
      ValidationError.of(
        unknown.map((n) => ({ field: "events", issue: `unknown_event:${n}` })),
        `Unknown event type${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")}; known: ${EVENT_TYPES.join(", ")}`
      )
    )
  }
  const types = EVENT_TYPES.filter((t) => names.includes(t))
  return Either.right([types[0]!, ...types.slice(1)])
}

/** Whether the selection takes events of `type` (a string: stored events may be of a type added later). */
export const subscribes = (selection: EventSelection, type: string): boolean =>
  selection === ALL_EVENTS || (selection as ReadonlyArray<string>).includes(type)

export const WebhookStatus = Schema.Literal("enabled", "disabled")
export type WebhookStatus = typeof WebhookStatus.Type

export class WebhookEndpoint extends Schema.Class<WebhookEndpoint>("WebhookEndpoint")({
  id: WebhookId,
  workspaceId: WorkspaceId,
  url: Schema.String,
  events: EventSelection,
  status: WebhookStatus,
  /** Set when disabled: by the operator, or automatically after failing for too long. */
  disabledReason: Schema.OptionFromNullOr(Schema.String),
  disabledAt: Schema.OptionFromNullOr(Schema.DateTimeUtc),
  /** When the current run of failed attempts began; none while deliveries succeed. */
  failingSince: Schema.OptionFromNullOr(Schema.DateTimeUtc),
  createdAt: Schema.DateTimeUtc,
  updatedAt: Schema.DateTimeUtc
}) {}

/** The reason recorded when an operator disables an endpoint by hand. */
export const disabledByOperator = (note: Option.Option<string>): string =>
  note._tag === "Some" && note.value.trim() !== ""
    ? `disabled by operator: ${note.value.trim()}`
    : "disabled by operator"
