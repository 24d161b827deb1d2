// The built server configured for S3 through its environment (BLOB_STORE=s3, S3_*), against a real S3-compatible
// server (s3rver) started by the test: bad S3 settings are refused at start with every variable named; a good one
// serves uploads from the bucket, ranges included, and /readyz checks the bucket.
import { ListObjectsV2Command } from "@aws-sdk/client-s3"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Exit, Scope } from "effect"
import { createHash } from "node:crypto"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { multipart } from "../support/Multipart.js"
import * as S3Server from "../support/S3Server.js"
import { freePort, runCli, runScript, SERVER, startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

let db: Awaited<ReturnType<typeof createDatabase>>
let s3: S3Server.S3ServerInfo
const scope = Effect.runSync(Scope.make())

beforeAll(async () => {
  db = await createDatabase()
  s3 = await Effect.runPromise(Scope.extend(S3Server.make, scope))
})
afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  await db.drop()
})

/** A key with every scope (made by the CLI) and a project made with it, on the server at `url`. */
const keyAndProject = async (url: string, env: Record<string, string>, name: string) => {
  const created = await runCli(["key", "create", "--name", "t", "--scopes", ALL_SCOPES.join(","), "--json"], env)
  assert.strictEqual(created.code, 0, created.stderr)
  const auth = { authorization: `Bearer ${(JSON.parse(created.stdout) as { key: string }).key}` }
  const project = await fetch(`${url}/v1/projects`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ name })
  })
  assert.strictEqual(project.status, 201)
  return { auth, projectId: ((await project.json()) as { data: { id: string } }).data.id }
}

describe("server process on S3", { timeout: 180_000 }, () => {
  it("refuses to start on incomplete S3 settings and names every bad variable", async () => {
    const result = await runScript(SERVER, [], {
      DATABASE_URL: db.url,
      BLOB_STORE: "s3",
      S3_ACCESS_KEY_ID: "id-without-secret"
    })
    assert.strictEqual(result.code, 1)
    assert.include(result.stderr, "Invalid configuration")
    assert.include(result.stderr, "S3_BUCKET: Required when BLOB_STORE=s3")

    const halfKey = await runScript(SERVER, [], {
      DATABASE_URL: db.url,
      BLOB_STORE: "s3",
      S3_BUCKET: "assets",
      S3_ACCESS_KEY_ID: "id"
    })
    assert.strictEqual(halfKey.code, 1)
    assert.include(
      halfKey.stderr,
      "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
    )

    const tooLarge = await runScript(SERVER, [], {
      DATABASE_URL: db.url,
      BLOB_STORE: "s3",
      S3_BUCKET: "assets",
      MAX_UPLOAD_BYTES: String(6 * 1024 ** 3)
    })
    assert.strictEqual(tooLarge.code, 1)
    assert.include(tooLarge.stderr, "MAX_UPLOAD_BYTES: At most 5368709120 with BLOB_STORE=s3")
  })

  it("stores uploads in the bucket and serves them whole and by range", async () => {
    const data = temporaryDataDir()
    const env = {
      DATABASE_URL: db.url,
      CLEARHOUSE_DATA_DIR: data.dir,
      BLOB_STORE: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "/prod/"
    }
    const server = await startServerProcess({ env })
    try {
      const { auth, projectId } = await keyAndProject(server.url, env, "On S3")

      const content = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 13) % 256))
      const { body, contentType } = multipart([
        { name: "project_id", value: projectId },
        { name: "file", filename: "clip.bin", content }
      ])
      const uploaded = await fetch(`${server.url}/v1/assets`, {
        method: "POST",
        headers: { ...auth, "content-type": contentType },
        body
      })
      assert.strictEqual(uploaded.status, 201)
      const asset = ((await uploaded.json()) as { data: { id: string; sha256: string } }).data
      const key = createHash("sha256").update(content).digest("hex")
      assert.strictEqual(asset.sha256, key)

      const client = S3Server.clientOf(s3, "eu-west-1")
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "prod/" }))
      client.destroy()
      assert.deepStrictEqual(
        (listed.Contents ?? []).map((o) => o.Key),
        [`prod/sha256/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`]
      )

      const whole = await fetch(`${server.url}/v1/assets/${asset.id}/content`, { headers: auth })
      assert.strictEqual(whole.status, 200)
      assert.isTrue(Buffer.from(await whole.arrayBuffer()).equals(content))
      const range = await fetch(`${server.url}/v1/assets/${asset.id}/content`, {
        headers: { ...auth, range: "bytes=99990-" }
      })
      assert.strictEqual(range.status, 206)
      assert.isTrue(Buffer.from(await range.arrayBuffer()).equals(content.subarray(99_990)))

      const ready = await fetch(`${server.url}/readyz`)
      assert.strictEqual(ready.status, 200)
      assert.deepInclude(((await ready.json()) as { checks: Record<string, string> }).checks, { blob_store: "ok" })
    } finally {
      assert.strictEqual(await server.stop("SIGTERM"), 0, server.output())
      await data.remove()
    }
  })

  it("answers 503 with Retry-After, not 500, while the S3 endpoint refuses connections", async () => {
    const data = temporaryDataDir()
    const env = {
      DATABASE_URL: db.url,
      CLEARHOUSE_DATA_DIR: data.dir,
      BLOB_STORE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_BUCKET: "assets",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true"
    }
    const server = await startServerProcess({ env })
    try {
      const { auth, projectId } = await keyAndProject(server.url, env, "S3 down")
      const { body, contentType } = multipart([
        { name: "project_id", value: projectId },
        { name: "file", filename: "clip.bin", content: Buffer.alloc(1000, 7) }
      ])
      const uploaded = await fetch(`${server.url}/v1/assets`, {
        method: "POST",
        headers: { ...auth, "content-type": contentType },
        body
      })
      const answer = (await uploaded.json()) as { error: { code: string; message: string } }
      assert.strictEqual(uploaded.status, 503, JSON.stringify(answer))
      assert.strictEqual(uploaded.headers.get("retry-after"), "1")
      assert.strictEqual(answer.error.code, "service_unavailable")
      assert.include(answer.error.message, "file store")
      const listed = await fetch(`${server.url}/v1/assets?project_id=${projectId}`, { headers: auth })
      assert.strictEqual(((await listed.json()) as { data: Array<unknown> }).data.length, 0)
      const ready = await fetch(`${server.url}/readyz`)
      assert.strictEqual(ready.status, 503)
    } finally {
      assert.strictEqual(await server.stop("SIGTERM"), 0, server.output())
      await data.remove()
    }
  })
})
