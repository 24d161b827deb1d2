// The admin CLI as an operator uses it: JSON and text output, every command, and exit code 2 with a clear
// message for bad arguments.
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Option, Redacted } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import * as EmbeddedPostgres from "../../runtime/EmbeddedPostgres.js"
import { runCli, startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

let db: Awaited<ReturnType<typeof createDatabase>>
let env: Record<string, string>
beforeAll(async () => {
  db = await createDatabase()
  env = { DATABASE_URL: db.url }
})
afterAll(() => db.drop())

const cli = async (...args: Array<string>) => runCli(args, env)
const json = async <T>(...args: Array<string>): Promise<T> => {
  const result = await cli(...args, "--json")
  assert.strictEqual(result.code, 0, result.stderr)
  return JSON.parse(result.stdout) as T
}

describe("admin CLI", { timeout: 240_000 }, () => {
  it("manages workspaces, users, keys and credits", async () => {
    const ws = await json<{ id: string; credits: number; rate_limit_per_minute: number; owner_user_id: string }>(
      "workspace",
      "create",
      "--name",
      "Agency",
      "--credits",
      "50",
      "--rate-limit",
      "30"
    )
    assert.match(ws.id, /^wsp_/)
    assert.strictEqual(ws.credits, 50)
    assert.strictEqual(ws.rate_limit_per_minute, 30)

    const user = await json<{ id: string; scopes: Array<string> }>(
      "user",
      "create",
      "--workspace",
      ws.id,
      "--email",
      "ed@agency.test",
      "--scopes",
      "projects:read,assets:read"
    )
    assert.deepStrictEqual(user.scopes, ["projects:read", "assets:read"])

    const key = await json<{ id: string; key: string; scopes: Array<string>; workspace_id: string }>(
      "key",
      "create",
      "--user",
      user.id,
      "--name",
      "ed's key",
      "--scopes",
      "projects:read",
      "--expires-in",
      "30"
    )
    assert.match(key.key, /^chk_/)
    assert.deepStrictEqual(key.scopes, ["projects:read"])
    assert.strictEqual(key.workspace_id, ws.id)

    const listed = await json<Array<{ id: string; state: string }>>("key", "list", "--workspace", ws.id)
    assert.deepStrictEqual(
      listed.map((k) => [k.id, k.state]),
      [[key.id, "active"]]
    )
    assert.notInclude(JSON.stringify(listed), key.key, "a key's value is never shown again")

    const revoked = await json<{ state: string }>("key", "revoke", key.id)
    assert.strictEqual(revoked.state, "revoked")

    const granted = await json<{ available: number }>("credits", "grant", "--workspace", ws.id, "--amount", "25")
    assert.strictEqual(granted.available, 75)
    const shown = await cli("credits", "show", "--workspace", ws.id)
    assert.include(shown.stdout, "available 75")

    const text = await cli("key", "create", "--workspace", ws.id, "--name", "owner key", "--scopes", "talent:read")
    assert.strictEqual(text.code, 0, text.stderr)
    assert.include(text.stdout, "shown only now")

    const migrate = await cli("migrate")
    assert.strictEqual(migrate.code, 0)
    assert.include(migrate.stdout, "up to date")
  })

  it("manages the agents of a workspace: enable, disable, default inputs", async () => {
    const disabled = await json<{ agent_id: string; enabled: boolean }>("agents", "disable", "talent-clearance")
    assert.deepStrictEqual([disabled.agent_id, disabled.enabled], ["talent-clearance", false])
    const defaults = await json<{ defaults: unknown }>(
      "agents",
      "set-defaults",
      "talent-clearance",
      '{"distribution_channels":["web"],"territory":"GB"}'
    )
    assert.deepStrictEqual(defaults.defaults, { distribution_channels: ["web"], territory: "GB" })
    const listed = await json<{ agents: ReadonlyArray<{ id: string; enabled: boolean; defaults: unknown }> }>(
      "agents",
      "list"
    )
    const clearance = listed.agents.find((a) => a.id === "talent-clearance")
    assert.deepStrictEqual(clearance, {
      ...clearance!,
      enabled: false,
      defaults: { distribution_channels: ["web"], territory: "GB" }
    })
    assert.strictEqual(listed.agents.length, 4)
    for (const [args, message] of [
      [["agents", "set-defaults", "talent-clearance", "{oops"], "not valid JSON"],
      [["agents", "set-defaults", "talent-clearance", '{"colour":"red"}'], "defaults.colour"],
      [["agents", "set-defaults", "talent-clearance", '{"__proto__":{"territory":"FR"}}'], "defaults.__proto__"],
      // Checked as a run checks them: a channel outside the workspace's set, a code no country has.
      [
        ["agents", "set-defaults", "talent-clearance", '{"distribution_channels":["cinema"]}'],
        "not a distribution channel"
      ],
      [
        ["agents", "set-defaults", "talent-clearance", '{"territory":"ZZ"}'],
        "ZZ: not an ISO 3166-1 alpha-2 country code"
      ],
      [["agents", "enable", "face-swapper"], "No agent face-swapper"]
    ] as const) {
      const result = await cli(...args)
      assert.strictEqual(result.code, 2, `${args.join(" ")}: ${result.stderr}`)
      assert.include(result.stdout + result.stderr, message, result.stdout + result.stderr)
    }
  })

  it("workspace set changes a workspace's rate limit, which a running server applies from the next request", async () => {
    const ws = await json<{ id: string }>("workspace", "create", "--name", "Plan", "--rate-limit", "100")
    const { key } = await json<{ key: string }>(
      "key",
      "create",
      "--workspace",
      ws.id,
      "--name",
      "k",
      "--scopes",
      "projects:read"
    )
    const data = temporaryDataDir()
    const server = await startServerProcess({ env: { ...env, CLEARHOUSE_DATA_DIR: data.dir } })
    try {
      const get = () => fetch(`${server.url}/v1/projects`, { headers: { authorization: `Bearer ${key}` } })
      for (let i = 0; i < 2; i++) {
        const res = await get()
        assert.strictEqual(res.status, 200)
        assert.strictEqual(res.headers.get("x-ratelimit-limit"), "100")
      }
      const set = await json<{ id: string; name: string; rate_limit_per_minute: number }>(
        "workspace",
        "set",
        "--workspace",
        ws.id,
        "--rate-limit",
        "3"
      )
      assert.deepStrictEqual(set, { id: ws.id, name: "Plan", rate_limit_per_minute: 3 })
      // The server's cached key learns of the change at its commit (a notification): the third request of the
      // minute is the last one allowed.
      const third = await get()
      assert.strictEqual(third.status, 200)
      assert.strictEqual(third.headers.get("x-ratelimit-limit"), "3")
      assert.strictEqual(third.headers.get("x-ratelimit-remaining"), "0")
      const fourth = await get()
      assert.strictEqual(fourth.status, 429)
      assert.isNotNull(fourth.headers.get("retry-after"))
    } finally {
      await server.stop("SIGTERM")
      await data.remove()
    }
    const renamed = await json<{ id: string; name: string; rate_limit_per_minute: number }>(
      "workspace",
      "set",
      "--workspace",
      ws.id,
      "--name",
      "Plan B"
    )
    assert.deepStrictEqual(renamed, { id: ws.id, name: "Plan B", rate_limit_per_minute: 3 })
    const text = await cli("workspace", "set", "--workspace", ws.id, "--rate-limit", "600")
    assert.strictEqual(text.code, 0, text.stderr)
    assert.include(text.stdout, `Workspace ${ws.id} "Plan B": 600 requests/min per API key`)
    const listed = await json<ReadonlyArray<{ id: string; rate_limit_per_minute: number }>>("workspace", "list")
    assert.strictEqual(listed.find((w) => w.id === ws.id)?.rate_limit_per_minute, 600)
  })

  it("installs, lists, disables and removes a custom agent (clearhouse agent …)", async () => {
    const ws = await json<{ id: string }>("workspace", "create", "--name", "Custom agency")
    const example = path.resolve(import.meta.dirname, "../../examples/agents/brand-safety")
    const installed = await json<{ workspace_id: string; agent: { id: string; version: string; scopes: unknown } }>(
      "agent",
      "install",
      example,
      "--workspace",
      ws.id
    )
    assert.deepStrictEqual(
      [installed.workspace_id, installed.agent.id, installed.agent.version, installed.agent.scopes],
      [ws.id, "brand-safety", "1.0.0", ["assets:read"]]
    )
    const again = await cli("agent", "install", example, "--workspace", ws.id)
    assert.strictEqual(again.code, 2, again.stderr)
    assert.include(again.stderr, "Version 1.0.0 of brand-safety is installed already")
    const text = await cli("agent", "list", "--workspace", ws.id)
    assert.match(text.stdout, /brand-safety\s+enabled\s+custom 1\.0\.0/)
    const disabled = await json<{ agent_id: string; enabled: boolean }>(
      "agent",
      "disable",
      "brand-safety",
      "--workspace",
      ws.id
    )
    assert.deepStrictEqual([disabled.agent_id, disabled.enabled], ["brand-safety", false])
    const listed = await json<{ agents: ReadonlyArray<{ id: string; kind: string; enabled: boolean }> }>(
      "agent",
      "list",
      "--workspace",
      ws.id
    )
    assert.deepInclude(
      listed.agents.map((a) => ({ id: a.id, kind: a.kind, enabled: a.enabled })),
      {
        id: "brand-safety",
        kind: "custom",
        enabled: false
      }
    )
    // Another workspace does not have it.
    const other = await json<{ agents: ReadonlyArray<{ id: string }> }>("agent", "list")
    assert.notInclude(
      other.agents.map((a) => a.id),
      "brand-safety"
    )
    await json("agent", "remove", "brand-safety", "--workspace", ws.id)
    const after = await json<{ agents: ReadonlyArray<{ id: string }> }>("agent", "list", "--workspace", ws.id)
    assert.strictEqual(after.agents.length, 4)
    for (const [args, message] of [
      [["agent", "install", path.join(os.tmpdir(), "no-such-agent")], "does not exist"],
      [["agent", "remove", "brand-safety", "--workspace", ws.id], "No custom agent"]
    ] as const) {
      const result = await cli(...args)
      assert.strictEqual(result.code, 2, `${args.join(" ")}: ${result.stderr}`)
      assert.include(result.stdout + result.stderr, message, result.stdout + result.stderr)
    }
  })

  it("bad arguments: a clear message and exit code 2", async () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
      [["key", "create", "--name", "k", "--scopes", "projects:read,nope"], "Unknown scope nope"],
      [["key", "create", "--scopes", "projects:read"], "name"],
      [["key", "create", "--name", "k", "--scopes", "projects:read", "--expires-in", "soon"], "not a integer"],
      [["key", "create", "--name", "k", "--scopes", "projects:read", "--workspace", "wsp_nope"], "No workspace"],
      [["key", "revoke", "key_01m7z3qfmzfzzvf9fh0kac7238"], "No API key"],
      [["workspace", "create", "--name", "x", "--rate-limit", "0"], "rateLimitPerMinute"],
      [["workspace", "set"], "Give a new rate limit or name"],
      [["workspace", "set", "--rate-limit", "0"], "rateLimitPerMinute"],
      [["workspace", "set", "--rate-limit", "2147483648"], "rateLimitPerMinute"],
      [["workspace", "set", "--rate-limit", "5", "--workspace", "wsp_nope"], "No workspace"],
      [["credits", "grant", "--workspace", "wsp_nope", "--amount", "5"], "No workspace"],
      [["frobnicate"], "Invalid subcommand"]
    ]
    for (const [args, message] of cases) {
      const result = await cli(...args)
      assert.strictEqual(result.code, 2, `${args.join(" ")}: ${result.stdout}${result.stderr}`)
      assert.include(result.stdout + result.stderr, message, args.join(" "))
    }
  })
})

describe("admin CLI on the embedded database", { timeout: 240_000 }, () => {
  it("refuses to create a data directory unless asked, says which one it uses, and finds it again", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-cli-init-"))
    fs.chmodSync(parent, 0o755)
    const dataDir = path.join(parent, "data")
    try {
      const refused = await runCli(["workspace", "list"], { CLEARHOUSE_DATA_DIR: dataDir })
      assert.strictEqual(refused.code, 1, refused.stdout + refused.stderr)
      assert.include(refused.stderr, `No Clearhouse database in ${dataDir}`)
      assert.include(refused.stderr, "--init")
      assert.isFalse(fs.existsSync(dataDir), "nothing is created without --init")

      const created = await runCli(["--data-dir", dataDir, "--init", "workspace", "list", "--json"], {})
      assert.strictEqual(created.code, 0, created.stderr)
      assert.include(created.stderr, `data directory ${dataDir} (from --data-dir)`)
      const [first] = JSON.parse(created.stdout) as Array<{ id: string }>

      const again = await runCli(["workspace", "list", "--json"], { CLEARHOUSE_DATA_DIR: dataDir })
      assert.strictEqual(again.code, 0, again.stderr)
      assert.include(again.stderr, `data directory ${dataDir} (from CLEARHOUSE_DATA_DIR)`)
      assert.deepStrictEqual(JSON.parse(again.stdout), JSON.parse(created.stdout))
      assert.match(first!.id, /^wsp_/)
    } finally {
      fs.rmSync(parent, { recursive: true, force: true })
    }
  })

  it("uses the PostgreSQL it finds running, leaves it running, and creates a missing database", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-cli-running-"))
    fs.chmodSync(parent, 0o755)
    const dataDir = path.join(parent, "data")
    const list = async () => {
      const result = await runCli(["workspace", "list", "--json"], { CLEARHOUSE_DATA_DIR: dataDir })
      assert.strictEqual(result.code, 0, result.stderr)
      return JSON.parse(result.stdout) as Array<{ id: string }>
    }
    try {
      const created = await runCli(["--data-dir", dataDir, "--init", "workspace", "list", "--json"], {})
      assert.strictEqual(created.code, 0, created.stderr)
      // Started by this test, as a server would: the CLI adopts it without a connection of its own to check it.
      const db = await Effect.runPromise(EmbeddedPostgres.start(dataDir))
      try {
        assert.deepStrictEqual(await list(), JSON.parse(created.stdout))
        // The clearhouse database gone while the postmaster runs: the pool's first connection is refused, and the
        // CLI creates the database, migrates it and makes a new default workspace.
        const admin = new pg.Client({
          host: db.endpoint.host,
          port: db.endpoint.port,
          user: db.endpoint.username,
          password: Redacted.value(db.endpoint.password),
          database: "postgres"
        })
        await admin.connect()
        await admin.query(`DROP DATABASE ${db.endpoint.database}`)
        await admin.end()
        const [fresh] = await list()
        assert.match(fresh!.id, /^wsp_/)
        assert.notDeepEqual(fresh, JSON.parse(created.stdout)[0])
        assert.isTrue(Option.isSome(EmbeddedPostgres.runningPostmaster(db.pgDir)), "the CLI left it running")
      } finally {
        await Effect.runPromise(db.stop)
      }
    } finally {
      fs.rmSync(parent, { recursive: true, force: true })
    }
  })

  it("help describes options in words, without escape codes when not on a terminal", async () => {
    const help = await runCli(["key", "create", "--help"], {})
    assert.strictEqual(help.code, 0, help.stderr)
    assert.include(help.stdout, "A label for the key")
    assert.notInclude(help.stdout, "A user-defined piece of text")
    assert.notInclude(help.stdout, "\u001b[")
  })
})
