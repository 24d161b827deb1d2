// Asset previews through the application alone (in-memory adapters, the real sharp maker): an image's preview is a
// small WebP, made once per content and then read from the cache; a PDF's is its first page, drawn in the PDF
// worker; a file without a preview kind (text, Word) gets none, as does an encrypted PDF (remembered, not tried
// again); and making or reading a preview writes nothing into the asset's provenance (it is not a content read).
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Option, Stream } from "effect"
import sharp from "sharp"
import * as Assets from "../../application/projects/Assets.js"
import { CurrentPrincipal } from "../../application/platform/CurrentPrincipal.js"
import * as Provenance from "../../application/projects/Provenance.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import { ThumbnailMaker } from "../../application/projects/ports/Thumbnails.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import type { ApiKeyId, ProjectId, UserId, WorkspaceId } from "../../domain/platform/Ids.js"
import { Principal } from "../../domain/platform/Principal.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import * as A from "../../domain/projects/Asset.js"
import { create as createProject } from "../../domain/projects/Project.js"
import { colouredPdf } from "../support/PdfFixtures.js"

const principal = new Principal({
  workspaceId: "wsp_01m7z3qfmzfzzvf9fh0kac7238" as WorkspaceId,
  userId: "usr_01m7z3qfmzfzzvf9fh0kac7238" as UserId,
  keyId: "key_01m7z3qfmzfzzvf9fh0kac7238" as ApiKeyId,
  scopes: ALL_SCOPES,
  rateLimitPerMinute: 100
})

const MemoryLive = Layer.merge(
  InMemory.layer(defaultConfig({ maxUploadBytes: 20 * 1024 * 1024 })),
  Layer.succeed(CurrentPrincipal, principal)
)

const projectId = "prj_01m7z3qfmzfzzvf9fh0kac7238" as ProjectId

const upload = (filename: string, bytes: Uint8Array) =>
  Effect.scoped(
    Effect.gen(function* () {
      const staged = yield* Assets.stageFile({ filename, declaredContentType: null, content: Stream.make(bytes) })
      return yield* Assets.createAsset(staged, { projectId, metadata: {}, tags: [], talentIds: [] })
    })
  )

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

describe("asset previews", () => {
  it.effect("an image's preview is a small WebP, made once per content, and never a content read", () =>
    Effect.gen(function* () {
      const projects = yield* ProjectRepository
      yield* projects.insert(principal.workspaceId, createProject(projectId, { name: "Previews" }, yield* DateTime.now))
      // A large photo-like image: noise does not compress, so the original is big.
      const width = 1600
      const height = 1000
      const noise = new Uint8Array(width * height * 3).map((_, i) => (i * 7919) % 251)
      const original = yield* Effect.promise(() =>
        sharp(noise, { raw: { width, height, channels: 3 } })
          .jpeg({ quality: 90 })
          .toBuffer()
      )
      const photo = yield* upload("photo.jpg", original)
      const text = yield* upload("notes.txt", new TextEncoder().encode("no picture here"))

      let made = 0
      const real = yield* ThumbnailMaker
      const counting = Layer.succeed(
        ThumbnailMaker,
        ThumbnailMaker.of({ make: (path, kind) => Effect.suspend(() => ((made += 1), real.make(path, kind))) })
      )
      const first = yield* Assets.thumbnail(photo.id).pipe(Effect.provide(counting))
      const second = yield* Assets.thumbnail(photo.id).pipe(Effect.provide(counting))
      assert.strictEqual(made, 1, "the second view is served from the cache")
      const bytes = Option.getOrThrow(first.preview)
      assert.deepStrictEqual(Option.getOrThrow(second.preview), bytes)
      const meta = yield* Effect.promise(() => sharp(bytes).metadata())
      assert.strictEqual(meta.format, "webp")
      assert.strictEqual(meta.width, 320)
      assert.strictEqual(meta.height, 200)
      assert.isBelow(bytes.length, original.length / 20, `${bytes.length} bytes for ${original.length}`)

      const none = yield* Assets.thumbnail(text.id).pipe(Effect.provide(counting))
      assert.isTrue(Option.isNone(none.preview))
      assert.strictEqual(made, 1, "a text file is not handed to the maker")

      const entries = yield* Provenance.listProvenance(photo.id, { limit: 10 })
      assert.deepStrictEqual(
        entries.items.map((e) => e.action),
        ["uploaded"]
      )
      // An unknown id is not found, as for every asset read.
      const missing = yield* Assets.thumbnail("ast_01m7z3qfmzfzzvf9fh0kac7299").pipe(Effect.flip)
      assert.strictEqual(missing._tag, "NotFound")
    }).pipe(Effect.provide(MemoryLive))
  )

  it.live(
    "a PDF's preview is its first page as a small WebP; an encrypted PDF and a Word file get none; no content read",
    () =>
      Effect.gen(function* () {
        const projects = yield* ProjectRepository
        yield* projects.insert(principal.workspaceId, createProject(projectId, { name: "Papers" }, yield* DateTime.now))
        // A call sheet whose first page is one known colour (the second page is white).
        const sheet = yield* upload("call-sheet.pdf", yield* Effect.promise(() => colouredPdf({ colour: "#d03020" })))
        const locked = yield* upload(
          "locked.pdf",
          yield* Effect.promise(() => colouredPdf({ colour: "#20d050", userPassword: "secret" }))
        )
        assert.strictEqual(sheet.contentType, "application/pdf")

        let made = 0
        const real = yield* ThumbnailMaker
        const counting = Layer.succeed(
          ThumbnailMaker,
          ThumbnailMaker.of({ make: (path, kind) => Effect.suspend(() => ((made += 1), real.make(path, kind))) })
        )
        const preview = Option.getOrThrow((yield* Assets.thumbnail(sheet.id).pipe(Effect.provide(counting))).preview)
        const { data, info } = yield* Effect.promise(() =>
          sharp(preview).removeAlpha().raw().toBuffer({ resolveWithObject: true })
        )
        assert.strictEqual((yield* Effect.promise(() => sharp(preview).metadata())).format, "webp")
        assert.deepStrictEqual([info.width, info.height], [226, 320], "an A4 page, 320 px high")
        // Below the white title, the page's own colour (WebP is lossy: near it).
        const at = (300 * info.width + 20) * 3
        const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!]
        assert.isTrue(Math.abs(r - 0xd0) < 16 && Math.abs(g - 0x30) < 16 && Math.abs(b - 0x20) < 16, `${r},${g},${b}`)
        yield* Assets.thumbnail(sheet.id).pipe(Effect.provide(counting))
        assert.strictEqual(made, 1, "the second view is served from the cache")

        // Encrypted: no preview (the page shows the PDF icon), remembered as such.
        assert.isTrue(Option.isNone((yield* Assets.thumbnail(locked.id).pipe(Effect.provide(counting))).preview))
        assert.isTrue(Option.isNone((yield* Assets.thumbnail(locked.id).pipe(Effect.provide(counting))).preview))
        assert.strictEqual(made, 2, "an encrypted PDF is tried once")

        // A Word document keeps its type icon: it has no preview kind.
        assert.isTrue(Option.isSome(Assets.previewKind(sheet)))
        assert.isTrue(Option.isNone(Assets.previewKind(new A.Asset({ ...sheet, contentType: DOCX }))))
        const entries = yield* Provenance.listProvenance(sheet.id, { limit: 10 })
        assert.deepStrictEqual(
          entries.items.map((e) => e.action),
          ["uploaded"]
        )
      }).pipe(Effect.provide(MemoryLive)),
    60_000
  )
})
