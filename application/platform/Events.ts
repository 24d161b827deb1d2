// Builds domain events for the outbox: the resource encoded exactly as the API returns it.
import { DateTime, Effect, type Schema } from "effect"
import { compileEncoder } from "../../domain/platform/CompiledEncoder.js"
import { DomainEvent, type EventType } from "../../domain/platform/Event.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { Ids } from "./ports/Ids.js"
import { Outbox } from "./ports/Outbox.js"

/** The encoder of each resource schema, compiled once (not once per event), the same as the API's responses use. */
const encoders = new WeakMap<Schema.Top, (value: unknown) => unknown>()

const encoderOf = <A, I>(schema: Schema.Codec<A, I>) => {
  let encode = encoders.get(schema)
  if (encode === undefined) {
    encode = compileEncoder(schema as Schema.Codec<unknown, unknown>)
    encoders.set(schema, encode)
  }
  return encode as (value: A) => I
}

// One generator for every event (Effect.fnUntraced), not a new one per call: see PlatformMiddleware's `handle`.
export const makeEvent = Effect.fnUntraced(function* <A, I>(
  workspaceId: WorkspaceId,
  type: EventType,
  schema: Schema.Codec<A, I>,
  value: A
): Effect.fn.Return<DomainEvent, never, Ids> {
  const ids = yield* Ids
  // Every field is valid by its type (a fresh id, the encoded resource): the event is not validated again.
  return new DomainEvent(
    {
      id: yield* ids.next("event"),
      workspaceId,
      type,
      occurredAt: yield* DateTime.now,
      data: encoderOf(schema)(value)
    },
    { disableChecks: true }
  )
})

/** Appends one event; call inside the transaction that makes the change. */
export const emit = <A, I>(
  workspaceId: WorkspaceId,
  type: EventType,
  schema: Schema.Codec<A, I>,
  value: A
): Effect.Effect<void, never, Ids | Outbox> =>
  Effect.flatMap(makeEvent(workspaceId, type, schema, value), (event) =>
    Effect.flatMap(Outbox, (outbox) => outbox.append([event]))
  )
