// HttpApiBuilder.group keeps the whole context it was built in and merges it into every call of its handlers:
// with the application's ~90 services, every request copies that map, and every later addition to the request's
// context (the principal, a transaction's connection) copies it again. Built on only the services its handlers
// and middleware use, a group's merge stays small. The type says which services those are: a group layer built
// with a service left out of the list does not compile.
import { Context, Effect, Layer } from "effect"

export const withOnly =
  // Any tag: the identifiers and services are read from the tags given (Tag is invariant in both).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  <const Tags extends ReadonlyArray<Context.Tag<any, any>>>(...tags: Tags) =>
    <A, E, R extends Context.Tag.Identifier<Tags[number]>>(layer: Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
      Layer.scopedContext(
        Effect.gen(function* () {
          const only = Context.pick(...tags)(yield* Effect.context<Context.Tag.Identifier<Tags[number]>>())
          // Built in the same memo map as the rest, so the router it registers on is the API's.
          const memoMap = yield* Layer.CurrentMemoMap
          return yield* Effect.mapInputContext(
            Layer.buildWithMemoMap(layer, memoMap, yield* Effect.scope),
            (_: Context.Context<never>) => only as Context.Context<R>
          )
        })
      )
