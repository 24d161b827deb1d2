// The caller of the current use case. Use cases check scopes here and scope all data access to its workspace.
import { Context, Effect } from "effect"
import { Forbidden } from "../../domain/platform/Errors.js"
import type { Principal } from "../../domain/platform/Principal.js"
import { missing, type Scope } from "../../domain/platform/Scope.js"

export class CurrentPrincipal extends Context.Tag("clearhouse/CurrentPrincipal")<CurrentPrincipal, Principal>() {}

/** The current principal, provided it holds every one of `scopes`; otherwise Forbidden naming the missing ones. */
export const requireScopes = (...scopes: ReadonlyArray<Scope>): Effect.Effect<Principal, Forbidden, CurrentPrincipal> =>
  Effect.flatMap(CurrentPrincipal, (principal) => {
    const lacking = missing(scopes, principal.scopes)
    return lacking.length === 0 ? Effect.succeed(principal) : Effect.fail(Forbidden.missingScopes(lacking))
  })
