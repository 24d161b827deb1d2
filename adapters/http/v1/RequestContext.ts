// Per-request facts set once by the platform middleware at the edge: the request id and the outcome of
// authentication (done once per request, because rate limiting needs the key before routing). The edge provides
// them around the rest of the request (`Effect.provideService(CurrentRequest, …)`).
import { Context, Result } from "effect"
import { Unauthorized } from "../../../domain/platform/Errors.js"
import type { Principal } from "../../../domain/platform/Principal.js"

export interface RequestContext {
  readonly requestId: string
  readonly auth: Result.Result<Principal, Unauthorized>
}

export const CurrentRequest = Context.Reference<RequestContext>("clearhouse/CurrentRequest", {
  defaultValue: () => ({
    requestId: "",
    auth: Result.fail(Unauthorized.of("Missing API key: send the header Authorization: Bearer <API_KEY>"))
  })
})
