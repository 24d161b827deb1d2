// An accepted upload survives a crash of the server: after kill -9 and a restart on the same database and data
// directory, the asset, its bytes and its provenance chain are all there.
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { runCli, startServerProcess } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

let db: Awaited<ReturnType<typeof createDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-durability-"))
fs.chmodSync(dataDir, 0o755)

beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe("asset durability", () => {
  it("an uploaded asset is intact after kill -9 and a restart", async () => {
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: dataDir }
    const first = await startServerProcess({ env })
    const created = await runCli(["key", "create", "--name", "t", "--scopes", ALL_SCOPES.join(","), "--json"], env)
    assert.strictEqual(created.code, 0, created.stderr)
    const auth = { authorization: `Bearer ${(JSON.parse(created.stdout) as { key: string }).key}` }
    const project = await fetch(`${first.url}/v1/projects`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "Durable" })
    })
    const projectId = ((await project.json()) as { data: { id: string } }).data.id
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 17) % 256)
    const form = new FormData()
    form.append("project_id", projectId)
    form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "durable.bin")
    const uploaded = await fetch(`${first.url}/v1/assets`, { method: "POST", headers: auth, body: form })
    assert.strictEqual(uploaded.status, 201)
    const asset = ((await uploaded.json()) as { data: { id: string; sha256: string } }).data
    assert.strictEqual(asset.sha256, createHash("sha256").update(bytes).digest("hex"))

    await first.stop("SIGKILL")
    const second = await startServerProcess({ env })
    try {
      const read = await fetch(`${second.url}/v1/assets/${asset.id}`, { headers: auth })
      assert.strictEqual(read.status, 200)
      const content = await fetch(`${second.url}/v1/assets/${asset.id}/content`, { headers: auth })
      assert.strictEqual(content.status, 200)
      assert.deepStrictEqual(new Uint8Array(await content.arrayBuffer()), bytes)
      const verification = await fetch(`${second.url}/v1/assets/${asset.id}/provenance/verification`, {
        headers: auth
      })
      const body = (await verification.json()) as { data: { valid: boolean; entries: number } }
      assert.deepStrictEqual([body.data.valid, body.data.entries], [true, 2])
    } finally {
      await second.stop("SIGTERM")
    }
  })
})
