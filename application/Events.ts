// Builds domain events for the outbox: the resource encoded exactly as the API returns it.
import { DateTime, Effect, Schema } from "effect"
import { DomainEvent, type EventType } from "../domain/Event.js"
import type { WorkspaceId } from "../domain/Ids.js"
import { Ids } from "./ports/Ids.js"
import { Outbox } from "./ports/Outbox.js"

export const makeEvent = <A, I>(
  workspaceId: WorkspaceId,
  type: EventType,
  schema: Schema.Schema<A, I, never>,
  value: A
): Effect.Effect<DomainEvent, never, Ids> =>
  Effect.gen(function* () {
    const ids = yield* Ids
    return new DomainEvent({
      id: yield* ids.next("event"),
      workspaceId,
      type,
      occurredAt: yield* DateTime.now,
      data: Schema.encodeSync(schema)(value)
    })
  })

/** Appends one event; call inside the transaction that makes the change. */
export const emit = <A, I>(
  workspaceId: WorkspaceId,
  type: EventType,
  schema: Schema.Schema<A, I, never>,
  value: A
): Effect.Effect<void, never, Ids | Outbox> =>
  Effect.flatMap(makeEvent(workspaceId, type, schema, value), (event) =>
    Effect.flatMap(Outbox, (outbox) => outbox.append([event]))
  )
