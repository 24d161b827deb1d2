// Helpers for asset tests: upload a file and get the asset as the API returns it.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { bodyOf } from "./Http.js"
import type { Part } from "./Multipart.js"
import { TestApp } from "./TestApp.js"

export interface AssetJson {
  readonly id: string
  readonly project_id: string
  readonly filename: string
  readonly content_type: string
  readonly declared_content_type: string | null
  readonly detected_content_type: string | null
  readonly size_bytes: number
  readonly sha256: string
  readonly metadata: Record<string, unknown>
  readonly tags: ReadonlyArray<string>
  readonly talent_ids: ReadonlyArray<string>
  readonly status: string
  readonly created_at: string
  readonly updated_at: string
}

export interface ProvenanceJson {
  readonly asset_id: string
  readonly seq: number
  readonly action: string
  readonly actor: string
  readonly occurred_at: string
  readonly details: Record<string, unknown>
  readonly prev_hash: string
  readonly hash: string
}

export const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex")

/** A 1×1 PNG: its bytes say image/png whatever the upload declares. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201" +
    "a0c6f2a90000000049454e44ae426082",
  "hex"
)

export const newProject = (token: string, name = "Assets") =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const client = yield* app.client(token)
    return (yield* client.projects.create({ payload: { name } })).data.id as string
  })

/** A talent profile of the key's workspace (assets may only link existing talent). */
export const newTalent = (token: string, name = "Ada Lovelace") =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch("/v1/talent", {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name })
    })
    const body = yield* bodyOf<{ data: { id: string } }>(res)
    if (res.status !== 201) return yield* Effect.die(new Error(`talent create failed: ${res.status}`))
    return body.data.id
  })

/** Uploads and expects 201; returns the asset representation. */
export const uploadAsset = (
  token: string,
  projectId: string,
  content: Uint8Array | string,
  options: { readonly filename?: string; readonly contentType?: string; readonly extra?: ReadonlyArray<Part> } = {}
) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.upload(token, [
      { name: "project_id", value: projectId },
      {
        name: "file",
        filename: options.filename ?? "file.bin",
        content,
        ...(options.contentType === undefined ? {} : { contentType: options.contentType })
      },
      ...(options.extra ?? [])
    ])
    const body = yield* bodyOf<{ data: AssetJson }>(res)
    if (res.status !== 201) return yield* Effect.die(new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`))
    return body.data
  })

export const provenanceOf = (token: string, id: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch(`/v1/assets/${id}/provenance?limit=100`, { token })
    return (yield* bodyOf<{ data: ReadonlyArray<ProvenanceJson> }>(res)).data
  })

/** How many asset rows exist (any status), straight from the database. */
export const assetRows = (workspaceId?: string) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        workspaceId === undefined
          ? sql<{ n: number }>`SELECT count(*)::int AS n FROM assets`
          : sql<{ n: number }>`SELECT count(*)::int AS n FROM assets WHERE workspace_id = ${workspaceId}`
      ).pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        Effect.orDie
      )
    )
  )
