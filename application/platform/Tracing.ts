// Spans that cost nothing while tracing is off (the server runs without a tracer unless an OTLP endpoint is
// configured). Effect.fn and Effect.withSpan make their span on every call even then (a no-op span, a captured stack
// trace, and the span provided as the parent, which copies the fiber's whole context twice); `fn` and `span` check
// the fiber's tracer first and, when it is off, run the body as it is.
import { Effect, FiberRef } from "effect"
import type * as Tracer from "effect/Tracer"

const tracerEnabled = FiberRef.get(FiberRef.currentTracerEnabled)

/** `Effect.withSpan(name)`, only while the tracer is on. */
export const span =
  (name: string, options?: Tracer.SpanOptions) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(tracerEnabled, (on) =>
      on ? Effect.withSpan(self, name, { captureStackTrace: false, ...options }) : self
    )

type AnyFunction = (...args: ReadonlyArray<unknown>) => unknown
type Body = (...args: Array<unknown>) => Effect.Effect<unknown>

/** `Effect.fn(name)`, whose span is made only while the tracer is on. */
export const fn = (name: string): Effect.fn.Gen => {
  // Both versions of the body are made once; each call picks one. Typed as Effect.fn is (Effect.fn.Gen).
  const define = (body: unknown, ...pipeables: ReadonlyArray<unknown>) => {
    const traced = (Effect.fn(name) as unknown as AnyFunction)(body, ...pipeables) as Body
    const untraced = (Effect.fnUntraced as unknown as AnyFunction)(body, ...pipeables) as Body
    return function (this: unknown, ...args: Array<unknown>) {
      return Effect.flatMap(tracerEnabled, (on) => (on ? traced : untraced).apply(this, args))
    }
  }
  return define as unknown as Effect.fn.Gen
}
