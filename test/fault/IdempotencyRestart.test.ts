// Idempotency keys survive the server: after a SIGKILL and a restart on the same database, a retried POST is
// answered with the first answer, byte for byte, and nothing is created again; a reused key is still refused.
import { assert, describe, it } from "@effect/vitest"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { cleanupAfterAll, cli, freshServerEnv } from "../support/CrashServer.js"
import { type ServerProcess, startServerProcess } from "../support/ServerProcess.js"

describe("idempotency keys survive a restart", () => {
  const cleanup = cleanupAfterAll()

  it(
    "a retry after kill -9 and a restart replays the first answer and creates nothing",
    { timeout: 180_000 },
    async () => {
      const env = await freshServerEnv(cleanup)
      let server: ServerProcess = await startServerProcess({ env })
      cleanup.push(() => server.stop("SIGKILL"))
      const { key } = await cli(["key", "create", "--name", "idempotency", "--scopes", ALL_SCOPES.join(",")], env)
      const post = (body: unknown) =>
        fetch(`${server.url}/v1/projects`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${String(key)}`,
            "content-type": "application/json",
            "idempotency-key": "survives-restart"
          },
          body: JSON.stringify(body)
        })

      const first = await post({ name: "Before the crash" })
      assert.strictEqual(first.status, 201)
      const firstBytes = new Uint8Array(await first.arrayBuffer())

      await server.stop("SIGKILL")
      server = await startServerProcess({ env })

      const retried = await post({ name: "Before the crash" })
      assert.strictEqual(retried.status, 201)
      assert.strictEqual(retried.headers.get("idempotent-replayed"), "true")
      assert.deepStrictEqual(new Uint8Array(await retried.arrayBuffer()), firstBytes)
      const reused = await post({ name: "Something else" })
      assert.strictEqual(reused.status, 422)
      assert.strictEqual(((await reused.json()) as { error: { code: string } }).error.code, "idempotency_key_reused")

      const list = await fetch(`${server.url}/v1/projects`, { headers: { authorization: `Bearer ${String(key)}` } })
      const projects = ((await list.json()) as { data: ReadonlyArray<{ name: string }> }).data
      assert.deepStrictEqual(
        projects.map((p) => p.name),
        ["Before the crash"]
      )
    }
  )
})
