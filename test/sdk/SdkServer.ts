// A real server for the SDK tests: a fresh database and data directory, a key with every scope, a
// second workspace with a rate limit of RATE_LIMIT requests a minute (for a real 429), a third without credits
// (for a real 402), and one real webhook delivery (project.created) recorded with its endpoint's secret, for
// signature checks.
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { cli, freshServerEnv, until } from "../support/CrashServer.js"
import { startServerProcess } from "../support/ServerProcess.js"
import { startReceiver } from "../support/WebhookReceiver.js"

export const RATE_LIMIT = 3

export interface SdkServer {
  /** The base URL, ending in /v1. */
  readonly baseUrl: string
  readonly apiKey: string
  /** A key of a workspace allowed RATE_LIMIT requests a minute. */
  readonly limitedKey: string
  /** A key with every scope of a workspace without credits. */
  readonly poorKey: string
  /** A JSON file: `{secret, body, headers}` of a real delivery. */
  readonly webhookFile: string
}

export const startSdkServer = async (cleanup: Array<() => Promise<unknown>>): Promise<SdkServer> => {
  // The webhook receiver is on loopback: the server and the CLI (which refuses such endpoints when added) allow it.
  const env = { ...(await freshServerEnv(cleanup)), WEBHOOK_ALLOW_PRIVATE: "true" }
  const server = await startServerProcess({ env, startTimeoutMs: 150_000 })
  cleanup.push(() => server.stop("SIGKILL"))
  const receiver = await startReceiver()
  cleanup.push(receiver.close)
  // The default workspace's 1000 credits are plenty. Each CLI call starts a process: run them side by side.
  const [{ key }, limited, poor, endpoint] = await Promise.all([
    cli(["key", "create", "--name", "sdk", "--scopes", ALL_SCOPES.join(",")], env),
    cli(["workspace", "create", "--name", "Limited", "--rate-limit", String(RATE_LIMIT)], env),
    cli(["workspace", "create", "--name", "Poor", "--credits", "0"], env),
    cli(["webhook", "add", "--url", `${receiver.origin}/hooks`, "--events", "project.created"], env)
  ])
  const limitedKey = cli(
    ["key", "create", "--workspace", String(limited["id"]), "--name", "limited", "--scopes", "projects:read"],
    env
  )
  const poorKey = cli(
    ["key", "create", "--workspace", String(poor["id"]), "--name", "poor", "--scopes", ALL_SCOPES.join(",")],
    env
  )
  const created = await fetch(`${server.url}/v1/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${String(key)}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Webhook trigger" })
  })
  if (created.status !== 201) throw new Error(`project for the webhook: ${created.status} ${await created.text()}`)
  const [delivery] = await until(
    "the project.created delivery",
    async () => receiver.requests(),
    (r) => r.length > 0,
    60_000
  )
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-sdk-"))
  cleanup.push(() => fs.promises.rm(dir, { recursive: true, force: true }))
  const webhookFile = path.join(dir, "webhook.json")
  fs.writeFileSync(
    webhookFile,
    JSON.stringify({ secret: endpoint["secret"], body: delivery!.body, headers: delivery!.headers })
  )
  return {
    baseUrl: `${server.url}/v1`,
    apiKey: String(key),
    limitedKey: String((await limitedKey)["key"]),
    poorKey: String((await poorKey)["key"]),
    webhookFile
  }
}
