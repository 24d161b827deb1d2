// Talent profiles end to end over HTTP against PostgreSQL: the five endpoints and their errors, reference media
// checked against the workspace's assets, the name/alias and agency filters with pagination, the scope matrix of
// every talent, contract and clearance endpoint, and tenant isolation.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "@effect/sql"
import type { AssetId } from "../../domain/platform/Ids.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface TalentBody {
  readonly data: Record<string, unknown> & { readonly id: string; readonly updated_at: string }
}

const ASSET_1 = "ast_01jd5x8m2kf3q9v7w6t4y2r001" as AssetId
const ASSET_2 = "ast_01jd5x8m2kf3q9v7w6t4y2r002" as AssetId
const UNKNOWN_ASSET = "ast_01jd5x8m2kf3q9v7w6t4y2r999"

/** Asset rows with these ids (the talent tests need assets to refer to, not their files). */
const registerAssets = (workspaceId: string, ids: ReadonlyArray<AssetId>) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.gen(function* () {
          const projectId = `prj_${ids[0]!.slice(4)}`
          yield* sql`INSERT INTO projects (id, workspace_id, name, visibility, created_at, updated_at)
                     VALUES (${projectId}, ${workspaceId}, 'Talent media', 'private', now(), now())
                     ON CONFLICT (id) DO NOTHING`
          for (const id of ids) {
            yield* sql`INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256,
                         status, created_at, updated_at)
                       VALUES (${id}, ${workspaceId}, ${projectId}, 'media.bin', 'application/octet-stream', 0,
                         ${"0".repeat(64)}, 'available', now(), now())
                       ON CONFLICT (id) DO NOTHING`
          }
        })
      ).pipe(Effect.orDie)
    )
  )

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("talent", (it) => {
  it.effect("creates, reads, updates and deletes a talent profile in the API representation", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      yield* registerAssets(app.defaultWorkspace.id, [ASSET_1, ASSET_2])
      const res = yield* app.fetch("/v1/talent", {
        ...jsonRequest({
          name: "  Ada Lovelace ",
          aliases: ["Ada", "A. King", "Ada"],
          agency: "Analytical Agency",
          contact: { email: "ada@example.com" },
          headshot_asset_ids: [ASSET_1],
          voice_sample_asset_ids: [ASSET_2]
        }),
        token
      })
      assert.strictEqual(res.status, 201)
      const created = yield* bodyOf<TalentBody>(res)
      assert.match(created.data.id, /^tal_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.deepStrictEqual(
        { ...created.data, id: undefined, created_at: undefined, updated_at: undefined },
        {
          id: undefined,
          name: "Ada Lovelace",
          aliases: ["Ada", "A. King"],
          agency: "Analytical Agency",
          contact: { email: "ada@example.com", phone: null },
          headshot_asset_ids: [ASSET_1],
          voice_sample_asset_ids: [ASSET_2],
          notes: null,
          created_at: undefined,
          updated_at: undefined
        }
      )

      const read = yield* bodyOf<TalentBody>(yield* app.fetch(`/v1/talent/${created.data.id}`, { token }))
      assert.deepStrictEqual(read.data, created.data)

      const patched = yield* app.fetch(`/v1/talent/${created.data.id}`, {
        ...jsonRequest({ notes: "Prefers morning shoots", agency: null, headshot_asset_ids: [] }, "PATCH"),
        token
      })
      assert.strictEqual(patched.status, 200)
      const p = yield* bodyOf<TalentBody>(patched)
      assert.strictEqual(p.data["notes"], "Prefers morning shoots")
      assert.strictEqual(p.data["agency"], null)
      assert.deepStrictEqual(p.data["headshot_asset_ids"], [])
      assert.deepStrictEqual(p.data["aliases"], ["Ada", "A. King"])

      // A patch that changes nothing leaves updated_at alone.
      const same = yield* bodyOf<TalentBody>(
        yield* app.fetch(`/v1/talent/${created.data.id}`, { ...jsonRequest({ agency: null }, "PATCH"), token })
      )
      assert.deepStrictEqual(same.data, p.data)

      const removed = yield* app.fetch(`/v1/talent/${created.data.id}`, { method: "DELETE", token })
      assert.strictEqual(removed.status, 200)
      assert.deepStrictEqual((yield* bodyOf<{ readonly data: unknown }>(removed)).data, {
        id: created.data.id,
        deleted: true
      })
      for (const init of [{}, { method: "DELETE" }, jsonRequest({ name: "x" }, "PATCH")]) {
        const gone = yield* app.fetch(`/v1/talent/${created.data.id}`, { ...init, token })
        assert.strictEqual(gone.status, 404)
        assert.strictEqual((yield* bodyOf(gone)).error.code, "not_found")
      }
    })
  )

  it.effect("validation: every failing field, unknown fields, asset ids by format and by existence", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const missing = yield* app.fetch("/v1/talent", { ...jsonRequest({ aliases: [] }), token })
      assert.strictEqual(missing.status, 400)
      assert.deepStrictEqual((yield* bodyOf(missing)).error.details, [{ field: "name", issue: "required" }])

      const many = yield* app.fetch("/v1/talent", {
        ...jsonRequest({
          name: " ",
          aliases: ["ok", ""],
          contact: { email: "not-an-email", fax: "1" },
          headshot_asset_ids: ["prj_01jd5x8m2kf3q9v7w6t4y2r001"],
          headshotAssetIds: []
        }),
        token
      })
      const b = yield* bodyOf(many)
      assert.strictEqual(many.status, 400)
      assert.strictEqual(b.error.code, "validation_error")
      assert.sameDeepMembers(b.error.details, [
        { field: "name", issue: "too_short" },
        { field: "aliases[1]", issue: "too_short" },
        { field: "contact.email", issue: "invalid_format" },
        { field: "contact.fax", issue: "unknown_field" },
        { field: "headshot_asset_ids[0]", issue: "invalid_id" },
        { field: "headshotAssetIds", issue: "unknown_field" }
      ])

      yield* registerAssets(app.defaultWorkspace.id, [ASSET_1])
      const unknownAsset = yield* app.fetch("/v1/talent", {
        ...jsonRequest({
          name: "Ben",
          headshot_asset_ids: [ASSET_1, UNKNOWN_ASSET],
          voice_sample_asset_ids: [UNKNOWN_ASSET]
        }),
        token
      })
      const u = yield* bodyOf(unknownAsset)
      assert.strictEqual(unknownAsset.status, 400)
      assert.deepStrictEqual(u.error.details, [
        { field: "headshot_asset_ids[1]", issue: "not_found" },
        { field: "voice_sample_asset_ids[0]", issue: "not_found" }
      ])
      assert.include(u.error.message, UNKNOWN_ASSET)

      const t = yield* bodyOf<TalentBody>(yield* app.fetch("/v1/talent", { ...jsonRequest({ name: "Cy" }), token }))
      const badPatch = yield* app.fetch(`/v1/talent/${t.data.id}`, {
        ...jsonRequest({ name: null, voice_sample_asset_ids: [UNKNOWN_ASSET] }, "PATCH"),
        token
      })
      assert.strictEqual(badPatch.status, 400)
      assert.deepStrictEqual((yield* bodyOf(badPatch)).error.details, [{ field: "name", issue: "invalid_type" }])
      const missingAssetPatch = yield* app.fetch(`/v1/talent/${t.data.id}`, {
        ...jsonRequest({ voice_sample_asset_ids: [UNKNOWN_ASSET] }, "PATCH"),
        token
      })
      assert.deepStrictEqual((yield* bodyOf(missingAssetPatch)).error.details, [
        { field: "voice_sample_asset_ids[0]", issue: "not_found" }
      ])
      for (const id of ["nope", "tal_01m7z3qfmzfzzvf9fh0kac7238", "ctr_01m7z3qfmzfzzvf9fh0kac7238"]) {
        assert.strictEqual((yield* app.fetch(`/v1/talent/${id}`, { token })).status, 404)
      }
    })
  )

  it.effect("lists newest first; name matches the name or an alias ignoring case; agency filter; pages", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Talent listing")
      const token = yield* app.key({ workspaceId: ws.id })
      const made: Array<string> = []
      for (let i = 0; i < 25; i++) {
        const body = {
          name: i === 3 ? "Grace Hopper" : `Talent ${i}`,
          aliases: i === 7 ? ["grace hopper"] : [],
          agency: i % 2 === 0 ? "Even Agency" : "Odd Agency"
        }
        made.push((yield* bodyOf<TalentBody>(yield* app.fetch("/v1/talent", { ...jsonRequest(body), token }))).data.id)
      }
      interface ListBody {
        readonly data: ReadonlyArray<{ readonly id: string }>
        readonly meta: { readonly total: number; readonly cursor: string | null; readonly has_more: boolean }
      }
      const list = (query: string) => Effect.flatMap(app.fetch(`/v1/talent${query}`, { token }), bodyOf<ListBody>)
      const grace = yield* list("?name=GRACE%20HOPPER")
      assert.deepStrictEqual(
        grace.data.map((t) => t.id),
        [made[7], made[3]]
      )
      const even = yield* list("?agency=even%20agency&limit=5")
      assert.strictEqual(even.meta.total, 13)
      assert.isTrue(even.meta.has_more)
      const seen: Array<string> = []
      let cursor: string | null = null
      do {
        const page: ListBody = yield* list(`?limit=10${cursor === null ? "" : `&cursor=${cursor}`}`)
        seen.push(...page.data.map((t) => t.id))
        cursor = page.meta.cursor
      } while (cursor !== null)
      assert.deepStrictEqual(seen, [...made].reverse())
      const bad = yield* app.fetch("/v1/talent?colour=red&limit=0", { token })
      assert.sameDeepMembers((yield* bodyOf(bad)).error.details, [
        { field: "colour", issue: "unknown_field" },
        { field: "limit", issue: "out_of_range:1..100" }
      ])
    })
  )

  it.effect("scope matrix: talent:read reads, talent:write writes, neither does nothing (403 names the scope)", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const admin = yield* app.key()
      const talent = yield* bodyOf<TalentBody>(
        yield* app.fetch("/v1/talent", { ...jsonRequest({ name: "Scoped" }), token: admin })
      )
      const contractBody = {
        talent_ids: [talent.data.id],
        title: "Scope test",
        start_date: "2025-01-01",
        territories: ["worldwide"],
        distribution_channels: ["web"]
      }
      const contract = yield* bodyOf<TalentBody>(
        yield* app.fetch("/v1/contracts", { ...jsonRequest(contractBody), token: admin })
      )
      const clearance = "clr_01jd5x8m2kf3q9v7w6t4y2r001"
      type Case = readonly [
        method: string,
        path: string,
        body: unknown,
        scope: "talent:read" | "talent:write",
        ok: number
      ]
      const cases: ReadonlyArray<Case> = [
        ["GET", "/v1/talent", undefined, "talent:read", 200],
        ["GET", `/v1/talent/${talent.data.id}`, undefined, "talent:read", 200],
        ["POST", "/v1/talent", { name: "New" }, "talent:write", 201],
        ["PATCH", `/v1/talent/${talent.data.id}`, { notes: "n" }, "talent:write", 200],
        ["GET", "/v1/contracts", undefined, "talent:read", 200],
        ["GET", `/v1/contracts/${contract.data.id}`, undefined, "talent:read", 200],
        ["POST", "/v1/contracts", contractBody, "talent:write", 201],
        ["PATCH", `/v1/contracts/${contract.data.id}`, { title: "t" }, "talent:write", 200],
        ["GET", "/v1/clearances", undefined, "talent:read", 200],
        ["GET", `/v1/clearances/${clearance}`, undefined, "talent:read", 404],
        ["DELETE", `/v1/contracts/${contract.data.id}`, undefined, "talent:write", 200],
        ["DELETE", `/v1/talent/${talent.data.id}`, undefined, "talent:write", 200]
      ]
      const keys = {
        "talent:read": yield* app.key({ scopes: ["talent:read"] }),
        "talent:write": yield* app.key({ scopes: ["talent:write"] }),
        none: yield* app.key({ scopes: ["projects:read", "projects:write", "assets:read", "assets:write"] })
      }
      for (const [method, path, body, scope, ok] of cases) {
        const request = (token: string) =>
          app.fetch(path, body === undefined ? { method, token } : { ...jsonRequest(body, method), token })
        const other = scope === "talent:read" ? "talent:write" : "talent:read"
        for (const token of [keys[other], keys.none]) {
          const denied = yield* request(token)
          assert.strictEqual(denied.status, 403, `${method} ${path} without ${scope}`)
          const d = yield* bodyOf(denied)
          assert.strictEqual(d.error.code, "forbidden")
          assert.deepStrictEqual(d.error.details, [{ field: "scopes", issue: `missing:${scope}` }])
        }
        assert.strictEqual((yield* request(keys[scope])).status, ok, `${method} ${path} with ${scope}`)
      }
    })
  )

  it.effect("workspaces are isolated: another workspace's talent, contracts and clearances are 404s", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const a = yield* app.workspace("Talent tenant A")
      const b = yield* app.workspace("Talent tenant B")
      const tokenA = yield* app.key({ workspaceId: a.id })
      const tokenB = yield* app.key({ workspaceId: b.id })
      yield* registerAssets(a.id, [ASSET_1])
      const secret = yield* bodyOf<TalentBody>(
        yield* app.fetch("/v1/talent", { ...jsonRequest({ name: "A's star" }), token: tokenA })
      )
      const contract = yield* bodyOf<TalentBody>(
        yield* app.fetch("/v1/contracts", {
          ...jsonRequest({
            talent_ids: [secret.data.id],
            title: "A's deal",
            start_date: "2025-01-01",
            territories: ["worldwide"],
            distribution_channels: ["web"]
          }),
          token: tokenA
        })
      )
      const targets = [
        [`/v1/talent/${secret.data.id}`, { name: "mine" }],
        [`/v1/contracts/${contract.data.id}`, { title: "mine" }]
      ] as const
      for (const [path, patch] of targets) {
        for (const init of [{ method: "GET" }, { method: "DELETE" }, jsonRequest(patch, "PATCH")]) {
          const res = yield* app.fetch(path, { ...init, token: tokenB })
          assert.strictEqual(res.status, 404, `${init.method} ${path}`)
          assert.strictEqual((yield* bodyOf(res)).error.code, "not_found")
        }
      }
      // B cannot name A's talent or A's assets either.
      const stolen = yield* app.fetch("/v1/contracts", {
        ...jsonRequest({
          talent_ids: [secret.data.id],
          title: "B's deal",
          source_asset_id: ASSET_1,
          start_date: "2025-01-01",
          territories: ["worldwide"],
          distribution_channels: ["web"]
        }),
        token: tokenB
      })
      assert.strictEqual(stolen.status, 400)
      assert.deepStrictEqual((yield* bodyOf(stolen)).error.details, [
        { field: "talent_ids[0]", issue: "not_found" },
        { field: "source_asset_id", issue: "not_found" }
      ])
      interface ListBody {
        readonly meta: { readonly total: number }
      }
      for (const path of ["/v1/talent", "/v1/contracts", `/v1/contracts?talent_id=${secret.data.id}`]) {
        const listed = yield* bodyOf<ListBody>(yield* app.fetch(path, { token: tokenB }))
        assert.strictEqual(listed.meta.total, 0, path)
      }
      const stillThere = yield* app.fetch(`/v1/talent/${secret.data.id}`, { token: tokenA })
      assert.strictEqual(stillThere.status, 200)
    })
  )

  it.effect("the OpenAPI document describes the talent, contract and clearance endpoints", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      interface Operation {
        readonly responses: Record<string, unknown>
        readonly security: unknown
        readonly parameters?: ReadonlyArray<{ readonly name: string; readonly schema: Record<string, unknown> }>
      }
      const doc = yield* bodyOf<{
        readonly paths: Record<string, Record<string, Operation>>
        readonly tags: ReadonlyArray<{ readonly name: string; readonly description?: string }>
      }>(yield* app.fetch("/v1/openapi.json"))
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/talent"] ?? {}).sort(), ["get", "post"])
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/talent/{id}"] ?? {}).sort(), ["delete", "get", "patch"])
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/contracts"] ?? {}).sort(), ["get", "post"])
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/contracts/{id}"] ?? {}).sort(), ["delete", "get", "patch"])
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/clearances"] ?? {}), ["get"])
      assert.deepStrictEqual(Object.keys(doc.paths["/v1/clearances/{id}"] ?? {}), ["get"])
      const create = doc.paths["/v1/contracts"]?.["post"]
      assert.includeMembers(Object.keys(create?.responses ?? {}), ["201", "400", "401", "403"])
      assert.deepStrictEqual(create?.security, [{ bearer: [] }])
      const params = doc.paths["/v1/contracts"]?.["get"]?.parameters ?? []
      assert.includeMembers(
        params.map((p) => p.name),
        ["talent_id", "status", "expiring_within_days", "limit", "cursor"]
      )
      assert.include(
        JSON.stringify(params.find((p) => p.name === "status")),
        '"enum":["draft","active","expired","terminated"]'
      )
      for (const tag of ["Talent", "Contracts", "Clearances"]) {
        assert.include(doc.tags.find((t) => t.name === tag)?.description ?? "", "extension", tag)
      }
    })
  )
})
