// Bearer authentication for the route groups. The platform middleware has already authenticated the request
// (once, at the edge); this provides the resulting principal to handlers, or fails with 401.
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import { Effect, FiberRef, Layer } from "effect"
import { CurrentPrincipal } from "../../../application/platform/CurrentPrincipal.js"
import { UnauthorizedWire } from "./Errors.js"
import { CurrentRequest } from "./RequestContext.js"

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: UnauthorizedWire,
  provides: CurrentPrincipal,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

export const layer = Layer.succeed(
  Authentication,
  Authentication.of({ bearer: () => Effect.flatMap(FiberRef.get(CurrentRequest), (request) => request.auth) })
)
