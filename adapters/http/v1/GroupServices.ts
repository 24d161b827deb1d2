// The context a route group is built in, cut to the services its handlers and middleware read. HttpApi gives every
// request of a group the whole context the group was built in (`Effect.provideContext` of what `HttpApiBuilder.group`
// captured), which merges it into the request's own: every service of that context is set into a new map, on
// every request. Built among all of the application's services, a group's context held ~90 of them; built with
// only its own, a dozen (docs/performance.md, "The route groups' own services").
import { Context, Effect, Layer } from "effect"
import type { HttpRouter } from "effect/http"

/** What a group's layer needs from the context it is built in: its handlers' services and its middleware. */
type Needed<R> = HttpRouter.Request.Only<"Requires", R> | HttpRouter.Request.Without<R>

type Missing<R, S extends ReadonlyArray<Context.Service.Any>> = Exclude<
  Needed<R>,
  Context.Service.Identifier<S[number]>
>

/**
 * `layer` built in a context of `services` alone (taken from the context it is built in). The compiler checks that
 * they cover what the layer requires: a service a handler comes to need and the list lacks is a type error naming it.
 */
export const builtWith =
  <const S extends ReadonlyArray<Context.Service.Any>>(...services: S) =>
  <A, E, R>(
    layer: Layer.Layer<A, E, R> &
      ([Missing<R, S>] extends [never] ? unknown : { readonly "services missing from builtWith": Missing<R, S> })
  ): Layer.Layer<A, E, R> =>
    Layer.effectContext(
      Effect.gen(function* () {
        const scope = yield* Effect.scope
        const own = Context.pick(...services)(yield* Effect.context<never>())
        return yield* Effect.updateContext(Layer.buildWithScope(layer, scope), () => own as Context.Context<R>)
      })
    ) as Layer.Layer<A, E, R>
