// The asset use cases on the in-memory adapters alone (no database, no HTTP): what a library user composing
// their own runtime gets. Upload, patch, read the content, and verify the provenance chain.
import { assert, describe, it } from "@effect/vitest"
import { Chunk, DateTime, Effect, Layer, Option, Stream } from "effect"
import * as Assets from "../../application/projects/Assets.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import * as Provenance from "../../application/projects/Provenance.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import * as Talent from "../../application/talent/Talent.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import type { ApiKeyId, ProjectId, TalentId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { create as createProject } from "../../domain/projects/Project.js"

const principal = new Principal({
  workspaceId: "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId,
  userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
  keyId: "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId,
  scopes: ALL_SCOPES,
  rateLimitPerMinute: 100
})

const MemoryLive = Layer.merge(
  InMemory.layer(defaultConfig({ maxUploadBytes: 1024 })),
  Layer.succeed(CurrentPrincipal, principal)
)

describe("asset use cases on memory adapters", () => {
  it.effect("upload, patch, read and verify without a database", () =>
    Effect.gen(function* () {
      const projectId = "prj_01m7z3qfmzfzzvf9fh0kac7238" as ProjectId
      const projects = yield* ProjectRepository
      yield* projects.insert(principal.workspaceId, createProject(projectId, { name: "Memory" }, yield* DateTime.now))
      const asset = yield* Effect.scoped(
        Effect.gen(function* () {
          const staged = yield* Assets.stageFile({
            filename: "hello.txt",
            declaredContentType: "text/plain",
            content: Stream.make(new TextEncoder().encode("hello "), new TextEncoder().encode("world"))
          })
          return yield* Assets.createAsset(staged, { projectId, metadata: { a: 1 }, tags: ["x"], talentIds: [] })
        })
      )
      assert.strictEqual(asset.sizeBytes, 11)
      assert.strictEqual(asset.contentType, "text/plain")
      const talent = yield* Talent.createTalent({ name: "Ada" })
      const updated = yield* Assets.updateAsset(asset.id, { metadata: { a: null, b: 2 }, talentIds: [talent.id] })
      assert.deepStrictEqual(updated.metadata, { b: 2 })
      assert.deepStrictEqual(updated.talentIds, [talent.id])
      const unknownTalent = yield* Assets.updateAsset(asset.id, {
        talentIds: ["tal_01m7z3qfmzfzzvf9fh0kac7299" as TalentId]
      }).pipe(Effect.flip)
      assert.strictEqual(unknownTalent._tag, "ValidationError")
      if (unknownTalent._tag === "ValidationError") {
        assert.deepStrictEqual(unknownTalent.details, [{ field: "talent_ids[0]", issue: "not_found" }])
      }
      const content = yield* Assets.readContent(updated, Option.some({ start: 6, end: 10 }))
      const text = new TextDecoder().decode(Buffer.concat(Chunk.toReadonlyArray(yield* Stream.runCollect(content))))
      assert.strictEqual(text, "world")
      const tooBig = yield* Effect.scoped(
        Assets.stageFile({ filename: "big", declaredContentType: null, content: Stream.make(new Uint8Array(1025)) })
      ).pipe(Effect.flip)
      assert.strictEqual(tooBig._tag, "PayloadTooLarge")
      const verification = yield* Provenance.verifyProvenance(asset.id)
      assert.isTrue(verification.valid)
      assert.strictEqual(verification.entries, 4, "uploaded, metadata_changed, talent_linked, content_read")
    }).pipe(Effect.provide(MemoryLive))
  )
})
