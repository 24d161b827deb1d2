// The Python SDK's unittest suite (sdk/python/tests) against a real server process: the server tests get its URL,
// keys and a recorded webhook delivery in the environment and must all run (none skipped); any failure fails here.
import { assert, beforeAll, describe, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import * as path from "node:path"
import { cleanupAfterAll } from "../support/CrashServer.js"
import { type SdkServer, startSdkServer } from "./SdkServer.js"

const SDK_DIR = path.resolve(import.meta.dirname, "../../sdk/python")

const unittest = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("python3", ["-m", "unittest", "discover", "-v", "-s", "tests", "-t", "."], {
      cwd: SDK_DIR,
      env: { ...process.env, PYTHONPATH: SDK_DIR, PYTHONDONTWRITEBYTECODE: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")))
    child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")))
    child.once("exit", (code) => resolve({ code, output }))
  })

describe("Python SDK", { timeout: 240_000 }, () => {
  const cleanup = cleanupAfterAll()
  let server: SdkServer

  beforeAll(async () => {
    server = await startSdkServer(cleanup)
  }, 300_000)

  it("passes its unittest suite against the server, every test run", async () => {
    const result = await unittest({
      CLEARHOUSE_BASE_URL: server.baseUrl,
      CLEARHOUSE_API_KEY: server.apiKey,
      CLEARHOUSE_TEST_LIMITED_KEY: server.limitedKey,
      CLEARHOUSE_TEST_POOR_KEY: server.poorKey,
      CLEARHOUSE_TEST_WEBHOOK_FILE: server.webhookFile,
      CLEARHOUSE_TEST_REQUIRE_SERVER: "1"
    })
    assert.strictEqual(result.code, 0, result.output)
    assert.match(result.output, /\nOK\n/, result.output)
    assert.notMatch(result.output, /skipped/, result.output)
    const ran = Number(/Ran (\d+) tests?/.exec(result.output)?.[1])
    assert.isAtLeast(ran, 23, result.output)
  })
})
