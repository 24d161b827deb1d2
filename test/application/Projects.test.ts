// Project use cases on the in-memory adapters: scope checks, workspace confinement, configured visibilities,
// and one outbox event per real change.
import { assert, describe, it } from "@effect/vitest"
import { Effect, Ref, Schema } from "effect"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import * as Projects from "../../application/projects/Projects.js"
import { MemoryOutboxEvents } from "../../adapters/memory/MemoryOutbox.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES, type Scope } from "../../domain/platform/Scope.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { ApiKeyId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"

const principal = (workspace: string, scopes: ReadonlyArray<Scope> = ALL_SCOPES) =>
  new Principal({
    workspaceId: Schema.decodeSync(WorkspaceId)(workspace),
    userId: Schema.decodeSync(UserId)("usr_01m7z3qfmzfzzvf9fh0kac7238"),
    keyId: Schema.decodeSync(ApiKeyId)("key_01m7z3qfmzfzzvf9fh0kac7238"),
    scopes,
    rateLimitPerMinute: 60
  })
const A = "wsp_01m7z3qfmzfzzvf9fh0kac7230"
const B = "wsp_01m7z3qfmzfzzvf9fh0kac7231"
const as = (p: Principal) => Effect.provideService(CurrentPrincipal, p)

const Env = InMemory.layer(defaultConfig({ projectVisibilities: ["private", "team"] }))

describe("Projects use cases (memory adapters)", () => {
  it.effect("create → update → delete writes project.created, project.updated, project.deleted", () =>
    Effect.gen(function* () {
      const created = yield* Projects.createProject({ name: "One" }).pipe(as(principal(A)))
      yield* Projects.updateProject(created.id, { visibility: "team" }).pipe(as(principal(A)))
      yield* Projects.updateProject(created.id, { visibility: "team" }).pipe(as(principal(A)))
      yield* Projects.deleteProject(created.id).pipe(as(principal(A)))
      const events = yield* Ref.get(yield* MemoryOutboxEvents)
      assert.deepStrictEqual(
        events.map((e) => e.type),
        ["project.created", "project.updated", "project.deleted"]
      )
      assert.isTrue(events.every((e) => e.workspaceId === A))
    }).pipe(Effect.provide(Env))
  )

  it.effect("each use case demands its scope and names what is missing", () =>
    Effect.gen(function* () {
      const reader = principal(A, ["projects:read"])
      const denied = yield* Projects.createProject({ name: "x" }).pipe(as(reader), Effect.flip)
      assert.strictEqual(denied._tag, "Forbidden")
      assert.deepStrictEqual(denied.details, [{ field: "scopes", issue: "missing:projects:write" }])
      const list = yield* Projects.listProjects({}).pipe(as(principal(A, ["projects:write"])), Effect.flip)
      assert.deepStrictEqual(list.details, [{ field: "scopes", issue: "missing:projects:read" }])
    }).pipe(Effect.provide(Env))
  )

  it.effect("visibility must be one of the configured values", () =>
    Effect.gen(function* () {
      const error = yield* Projects.createProject({ name: "x", visibility: "public" }).pipe(
        as(principal(A)),
        Effect.flip
      )
      assert.strictEqual(error._tag, "ValidationError")
      assert.include(error.message, "private, team")
    }).pipe(Effect.provide(Env))
  )

  it.effect("another workspace's project does not exist for the caller", () =>
    Effect.gen(function* () {
      const mine = yield* Projects.createProject({ name: "A only" }).pipe(as(principal(A)))
      const other = principal(B)
      type Attempt = ReturnType<typeof Projects.updateProject> | ReturnType<typeof Projects.deleteProject>
      const attempts: ReadonlyArray<
        Effect.Effect<unknown, Effect.Effect.Error<Attempt>, Effect.Effect.Context<Attempt>>
      > = [
        Projects.getProject(mine.id),
        Projects.updateProject(mine.id, { name: "taken" }),
        Projects.deleteProject(mine.id)
      ]
      for (const attempt of attempts) {
        const error = yield* attempt.pipe(as(other), Effect.flip)
        assert.strictEqual(error._tag, "NotFound")
      }
      const page = yield* Projects.listProjects({}).pipe(as(other))
      assert.strictEqual(page.total, 0)
    }).pipe(Effect.provide(Env))
  )
})
