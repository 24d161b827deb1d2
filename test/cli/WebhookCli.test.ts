// The `clearhouse webhook` commands as an operator runs them: add (secret printed once), list, deliveries and
// replay, with exit code 2 and a clear message for bad input or unknown ids. (Every command calls the use cases
// of application/webhooks/Webhooks.ts, which test/http/Webhooks.test.ts covers in depth.)
import { afterAll, assert, describe, it } from "@effect/vitest"
import { runCli } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

describe("clearhouse webhook", () => {
  const cleanup: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f()
  })

  it("manages endpoints and reports bad input with exit code 2", { timeout: 120_000 }, async () => {
    const db = await createDatabase()
    cleanup.push(db.drop)
    const env = { DATABASE_URL: db.url }
    const run = (...args: Array<string>) => runCli(args, env)
    const json = async (...args: Array<string>) => {
      const r = await run(...args, "--json")
      assert.strictEqual(r.code, 0, r.stderr)
      return JSON.parse(r.stdout) as Record<string, unknown>
    }

    const workspace = await json("workspace", "create", "--name", "Hooks")
    const added = await json(
      "webhook",
      "add",
      "--workspace",
      String(workspace["id"]),
      "--url",
      "https://hooks.example.com/in",
      "--events",
      "project.created,asset.created"
    )
    assert.match(String(added["id"]), /^whk_/)
    assert.match(String(added["secret"]), /^whsec_/)
    assert.deepStrictEqual(added["events"], ["asset.created", "project.created"])
    assert.strictEqual(added["status"], "enabled")

    const listed = (await json("webhook", "list")) as unknown as Array<Record<string, unknown>>
    assert.deepStrictEqual(
      listed.map((e) => [e["id"], e["url"], e["status"]]),
      [[added["id"], "https://hooks.example.com/in", "enabled"]]
    )
    assert.notInclude(JSON.stringify(listed), String(added["secret"]), "list never shows secrets")

    const deliveries = await run("webhook", "deliveries", String(added["id"]))
    assert.strictEqual(deliveries.code, 0, deliveries.stderr)
    assert.include(deliveries.stdout, "Deliveries: 0 pending, 0 succeeded, 0 failed")
    assert.include(deliveries.stdout, "No attempts yet")

    const badUrl = await run(
      "webhook",
      "add",
      "--url",
      "ftp://example.com",
      "--events",
      "*",
      "--workspace",
      String(workspace["id"])
    )
    assert.strictEqual(badUrl.code, 2)
    assert.include(badUrl.stderr, "Only http and https URLs are accepted")
    const loopback = await run("webhook", "add", "--url", "http://[::ffff:127.0.0.1]:8080/in", "--events", "*")
    assert.strictEqual(loopback.code, 2)
    assert.include(loopback.stderr, "Refused webhook URL: ::ffff:7f00:1 is a loopback address")
    assert.include(loopback.stderr, "WEBHOOK_ALLOW_PRIVATE=true")
    const named = await run("webhook", "add", "--url", "http://localhost:8080/in", "--events", "*")
    assert.strictEqual(named.code, 2)
    assert.include(named.stderr, "Refused webhook URL: localhost is a loopback name")
    const allowed = await runCli(["webhook", "add", "--url", "http://localhost:8080/in", "--events", "*"], {
      ...env,
      WEBHOOK_ALLOW_PRIVATE: "true"
    })
    assert.strictEqual(allowed.code, 0, allowed.stderr)
    const unknown = await run("webhook", "replay", "evt_01m7z3qfmzfzzvf9fh0kac7238")
    assert.strictEqual(unknown.code, 2)
    assert.include(unknown.stderr, "No event with id evt_01m7z3qfmzfzzvf9fh0kac7238")
  })
})
