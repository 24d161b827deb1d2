// Rate limits hold across server processes: two servers on one database with the shared limiter
// (RATE_LIMIT_STORE=postgres), a workspace limited to 30 requests a minute, 80 requests spread over both: exactly
// 30 are answered and 50 refused with 429 and Retry-After, whichever process answers.
import { assert, describe, it } from "@effect/vitest"
import { cleanupAfterAll, cli, freshServerEnv } from "../support/CrashServer.js"
import { startServerProcess } from "../support/ServerProcess.js"

const LIMIT = 30
const REQUESTS = 80

describe("a rate limit shared by two server processes", () => {
  const cleanup = cleanupAfterAll()

  it(
    "lets exactly the workspace's limit through in a minute, whichever process answers",
    { timeout: 120_000 },
    async () => {
      const env = {
        ...(await freshServerEnv(cleanup)),
        RATE_LIMIT_STORE: "postgres",
        DEFAULT_RATE_LIMIT: String(LIMIT)
      }
      const servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })])
      for (const server of servers) cleanup.push(() => server.stop("SIGKILL"))
      const { key } = await cli(["key", "create", "--name", "shared", "--scopes", "projects:read"], env)

      // Sent in a burst near a minute's start would cross into the next window: wait if fewer than 20 s are left.
      const left = 60_000 - (Date.now() % 60_000)
      if (left < 20_000) await new Promise((r) => setTimeout(r, left + 100))
      const statuses = await Promise.all(
        Array.from({ length: REQUESTS }, async (_, i) => {
          const res = await fetch(`${servers[i % 2]!.url}/v1/projects`, {
            headers: { authorization: `Bearer ${String(key)}` }
          })
          await res.arrayBuffer()
          if (res.status === 429) assert.isNotNull(res.headers.get("retry-after"))
          return { server: i % 2, status: res.status }
        })
      )
      const count = (status: number, server?: number) =>
        statuses.filter((s) => s.status === status && (server === undefined || s.server === server)).length
      assert.strictEqual(count(200), LIMIT)
      assert.strictEqual(count(429), REQUESTS - LIMIT)
      // Both processes answered and both refused: the limit is one count, not one per process.
      for (const server of [0, 1]) {
        assert.isAbove(count(200, server), 0)
        assert.isAbove(count(429, server), 0)
      }
    }
  )
})
