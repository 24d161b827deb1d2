// Per-request facts set once by the platform middleware at the edge: the request id and the outcome of
// authentication (done once per request, because rate limiting needs the key before routing).
import { Either, FiberRef } from "effect"
import { Unauthorized } from "../../../domain/platform/Errors.js"
import type { Principal } from "../../../domain/platform/Principal.js"

export interface RequestContext {
  readonly requestId: string
  readonly auth: Either.Either<Principal, Unauthorized>
}

export const CurrentRequest = FiberRef.unsafeMake<RequestContext>({
  requestId: "",
  auth: Either.left(Unauthorized.of("Missing API key: send the header Authorization: Bearer <API_KEY>"))
})
