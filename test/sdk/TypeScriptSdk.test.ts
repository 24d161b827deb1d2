// The TypeScript SDK as a user gets it: built with tsc into sdk/typescript/dist (by `npm run typecheck`, or here when
// that build is older than the sources), imported from there, and used against a real server process: CRUD with
// typed errors (402 and 422 too), uploads from a path and a stream, ranges, pagination of 250 items, the asset
// tagger run and waited for with its artifact, a real 429 retried, a real 409 idempotency_in_progress waited out,
// per-call options (Idempotency-Key, time limit, headers, abort signal) and the User-Agent, POSTs whose answer was
// lost, delayed or replaced by a 502 retried with their key and answered by the server's replay, connection
// failures, typed webhook events from a real delivery, and every operation of the server's OpenAPI document
// reachable through the SDK. (A fetch wrapper plays the network: it passes every request to the real server, then
// loses, delays or replaces the answer.)
import { assert, beforeAll, describe, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Readable } from "node:stream"
import { pathToFileURL } from "node:url"
import type * as SdkModule from "../../sdk/typescript/src/index.js"
import { cleanupAfterAll } from "../support/CrashServer.js"
import { type SdkServer, startSdkServer } from "./SdkServer.js"

type Sdk = typeof SdkModule
type Info = SdkModule.ResponseInfo

/** A fetch that passes the request to the server, then, for the attempts `hold` picks, keeps the answer back for
 * `ms` (as a slow network would) unless the attempt is aborted first. */
const slowFetch = (ms: number, hold: (attempt: number) => boolean): typeof fetch & { attempts: number } => {
  const f = Object.assign(
    async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      f.attempts += 1
      const held = hold(f.attempts)
      const response = await fetch(input, init)
      if (held) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, ms)
          init?.signal?.addEventListener(
            "abort",
            () => {
              clearTimeout(timer)
              reject(init.signal?.reason)
            },
            { once: true }
          )
        })
      }
      return response
    },
    { attempts: 0 }
  )
  return f
}

/**
 * Starts an upload with `key` whose body is held back until `release()`: meanwhile the server runs it, so the key
 * is in progress. Its file is `slow.txt`.
 */
const slowUpload = (server: SdkServer, key: string, projectId: string) => {
  const boundary = `b${randomUUID()}`
  const encoder = new TextEncoder()
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\n` +
            "Content-Type: text/plain\r\n\r\nslow "
        )
      )
      await released
      controller.enqueue(encoder.encode(`upload\r\n--${boundary}--\r\n`))
      controller.close()
    }
  })
  const answer = fetch(`${server.baseUrl}/assets`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      "idempotency-key": key,
      "content-type": `multipart/form-data; boundary=${boundary}`
    },
    body,
    duplex: "half"
  } as RequestInit)
  return { release: () => release(), answer }
}

/** What a call settled with: its value, or what it threw. */
const settle = <T>(p: Promise<T>): Promise<T | unknown> => p.catch((e: unknown) => e)

/** The event's subject, read through the typed union: it only compiles when `type` narrows `data`. */
const subjectOf = (event: SdkModule.WebhookEvent): string => {
  switch (event.type) {
    case "project.created":
    case "project.updated":
    case "project.deleted":
      return event.data.name
    case "asset.created":
    case "asset.updated":
    case "asset.deleted":
      return event.data.filename
    case "agent.completed":
    case "agent.failed":
      return event.data.agent_id
    case "workflow.completed":
    case "workflow.failed":
      return event.data.workflow_id
    case "talent.cleared":
    case "talent.flagged":
      return event.data.asset_id
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..")
const SDK_DIR = path.join(ROOT, "sdk/typescript")

/** True when sdk/typescript/dist is missing or older than a source file or the build's configuration. */
const sdkBuildIsStale = () => {
  const built = path.join(SDK_DIR, "dist/index.js")
  if (!fs.existsSync(built)) return true
  const inputs = [
    path.join(SDK_DIR, "tsconfig.json"),
    ...fs.readdirSync(path.join(SDK_DIR, "src")).map((f) => path.join(SDK_DIR, "src", f))
  ]
  const builtAt = fs.statSync(built).mtimeMs
  return inputs.some((f) => fs.statSync(f).mtimeMs > builtAt)
}

interface RealRetry {
  /** What the last call without retries was refused with. */
  readonly refusal: unknown
  /** The retried call's answer. */
  readonly total: number
  /** The retried call's responses: [status, attempt]. */
  readonly seen: ReadonlyArray<readonly [number, number]>
}

/**
 * Uses up the limited key's window without retries, starting again while the window has too little time left for
 * the retried call to still see a 429; then one call with retries, which waits out the Retry-After and succeeds.
 */
const retryRealRateLimit = async (sdk: Sdk, server: SdkServer): Promise<RealRetry> => {
  const noRetry = new sdk.Clearhouse({ apiKey: server.limitedKey, baseUrl: server.baseUrl, retry: false })
  let refusal: unknown
  for (;;) {
    refusal = await (async () => {
      for (;;) await noRetry.projects.listPage()
    })().catch((e: unknown) => e)
    const retryAfter = refusal instanceof sdk.RateLimitError ? refusal.retryAfter : null
    if (retryAfter === null || retryAfter >= 5) break
    await new Promise((r) => setTimeout(r, (retryAfter + 1) * 1000))
  }
  const seen: Array<[number, number]> = []
  const limited = new sdk.Clearhouse({
    apiKey: server.limitedKey,
    baseUrl: server.baseUrl,
    onResponse: (r) => seen.push([r.status, r.attempt])
  })
  return { refusal, total: (await limited.projects.listPage()).total, seen }
}

describe("TypeScript SDK", { timeout: 240_000 }, () => {
  const cleanup = cleanupAfterAll()
  let sdk: Sdk
  let server: SdkServer
  let client: InstanceType<Sdk["Clearhouse"]>
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-ts-sdk-"))
  cleanup.push(() => fs.promises.rm(tmp, { recursive: true, force: true }))

  // The real 429 waits for the end of the server's one-minute rate-limit window (half a minute on average): it
  // starts as soon as the server is up and runs beside the other tests; the last test checks what it saw.
  let rateLimited: Promise<
    { readonly ok: true; readonly value: RealRetry } | { readonly ok: false; readonly error: unknown }
  >

  beforeAll(async () => {
    if (sdkBuildIsStale()) {
      execFileSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", SDK_DIR], {
        stdio: "inherit"
      })
    }
    sdk = (await import(pathToFileURL(path.join(SDK_DIR, "dist/index.js")).href)) as Sdk
    server = await startSdkServer(cleanup)
    client = new sdk.Clearhouse({ apiKey: server.apiKey, baseUrl: server.baseUrl })
    rateLimited = retryRealRateLimit(sdk, server).then(
      (value) => ({ ok: true, value }) as const,
      (error: unknown) => ({ ok: false, error }) as const
    )
  }, 300_000)

  it("reads the key and base URL from the environment, and refuses to start without a key", () => {
    const saved = { ...process.env }
    try {
      process.env["CLEARHOUSE_API_KEY"] = "chk_from_env"
      process.env["CLEARHOUSE_BASE_URL"] = "http://example.test/v1/"
      assert.strictEqual(new sdk.Clearhouse().baseUrl, "http://example.test/v1")
      delete process.env["CLEARHOUSE_BASE_URL"]
      assert.strictEqual(new sdk.Clearhouse().baseUrl, "http://127.0.0.1:8080/v1")
      delete process.env["CLEARHOUSE_API_KEY"]
      assert.throws(() => new sdk.Clearhouse(), /CLEARHOUSE_API_KEY/)
    } finally {
      process.env = saved
    }
  })

  it("creates, reads, changes and deletes; errors carry code, details, status and request id", async () => {
    const seen: Array<number> = []
    const c = new sdk.Clearhouse({
      apiKey: server.apiKey,
      baseUrl: server.baseUrl,
      onResponse: (r) => seen.push(r.status)
    })
    const project = await c.projects.create({ name: "Summer campaign", visibility: "internal" })
    assert.match(project.id, /^prj_/)
    assert.strictEqual(c.lastResponse?.status, 201)
    assert.isNotNull(c.lastResponse?.rateLimit)
    assert.match(c.lastResponse?.requestId ?? "", /^req_/)
    assert.strictEqual((await c.projects.get(project.id)).name, "Summer campaign")
    assert.strictEqual((await c.projects.update(project.id, { description: "Beach" })).description, "Beach")
    assert.deepStrictEqual(await c.projects.delete(project.id), { id: project.id, deleted: true })
    const missing = await c.projects.get(project.id).catch((e: unknown) => e)
    assert.instanceOf(missing, sdk.NotFoundError)
    assert.strictEqual((missing as InstanceType<Sdk["NotFoundError"]>).status, 404)
    assert.match((missing as InstanceType<Sdk["NotFoundError"]>).requestId ?? "", /^req_/)
    const invalid = await c.projects.create({} as { name: string }).catch((e: unknown) => e)
    assert.instanceOf(invalid, sdk.ValidationError)
    const error = invalid as InstanceType<Sdk["ValidationError"]>
    assert.strictEqual(error.code, "validation_error")
    assert.strictEqual(error.status, 400)
    assert.deepStrictEqual(error.details, [{ field: "name", issue: "required" }])
    assert.deepStrictEqual(seen, [201, 200, 200, 200, 404, 400])
  })

  it("pages through 250 items: every one once, newest first, with total, cursor and hasMore", async () => {
    const talent: Array<string> = []
    for (let i = 0; i < 250; i++) talent.push((await client.talent.create({ name: `Talent ${i}`, agency: "Many" })).id)
    const first = await client.talent.listPage({ agency: "Many", limit: 100 })
    assert.strictEqual(first.total, 250)
    assert.isTrue(first.hasMore)
    assert.isString(first.cursor)
    assert.strictEqual(first.data.length, 100)
    const all: Array<string> = []
    for await (const t of client.talent.list({ agency: "Many", limit: 100 })) all.push(t.id)
    assert.deepStrictEqual(all, [...talent].reverse())
    const last = await client.talent.listPage({ agency: "Many", limit: 100, cursor: first.cursor! })
    assert.strictEqual(last.data[0]!.id, all[100])
  })

  it("uploads from a path and from a stream, downloads whole, by range and to a file", async () => {
    const project = await client.projects.create({ name: "Uploads" })
    const file = path.join(tmp, "notes.txt")
    fs.writeFileSync(file, "0123456789".repeat(1000))
    const fromPath = await client.assets.uploadFile(file, {
      projectId: project.id,
      contentType: "text/plain",
      metadata: { source: "disk" },
      tags: ["notes"]
    })
    assert.strictEqual(fromPath.filename, "notes.txt")
    assert.strictEqual(fromPath.size_bytes, 10_000)
    assert.deepStrictEqual(fromPath.tags, ["notes"])
    assert.deepStrictEqual(fromPath.metadata, { source: "disk" })
    const fromStream = await client.assets.upload({
      projectId: project.id,
      file: Readable.from([Buffer.from("streamed "), Buffer.from("content")]),
      filename: "stream.txt",
      contentType: "text/plain"
    })
    assert.strictEqual(fromStream.size_bytes, 16)
    assert.strictEqual(await (await client.assets.content(fromStream.id)).text(), "streamed content")
    const range = await client.assets.content(fromPath.id, { range: { start: 10, end: 14 } })
    assert.strictEqual(range.status, 206)
    assert.strictEqual(range.contentRange, "bytes 10-14/10000")
    assert.strictEqual(await range.text(), "01234")
    const saved = path.join(tmp, "saved.txt")
    await (await client.assets.content(fromPath.id)).saveTo(saved)
    assert.strictEqual(fs.readFileSync(saved, "utf8"), fs.readFileSync(file, "utf8"))
    const updated = await client.assets.update(fromPath.id, { tags: ["notes", "checked"] })
    assert.deepStrictEqual(updated.tags, ["notes", "checked"])
    const provenance: Array<string> = []
    for await (const entry of client.assets.provenance(fromPath.id)) provenance.push(entry.action)
    assert.includeMembers(provenance, ["uploaded"])
    assert.isTrue((await client.assets.verifyProvenance(fromPath.id)).valid)
    const listed: Array<string> = []
    for await (const a of client.assets.list({ project_id: project.id })) listed.push(a.id)
    assert.deepStrictEqual(listed, [fromStream.id, fromPath.id])
  })

  it("runs the asset tagger, waits with progress, reads its artifact; a workflow run is waited for too", async () => {
    const project = await client.projects.create({ name: "Tagging" })
    await client.taxonomies.create({ name: "brand", terms: [{ label: "Invoice", synonyms: ["invoice"] }] })
    const asset = await client.assets.upload({
      projectId: project.id,
      file: new Blob(["Invoice number 42 for the summer campaign"]),
      filename: "invoice.txt",
      contentType: "text/plain"
    })
    const started = await client.agents.run({
      agent_id: "asset-tagger",
      inputs: { asset_ids: [asset.id], taxonomy: "brand" }
    })
    const statuses: Array<string> = []
    const run = await client.agents.waitForRun(started.id, {
      intervalMs: 200,
      onProgress: (r) => statuses.push(r.status)
    })
    assert.strictEqual(run.status, "succeeded", JSON.stringify(run.error))
    assert.strictEqual(statuses.at(-1), "succeeded")
    assert.isAbove(run.artifacts.length, 0)
    const report = await client.agents.artifact(run.id, "tagging-report.md")
    assert.include(await report.text(), "invoice.txt")
    const runs: Array<string> = []
    for await (const r of client.agents.listRuns({ agent_id: "asset-tagger" })) runs.push(r.id)
    assert.deepStrictEqual(runs, [run.id])

    const talent = await client.talent.create({ name: "Workflow Talent" })
    await client.contracts.create({
      talent_ids: [talent.id],
      title: "Web rights",
      start_date: "2020-01-01",
      territories: ["worldwide"],
      distribution_channels: ["web"]
    })
    const workflow = await client.workflows.create({
      name: "Clear for web",
      steps: [
        {
          id: "clear",
          type: "run_agent",
          agent_id: "talent-clearance",
          inputs: { asset_ids: [asset.id], distribution_channels: ["web"] }
        }
      ]
    })
    const wfRun = await client.workflows.run(workflow.id)
    const finished = await client.workflows.waitForRun(wfRun.id, { intervalMs: 200 })
    assert.strictEqual(finished.status, "succeeded", JSON.stringify(finished.error))
    const clearances: Array<string> = []
    for await (const c of client.clearances.list({ asset_id: asset.id })) clearances.push(c.id)
    assert.strictEqual(clearances.length, 1)
    assert.strictEqual((await client.clearances.get(clearances[0]!)).id, clearances[0])
  })

  it("retries connection failures with backoff, then reports a ConnectionError", async () => {
    const attempts: Array<string> = []
    const failing: typeof fetch = async (input) => {
      attempts.push(String(input))
      throw new TypeError("fetch failed")
    }
    const c = new sdk.Clearhouse({
      apiKey: "chk_x",
      baseUrl: "http://127.0.0.1:9/v1",
      fetch: failing,
      retry: { maxRetries: 2, initialDelayMs: 1 }
    })
    const error = await c.projects.get("prj_x").catch((e: unknown) => e)
    assert.instanceOf(error, sdk.ConnectionError)
    assert.strictEqual(attempts.length, 3)
    // A PATCH is not idempotent by contract: tried once.
    attempts.length = 0
    await c.projects.update("prj_x", { name: "x" }).catch(() => undefined)
    assert.strictEqual(attempts.length, 1)
  })

  it("never retries what the onResponse callback throws: the call rejects with it", async () => {
    let calls = 0
    const created: typeof fetch = async () => {
      calls += 1
      return Response.json({ data: { id: "prj_1" }, meta: {} }, { status: 201 })
    }
    const thrown = new Error("the callback failed")
    const c = new sdk.Clearhouse({
      apiKey: "chk_x",
      baseUrl: "http://h/v1",
      fetch: created,
      retry: { initialDelayMs: 1 },
      onResponse: () => {
        throw thrown
      }
    })
    assert.strictEqual(await settle(c.projects.create({ name: "x" })), thrown)
    assert.strictEqual(calls, 1)
  })

  it("sends one Idempotency-Key per POST, the same on each retry, and one also when retries are off", async () => {
    const keys: Array<string | null> = []
    let calls = 0
    const flaky: typeof fetch = async (_input, init) => {
      keys.push(new Headers(init?.headers).get("idempotency-key"))
      calls += 1
      if (calls === 1) return new Response("{}", { status: 503, headers: { "retry-after": "0" } })
      return Response.json({ data: { id: "prj_1" }, meta: {} }, { status: 201 })
    }
    const c = new sdk.Clearhouse({ apiKey: "chk_x", baseUrl: "http://h/v1", fetch: flaky })
    await c.projects.create({ name: "x" })
    assert.strictEqual(keys.length, 2)
    assert.match(keys[0]!, /^[0-9a-f-]{36}$/)
    assert.strictEqual(keys[1], keys[0])
    keys.length = 0
    calls = 0
    const off = new sdk.Clearhouse({ apiKey: "chk_x", baseUrl: "http://h/v1", fetch: flaky, retry: false })
    const error = await off.projects.create({ name: "x" }).catch((e: unknown) => e)
    assert.instanceOf(error, sdk.ServerError)
    assert.strictEqual(keys.length, 1)
    assert.match(keys[0]!, /^[0-9a-f-]{36}$/)
    assert.strictEqual((error as InstanceType<Sdk["ServerError"]>).idempotencyKey, keys[0])
  })

  it("sends its User-Agent, the client's and the call's headers, and the caller's Idempotency-Key", async () => {
    const sent: Array<{ method: string; headers: Headers }> = []
    const recording: typeof fetch = async (input, init) => {
      sent.push({ method: init?.method ?? "GET", headers: new Headers(init?.headers) })
      return fetch(input, init)
    }
    const c = new sdk.Clearhouse({
      apiKey: server.apiKey,
      baseUrl: server.baseUrl,
      fetch: recording,
      headers: { "X-Client": "from-client" }
    })
    const version = (JSON.parse(fs.readFileSync(path.join(SDK_DIR, "package.json"), "utf8")) as { version: string })
      .version
    assert.strictEqual(sdk.VERSION, version)
    assert.strictEqual(sdk.USER_AGENT, `clearhouse-sdk-typescript/${version} node/${process.versions.node}`)
    const key = `ts-own-key-${randomUUID()}`
    const name = `Own key ${key}`
    const first = await c.projects.create({ name }, { idempotencyKey: key, headers: { "X-Call": "from-call" } })
    const firstRequest = c.lastResponse!
    assert.isFalse(firstRequest.replayed)
    assert.isNull(firstRequest.originalRequest)
    // The same call again (say, after the caller crashed): the server answers it with the first answer.
    const again = await c.projects.create({ name }, { idempotencyKey: key })
    assert.deepStrictEqual(again, first)
    const replay = c.lastResponse!
    assert.isTrue(replay.replayed)
    assert.strictEqual(replay.idempotencyKey, key)
    assert.notStrictEqual(replay.requestId, firstRequest.requestId)
    // Original-Request names the first request (an answer without the header, as the first, gives null).
    assert.match(firstRequest.requestId ?? "", /^req_/)
    assert.strictEqual(replay.originalRequest, firstRequest.requestId)
    assert.strictEqual((await c.projects.listPage({ name })).total, 1)
    await c.projects.get(first.id, { headers: { "x-call": "on-a-get" } })
    assert.deepStrictEqual(
      sent.map((r) => [r.method, r.headers.get("idempotency-key"), r.headers.get("x-call"), r.headers.get("x-client")]),
      [
        ["POST", key, "from-call", "from-client"],
        ["POST", key, null, "from-client"],
        ["GET", null, null, "from-client"],
        ["GET", null, "on-a-get", "from-client"]
      ]
    )
    for (const r of sent) assert.strictEqual(r.headers.get("user-agent"), sdk.USER_AGENT)
  })

  it("retries a POST whose answer was lost with the same key: the server replays the first answer", async () => {
    const keys: Array<string | null> = []
    const firstRequestIds: Array<string | null> = []
    const losing: typeof fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get("idempotency-key"))
      const response = await fetch(input, init)
      if (keys.length > 1) return response
      firstRequestIds.push(response.headers.get("x-request-id"))
      await response.arrayBuffer()
      throw new TypeError("fetch failed: other side closed")
    }
    const seen: Array<Info> = []
    const c = new sdk.Clearhouse({
      apiKey: server.apiKey,
      baseUrl: server.baseUrl,
      fetch: losing,
      retry: { initialDelayMs: 1 },
      onResponse: (r) => seen.push(r)
    })
    const name = `Lost answer ${randomUUID()}`
    const project = await c.projects.create({ name })
    assert.strictEqual(keys.length, 2)
    assert.strictEqual(keys[1], keys[0])
    assert.strictEqual(seen.length, 1)
    const replay = seen[0]!
    assert.deepStrictEqual([replay.status, replay.attempt, replay.replayed], [201, 2, true])
    assert.strictEqual(replay.idempotencyKey, keys[0])
    assert.match(firstRequestIds[0] ?? "", /^req_/)
    assert.strictEqual(replay.originalRequest, firstRequestIds[0])
    const page = await client.projects.listPage({ name })
    assert.deepStrictEqual(
      page.data.map((p) => p.id),
      [project.id]
    )
  })

  it("retries 500, 502, 503 and 504 when the call is keyed (POST) or safe (GET), not a PATCH but after a 429", async () => {
    // A gateway in front of the server: the request reaches the server, its answer is replaced by a 5xx; or it is
    // refused with a 429 before it reaches the server.
    const replaced: Array<number> = []
    const plan: Array<number> = []
    const refuse: Array<number> = []
    const gateway: typeof fetch = async (input, init) => {
      if (refuse.shift() !== undefined) {
        return Response.json(
          { error: { code: "rate_limited", message: "Slow down", details: [] } },
          {
            status: 429,
            headers: { "retry-after": "0" }
          }
        )
      }
      const response = await fetch(input, init)
      const status = plan.shift()
      if (status === undefined) return response
      await response.arrayBuffer()
      replaced.push(status)
      return Response.json({ error: { code: "upstream", message: "Bad gateway", details: [] } }, { status })
    }
    const seen: Array<[string, number, number]> = []
    const c = new sdk.Clearhouse({
      apiKey: server.apiKey,
      baseUrl: server.baseUrl,
      fetch: gateway,
      retry: { initialDelayMs: 1, maxRetries: 4 },
      onResponse: (r) => seen.push([r.method, r.status, r.attempt])
    })
    const name = `Behind a gateway ${randomUUID()}`
    plan.push(502, 500, 504)
    const project = await c.projects.create({ name })
    assert.deepStrictEqual(replaced, [502, 500, 504])
    assert.deepStrictEqual(seen, [
      ["POST", 502, 1],
      ["POST", 500, 2],
      ["POST", 504, 3],
      ["POST", 201, 4]
    ])
    assert.isTrue(c.lastResponse?.replayed)
    assert.strictEqual((await client.projects.listPage({ name })).total, 1)
    seen.length = 0
    plan.push(503)
    assert.strictEqual((await c.projects.get(project.id)).id, project.id)
    assert.deepStrictEqual(seen, [
      ["GET", 503, 1],
      ["GET", 200, 2]
    ])
    seen.length = 0
    plan.push(502)
    const patch = await settle(c.projects.update(project.id, { description: "changed" }))
    assert.instanceOf(patch, sdk.ServerError)
    assert.strictEqual((patch as InstanceType<Sdk["ServerError"]>).status, 502)
    assert.deepStrictEqual(seen, [["PATCH", 502, 1]])
    seen.length = 0
    refuse.push(429)
    assert.strictEqual((await c.projects.update(project.id, { description: "after a 429" })).description, "after a 429")
    assert.deepStrictEqual(seen, [
      ["PATCH", 429, 1],
      ["PATCH", 200, 2]
    ])
  })

  it("gives each attempt the client's or the call's time limit: a timed-out POST is retried with its key", async () => {
    const slow = slowFetch(3000, (attempt) => attempt === 1)
    const c = new sdk.Clearhouse({
      apiKey: server.apiKey,
      baseUrl: server.baseUrl,
      fetch: slow,
      timeoutMs: 300,
      retry: { initialDelayMs: 1 }
    })
    assert.strictEqual(c.timeoutMs, 300)
    const name = `Slow answer ${randomUUID()}`
    const started = Date.now()
    const project = await c.projects.create({ name })
    assert.isBelow(Date.now() - started, 2500)
    assert.strictEqual(slow.attempts, 2)
    assert.deepStrictEqual([c.lastResponse?.attempt, c.lastResponse?.replayed], [2, true])
    assert.deepStrictEqual(
      (await client.projects.listPage({ name })).data.map((p) => p.id),
      [project.id]
    )

    const never = slowFetch(3000, () => true)
    const once = new sdk.Clearhouse({ apiKey: server.apiKey, baseUrl: server.baseUrl, fetch: never, retry: false })
    assert.strictEqual(once.timeoutMs, 60_000)
    const error = await settle(once.projects.create({ name: `${name} 2` }, { timeoutMs: 200, idempotencyKey: name }))
    assert.instanceOf(error, sdk.TimeoutError)
    assert.instanceOf(error, sdk.ConnectionError)
    const timeout = error as InstanceType<Sdk["TimeoutError"]>
    assert.deepStrictEqual([timeout.code, timeout.status, timeout.idempotencyKey], ["timeout", 0, name])
    assert.isBelow(Date.now() - started, 2500)
  })

  it("stops a call when its abort signal fires, also while it waits to retry", async () => {
    const hanging = slowFetch(5000, () => true)
    const c = new sdk.Clearhouse({ apiKey: server.apiKey, baseUrl: server.baseUrl, fetch: hanging })
    const controller = new AbortController()
    const reason = new Error("the user gave up")
    setTimeout(() => controller.abort(reason), 200)
    const started = Date.now()
    assert.strictEqual(await settle(c.projects.listPage({}, { signal: controller.signal })), reason)
    assert.isBelow(Date.now() - started, 2000)
    assert.strictEqual(hanging.attempts, 1)

    // A 503 asking for 30 s: the wait before the retry ends with the signal.
    const unavailable: typeof fetch = async () =>
      Response.json(
        { error: { code: "service_unavailable", message: "x", details: [] } },
        {
          status: 503,
          headers: { "retry-after": "30" }
        }
      )
    const waiting = new sdk.Clearhouse({ apiKey: "chk_x", baseUrl: "http://h/v1", fetch: unavailable })
    const stop = new AbortController()
    setTimeout(() => stop.abort(reason), 200)
    assert.strictEqual(await settle(waiting.projects.get("prj_x", { signal: stop.signal })), reason)
    assert.isBelow(Date.now() - started, 4000)
  })

  it("waits out a real 409 idempotency_in_progress (Retry-After) and gets the first request's answer", async () => {
    const project = await client.projects.create({ name: "Slow uploads" })
    // Tried again with a new key, up to 3 times, when the SDK's upload reached the server before the slow one.
    for (let tries = 1; ; tries++) {
      const key = `ts-slow-upload-${randomUUID()}`
      const first = slowUpload(server, key, project.id)
      await new Promise((r) => setTimeout(r, 500))
      const seen: Array<Info> = []
      const c = new sdk.Clearhouse({
        apiKey: server.apiKey,
        baseUrl: server.baseUrl,
        onResponse: (r) => {
          seen.push(r)
          if (r.status === 409) first.release()
        }
      })
      const started = Date.now()
      const asset = await c.assets.upload(
        { projectId: project.id, file: new Blob(["another body"]), filename: "other.txt" },
        { idempotencyKey: key }
      )
      first.release()
      const firstAnswer = await first.answer
      if (seen[0]?.status !== 409 && tries < 3) continue
      const firstAsset = ((await firstAnswer.json()) as { data: { id: string; filename: string } }).data
      assert.strictEqual(firstAnswer.status, 201)
      assert.deepStrictEqual([seen[0]?.status, seen[0]?.retryAfter], [409, 1])
      assert.strictEqual(seen.at(-1)?.status, 201)
      assert.isAtLeast(Date.now() - started, 900)
      assert.deepStrictEqual([asset.id, asset.filename], [firstAsset.id, "slow.txt"])
      assert.isTrue(seen.at(-1)?.replayed)
      assert.match(firstAnswer.headers.get("x-request-id") ?? "", /^req_/)
      assert.strictEqual(seen.at(-1)?.originalRequest, firstAnswer.headers.get("x-request-id"))
      break
    }
    // With retries off, the 409 is the caller's to handle.
    const off = new sdk.Clearhouse({ apiKey: server.apiKey, baseUrl: server.baseUrl, retry: false })
    for (let tries = 1; ; tries++) {
      const key = `ts-slow-upload-${randomUUID()}`
      const first = slowUpload(server, key, project.id)
      await new Promise((r) => setTimeout(r, 500))
      const conflict = await settle(
        off.assets.upload({ projectId: project.id, file: new Blob(["x"]) }, { idempotencyKey: key })
      )
      first.release()
      const firstAnswer = await first.answer
      if (!(conflict instanceof sdk.ConflictError) && tries < 3) continue
      assert.instanceOf(conflict, sdk.ConflictError)
      const error = conflict as InstanceType<Sdk["ConflictError"]>
      assert.deepStrictEqual([error.code, error.retryAfter, error.idempotencyKey], ["idempotency_in_progress", 1, key])
      assert.strictEqual(firstAnswer.status, 201)
      break
    }
  })

  it("raises InsufficientCreditsError for a 402 and UnprocessableEntityError for a 422", async () => {
    const poor = new sdk.Clearhouse({ apiKey: server.poorKey, baseUrl: server.baseUrl })
    const project = await poor.projects.create({ name: "No credits" })
    const asset = await poor.assets.upload({ projectId: project.id, file: new Blob(["x"]), filename: "x.txt" })
    await poor.taxonomies.create({ name: "brand", terms: [{ label: "Invoice" }] })
    const run = { agent_id: "asset-tagger", inputs: { asset_ids: [asset.id], taxonomy: "brand" } }
    const refused = await settle(poor.agents.run(run))
    assert.instanceOf(refused, sdk.InsufficientCreditsError)
    const credits = refused as InstanceType<Sdk["InsufficientCreditsError"]>
    assert.deepStrictEqual([credits.status, credits.code], [402, "insufficient_credits"])
    assert.isString(credits.message)
    assert.isArray(credits.details)
    assert.match(credits.requestId ?? "", /^req_/)
    assert.strictEqual(poor.lastResponse?.attempt, 1)

    const key = `ts-reused-${randomUUID()}`
    await client.projects.create({ name: "First use of the key" }, { idempotencyKey: key })
    const reused = await settle(client.projects.create({ name: "Another body" }, { idempotencyKey: key }))
    assert.instanceOf(reused, sdk.UnprocessableEntityError)
    const unprocessable = reused as InstanceType<Sdk["UnprocessableEntityError"]>
    assert.deepStrictEqual([unprocessable.status, unprocessable.code], [422, "idempotency_key_reused"])
    assert.strictEqual(unprocessable.idempotencyKey, key)
    assert.match(unprocessable.requestId ?? "", /^req_/)
  })

  it("verifies a real webhook delivery and rejects a changed body, a wrong secret and an old timestamp", async () => {
    const { secret, body, headers } = JSON.parse(fs.readFileSync(server.webhookFile, "utf8")) as {
      secret: string
      body: string
      headers: Record<string, string>
    }
    const event = await sdk.verifyWebhook(secret, body, headers)
    assert.strictEqual(event.type, "project.created")
    assert.include(sdk.WEBHOOK_EVENT_TYPES, event.type)
    assert.strictEqual(subjectOf(event), "Webhook trigger")
    // The data is the resource as the API answers it: the generated type's fields, no more, no less.
    if (event.type !== "project.created") throw new Error(event.type)
    const project: SdkModule.Project = event.data
    assert.deepStrictEqual(Object.keys(project).sort(), Object.keys(await client.projects.get(project.id)).sort())
    await sdk.verifyWebhook(secret, new TextEncoder().encode(body), new Headers(headers))
    const rejects = async (p: Promise<unknown>) =>
      assert.instanceOf(
        await p.then(
          () => undefined,
          (e: unknown) => e
        ),
        sdk.WebhookVerificationError
      )
    await rejects(sdk.verifyWebhook(secret, body.replace("Webhook trigger", "Webhook trickery"), headers))
    await rejects(sdk.verifyWebhook(`whsec_${btoa("another secret of 32 bytes......")}`, body, headers))
    await rejects(sdk.verifyWebhook(secret, body, headers, { now: Date.now() + 3_600_000 }))
    await rejects(sdk.verifyWebhook(secret, body, { ...headers, "webhook-signature": "" }))
  })

  it("covers every operation of the server's /v1/openapi.json with the method named after its operationId", async () => {
    const spec = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const recorded: Array<string> = []
    const recording: typeof fetch = async (input, init) => {
      recorded.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`)
      return Response.json({ data: [], meta: { total: 0, cursor: null, has_more: false } })
    }
    const c = new sdk.Clearhouse({ apiKey: "chk_x", baseUrl: "http://h/v1", fetch: recording })
    const missing: Array<string> = []
    for (const [template, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const [group, name] = op.operationId.split(".") as [string, string]
        const resource = (c as unknown as Record<string, Record<string, unknown>>)[group]
        const fn = resource?.[name]
        if (typeof fn !== "function") {
          missing.push(op.operationId)
          continue
        }
        recorded.length = 0
        const args = name === "upload" ? [{ projectId: "prj_x", file: new Blob(["x"]) }] : ["ID1", "ID2", {}]
        const result = (fn as (...a: Array<unknown>) => unknown).apply(resource, args)
        await (Symbol.asyncIterator in (result as object)
          ? (result as AsyncGenerator<unknown>).next()
          : (result as Promise<unknown>))
        const expected = `${method.toUpperCase()} ${template.replace("{id}", "ID1").replace("{name}", "ID2")}`
        assert.deepStrictEqual(recorded, [expected], op.operationId)
      }
    }
    assert.deepStrictEqual(missing, [], "operations the SDK lacks")
  })

  it("retries a real 429 after Retry-After; with retries off the RateLimitError says how long to wait", async () => {
    const result = await rateLimited
    if (!result.ok) throw result.error
    const { refusal, total, seen } = result.value
    assert.instanceOf(refusal, sdk.RateLimitError)
    const error = refusal as InstanceType<Sdk["RateLimitError"]>
    assert.strictEqual(error.status, 429)
    assert.strictEqual(error.response?.rateLimit?.remaining, 0)
    assert.isNotNull(error.retryAfter)
    assert.strictEqual(total, 0)
    assert.deepStrictEqual(seen, [
      [429, 1],
      [200, 2]
    ])
  })
})
