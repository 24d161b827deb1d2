// Bearer authentication for the route groups. The platform middleware has already authenticated the request
// (once, at the edge); this provides the resulting principal to handlers, or fails with 401.
import { Effect, Layer, Result, type Types } from "effect"
import type { HttpServerResponse } from "effect/http"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { CurrentPrincipal } from "../../../application/platform/CurrentPrincipal.js"
import type { Unauthorized } from "../../../domain/platform/Errors.js"
import { UnauthorizedWire } from "./Errors.js"
import { CurrentRequest } from "./RequestContext.js"

export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentPrincipal }>()(
  "Authentication",
  { error: UnauthorizedWire, security: { bearer: HttpApiSecurity.bearer } }
) {}

export const layer = Layer.succeed(Authentication, {
  bearer: (httpEffect) =>
    Effect.flatMap(
      CurrentRequest,
      ({ auth }): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled | Unauthorized> =>
        Result.isSuccess(auth)
          ? Effect.provideService(httpEffect, CurrentPrincipal, auth.success)
          : Effect.fail(auth.failure)
    )
})
