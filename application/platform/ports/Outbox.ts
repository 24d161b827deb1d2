// Port: the transactional outbox. Events appended inside a transaction commit with the change that caused them;
// delivery (webhooks) reads them from here, never from memory alone.
import { Context, type Effect } from "effect"
import type { DomainEvent } from "../../../domain/platform/Event.js"

export interface OutboxShape {
  readonly append: (events: ReadonlyArray<DomainEvent>) => Effect.Effect<void>
}

export class Outbox extends Context.Tag("clearhouse/Outbox")<Outbox, OutboxShape>() {}
