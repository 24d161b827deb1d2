// Helpers for use-case tests on the in-memory composition: a workspace (100 credits) with a principal acting in
// it, and waiting for what the executors do on their own fibers.
import { Effect, Schedule, Schema } from "effect"
import * as Admin from "../../application/platform/Administration.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import { ApiKeyId, UserId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"

/** A new workspace and a principal of it with these scopes; `provide` runs a use case as that principal. */
export const asPrincipal = (scopes: ReadonlyArray<Scope> = ALL_SCOPES) =>
  Effect.gen(function* () {
    const { workspace } = yield* Admin.createWorkspace({ name: "Runtime", credits: 100 })
    const principal = new Principal({
      workspaceId: workspace.id,
      userId: Schema.decodeSync(UserId)("usr_01m7z3qfmzfzzvf9fh0kac7238"),
      keyId: Schema.decodeSync(ApiKeyId)("key_01m7z3qfmzfzzvf9fh0kac7238"),
      scopes,
      rateLimitPerMinute: 60
    })
    return { workspaceId: workspace.id, provide: Effect.provideService(CurrentPrincipal, principal) }
  })

/** Waits until `read` satisfies `done`, polling every 5 ms (at most about 10 s). */
export const until = <A, R>(read: Effect.Effect<A, unknown, R>, done: (a: A) => boolean) =>
  read.pipe(
    Effect.filterOrFail(done, () => "not yet"),
    Effect.retry(Schedule.spaced("5 millis").pipe(Schedule.intersect(Schedule.recurs(2000)))),
    Effect.orDie
  )
