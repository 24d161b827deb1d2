// The build runs face detection in its own worker thread (dist/inference.js, found next to dist/main.cjs): the built
// server, as `npm start` runs it, finds the face in an untagged photo during a talent-clearance run and flags it.
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { portrait } from "../support/FaceFixtures.js"
import { runCli, startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

let db: Awaited<ReturnType<typeof createDatabase>>
const data = temporaryDataDir()

beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.drop()
  await data.remove()
})

describe("inference worker in the build", () => {
  it("talent-clearance finds and flags an unknown face in a photo", { timeout: 180_000 }, async () => {
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: data.dir }
    const server = await startServerProcess({ env })
    try {
      const created = await runCli(["key", "create", "--name", "t", "--scopes", ALL_SCOPES.join(","), "--json"], env)
      assert.strictEqual(created.code, 0, created.stderr)
      const auth = { authorization: `Bearer ${(JSON.parse(created.stdout) as { key: string }).key}` }
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify(body)
        })
        return { status: res.status, body: (await res.json()) as { data: { id: string } } }
      }
      const project = (await post("/v1/projects", { name: "Faces" })).body.data.id
      const form = new FormData()
      form.append("project_id", project)
      form.append("file", new Blob([new Uint8Array(await portrait("cameraman"))], { type: "image/jpeg" }), "a.jpg")
      const uploaded = await fetch(`${server.url}/v1/assets`, { method: "POST", headers: auth, body: form })
      assert.strictEqual(uploaded.status, 201)
      const asset = ((await uploaded.json()) as { data: { id: string } }).data.id
      const started = await post("/v1/agents/run", {
        agent_id: "talent-clearance",
        inputs: { asset_ids: [asset], distribution_channels: ["web"] }
      })
      assert.strictEqual(started.status, 201, JSON.stringify(started.body))
      let run: {
        readonly status: string
        readonly error: unknown
        readonly output: {
          readonly assets: ReadonlyArray<{
            readonly verdict: string
            readonly identification: { readonly faces: ReadonlyArray<{ readonly verdict: string }> }
          }>
        }
      }
      for (;;) {
        const res = await fetch(`${server.url}/v1/agents/runs/${started.body.data.id}`, { headers: auth })
        run = ((await res.json()) as { data: typeof run }).data
        if (["succeeded", "failed", "cancelled"].includes(run.status)) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      assert.strictEqual(run.status, "succeeded", JSON.stringify(run.error))
      const report = run.output.assets[0]!
      assert.strictEqual(report.verdict, "fail")
      assert.deepStrictEqual(
        report.identification.faces.map((f) => f.verdict),
        ["unidentified"]
      )
    } finally {
      await server.stop("SIGTERM")
    }
  })
})
