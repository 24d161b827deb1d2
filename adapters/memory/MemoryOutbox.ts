// Outbox in memory: events kept in append order, readable for tests and embedded use.
import { Context, Effect, Layer, Ref } from "effect"
import { Outbox } from "../../application/platform/ports/Outbox.js"
import type { DomainEvent } from "../../domain/platform/Event.js"

/** Read access to what was appended (memory adapter only). */
export class MemoryOutboxEvents extends Context.Tag("clearhouse/MemoryOutboxEvents")<
  MemoryOutboxEvents,
  Ref.Ref<ReadonlyArray<DomainEvent>>
>() {}

export const layer = Layer.effectContext(
  Effect.map(Ref.make<ReadonlyArray<DomainEvent>>([]), (events) =>
    Context.make(MemoryOutboxEvents, events).pipe(
      Context.add(Outbox, Outbox.of({ append: (added) => Ref.update(events, (all) => [...all, ...added]) }))
    )
  )
)
