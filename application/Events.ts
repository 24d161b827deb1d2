// Builds domain events for the outbox: the resource encoded exactly as the API returns it, by the schema that
// domain/EventData.ts gives the event's type (the one the SDKs' webhook event types are generated from).
import { DateTime, Effect, type Schema } from "effect"
import { compileEncoder } from "../domain/CompiledEncoder.js"
import { DomainEvent, type EventType } from "../domain/Event.js"
import type { EventDataSchema } from "../domain/EventData.js"
import type { WorkspaceId } from "../domain/Ids.js"
import { Ids } from "./ports/Ids.js"
import { Outbox } from "./ports/Outbox.js"

/** The encoder of each resource schema, compiled once (not once per event), the same as the API's responses use. */
const encoders = new WeakMap<Schema.Schema.Any, (value: unknown) => unknown>()

const encoderOf = <A, I>(schema: Schema.Schema<A, I, never>) => {
  let encode = encoders.get(schema)
  if (encode === undefined) {
    encode = compileEncoder(schema as Schema.Schema<unknown, unknown, never>)
    encoders.set(schema, encode)
  }
  return encode as (value: A) => I
}

/** `schema` is the type's schema in EVENT_DATA (any other does not compile). */
export const makeEvent = <T extends EventType>(
  workspaceId: WorkspaceId,
  type: T,
  schema: EventDataSchema<T>,
  value: Schema.Schema.Type<EventDataSchema<T>>
): Effect.Effect<DomainEvent, never, Ids> =>
  Effect.gen(function* () {
    const ids = yield* Ids
    // Every field is valid by its type (a fresh id, the encoded resource): the event is not validated again.
    return new DomainEvent(
      {
        id: yield* ids.next("event"),
        workspaceId,
        type,
        occurredAt: yield* DateTime.now,
        data: encoderOf(schema as Schema.Schema<unknown, unknown, never>)(value)
      },
      true
    )
  })

/** Appends one event; call inside the transaction that makes the change. */
export const emit = <T extends EventType>(
  workspaceId: WorkspaceId,
  type: T,
  schema: EventDataSchema<T>,
  value: Schema.Schema.Type<EventDataSchema<T>>
): Effect.Effect<void, never, Ids | Outbox> =>
  Effect.flatMap(makeEvent(workspaceId, type, schema, value), (event) =>
    Effect.flatMap(Outbox, (outbox) => outbox.append([event]))
  )
