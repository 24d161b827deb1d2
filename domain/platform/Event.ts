// Domain events (SPEC "Events"), written to the outbox in the same transaction as the change that causes them.
// `data` is the resource as the API returns it (its encoded form), so webhooks can send it unchanged.
import { Schema } from "effect"
import { EventId, WorkspaceId } from "./Ids.js"

export const EVENT_TYPES = [
  "asset.created",
  "asset.updated",
  "asset.deleted",
  "project.created",
  "project.updated",
  "project.deleted",
  "workflow.completed",
  "workflow.failed",
  "agent.completed",
  "agent.failed",
  "talent.cleared",
  "talent.flagged"
] as const

export const EventType = Schema.Literal(...EVENT_TYPES).annotations({ identifier: "EventType" })
export type EventType = typeof EventType.Type

export class DomainEvent extends Schema.Class<DomainEvent>("DomainEvent")({
  id: EventId,
  workspaceId: WorkspaceId,
  type: EventType,
  occurredAt: Schema.DateTimeUtc,
  data: Schema.Unknown
}) {}
