// The server as a user runs it: configuration errors at start, graceful SIGTERM (in-flight requests finish, a
// stuck one only until the shutdown timeout),
// HTTPS with the plain-HTTP redirect listener, the embedded PostgreSQL surviving a crash of the server, and every
// other way the server stops (SIGTERM, SIGINT, the shutdown timeout, a failed start) stopping that PostgreSQL.
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import selfsigned from "selfsigned"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { runCli, runScript, SERVER, startServerProcess } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

let db: Awaited<ReturnType<typeof createDatabase>>
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-server-test-"))
fs.chmodSync(tmp, 0o755)

beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.drop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port
      s.close(() => resolve(port))
    })
  })

const keyFor = async (env: Record<string, string>, flags: ReadonlyArray<string> = []) => {
  const created = await runCli(
    [...flags, "key", "create", "--name", "t", "--scopes", ALL_SCOPES.join(","), "--json"],
    env
  )
  assert.strictEqual(created.code, 0, created.stderr)
  return (JSON.parse(created.stdout) as { key: string }).key
}

/** A POST whose body is announced as 100 bytes of which 10 ever arrive: it never finishes. */
const stuckRequest = async (serverUrl: string, token: string) => {
  const url = new URL(`${serverUrl}/v1/projects`)
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": 100 }
  })
  req.on("error", () => {})
  req.write('{"name": "')
  await new Promise((resolve) => setTimeout(resolve, 300))
  return req
}

/** The pid of the embedded PostgreSQL running on a data directory, if one runs. */
const postmasterOf = (dataDir: string) => {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0])
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

describe("server process", { timeout: 180_000 }, () => {
  it("refuses to start on invalid configuration and names every bad variable", async () => {
    const result = await runScript(SERVER, [], {
      DATABASE_URL: db.url,
      PORT: "http",
      LOG_LEVEL: "loud",
      TLS_CERT_FILE: "/nonexistent.pem",
      HEAP_GROWTH_PERCENT: "-5",
      CORS_ALLOWED_ORIGINS: "https://app.example.com/path",
      PROJECT_VISIBILITIES: "public"
    })
    assert.strictEqual(result.code, 1)
    assert.include(result.stderr, "Invalid configuration")
    assert.include(result.stderr, "PORT")
    assert.include(result.stderr, "LOG_LEVEL")
    assert.include(result.stderr, "TLS_KEY_FILE")
    assert.include(result.stderr, "HEAP_GROWTH_PERCENT: Expected an integer from 0 to 1000")
    assert.include(result.stderr, "CORS_ALLOWED_ORIGINS: Expected origins")
    assert.include(result.stderr, "PROJECT_VISIBILITIES: Must include private")
    assert.notInclude(result.stderr, "(config)")
  })

  it("says plainly that the port is in use, without a stack trace", async () => {
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve))
    const port = (taken.address() as net.AddressInfo).port
    try {
      const result = await runScript(SERVER, [], {
        DATABASE_URL: db.url,
        CLEARHOUSE_DATA_DIR: path.join(tmp, "port-in-use"),
        PORT: String(port)
      })
      assert.strictEqual(result.code, 1, result.stdout + result.stderr)
      assert.include(result.stderr, `Cannot listen on 127.0.0.1:${port}: the port is in use`)
      assert.notMatch(result.stdout + result.stderr, /\n\s+at /, "no stack trace")
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })

  it("on SIGTERM it lets an in-flight request finish, then exits cleanly", async () => {
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: path.join(tmp, "sigterm") }
    const server = await startServerProcess({ env })
    const token = await keyFor(env)
    const body = JSON.stringify({ name: "Finished during shutdown" })
    const url = new URL(`${server.url}/v1/projects`)
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "content-length": body.length
          }
        },
        (res) => {
          let text = ""
          res.on("data", (c: Buffer) => (text += c.toString()))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
        }
      )
      req.on("error", reject)
      // Half the body now, the rest after the server has been told to stop.
      req.write(body.slice(0, 10))
      setTimeout(() => {
        server.child.kill("SIGTERM")
        setTimeout(() => req.end(body.slice(10)), 500)
      }, 300)
    })
    const { status, text } = await response
    assert.strictEqual(status, 201, text)
    assert.strictEqual((JSON.parse(text) as { data: { name: string } }).data.name, "Finished during shutdown")
    assert.strictEqual(await server.exited, 0)
  })

  it("a request that never finishes does not keep a stopping server alive past SHUTDOWN_TIMEOUT_MS", async () => {
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: path.join(tmp, "stuck"), SHUTDOWN_TIMEOUT_MS: "2000" }
    const server = await startServerProcess({ env })
    const req = await stuckRequest(server.url, await keyFor(env))
    const stopping = Date.now()
    server.child.kill("SIGTERM")
    assert.strictEqual(await server.exited, 1)
    const waited = Date.now() - stopping
    assert.isAtLeast(waited, 1900)
    assert.isBelow(waited, 15_000)
    req.destroy()
  })

  it("on SIGTERM /readyz answers 503 for SHUTDOWN_DRAIN_MS while the server still serves, then it exits cleanly", async () => {
    // The drain is the window the checks below must fit in (a fixed time by design): wide, so a loaded machine fits.
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: path.join(tmp, "drain"), SHUTDOWN_DRAIN_MS: "10000" }
    const server = await startServerProcess({ env })
    const token = await keyFor(env)
    // One keep-alive connection, as a load balancer holds: the listener closes only after the drain.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = (p: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        http
          .get(`${server.url}${p}`, { agent, headers }, (res) => {
            let text = ""
            res.on("data", (c: Buffer) => (text += c.toString()))
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
          })
          .on("error", reject)
      })
    try {
      assert.strictEqual((await get("/readyz")).status, 200)
      server.child.kill("SIGTERM")
      let ready = await get("/readyz")
      for (let i = 0; i < 20 && ready.status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        ready = await get("/readyz")
      }
      assert.strictEqual(ready.status, 503, ready.text)
      assert.deepStrictEqual(JSON.parse(ready.text), {
        error: {
          code: "service_unavailable",
          message: "The server is shutting down",
          details: [{ field: "server", issue: "draining" }]
        }
      })
      // Still alive, and the API still answers while draining.
      assert.strictEqual((await get("/healthz")).status, 200)
      assert.strictEqual((await get("/v1/projects", { authorization: `Bearer ${token}` })).status, 200)
      assert.strictEqual(await server.exited, 0)
      assert.include(server.output(), "draining: /readyz answers 503")
    } finally {
      agent.destroy()
      await server.stop()
    }
  })

  it("from the start of the drain every answer says Connection: close; no request on a kept-alive socket is reset or hangs", async () => {
    const env = { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: path.join(tmp, "drain-close"), SHUTDOWN_DRAIN_MS: "3000" }
    const server = await startServerProcess({ env })
    const token = await keyFor(env)
    interface Outcome {
      readonly at: number
      readonly path: string
      readonly reused: boolean
      readonly status: number
      readonly connection: string | undefined
      readonly error: string | undefined
    }
    const outcomes: Array<Outcome> = []
    const send = (agent: http.Agent, p: string) =>
      new Promise<Outcome>((resolve) => {
        const at = Date.now()
        const req = http.get(`${server.url}${p}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
          res.resume()
          res.on("end", () =>
            resolve({
              at,
              path: p,
              reused: req.reusedSocket,
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              error: undefined
            })
          )
        })
        // A request that gets no answer within 5 s hangs (the drain is 3 s; every request here takes milliseconds).
        req.setTimeout(5000, () => req.destroy(new Error("hung")))
        req.on("error", (e: NodeJS.ErrnoException) =>
          resolve({
            at,
            path: p,
            reused: req.reusedSocket,
            status: 0,
            connection: undefined,
            error: e.code ?? e.message
          })
        )
      })
    // Four clients, each on one kept-alive connection as a proxy holds them, and a prober, until the server is gone.
    let running = true
    const client = async (p: string) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      while (running) {
        const outcome = await send(agent, p)
        outcomes.push(outcome)
        if (outcome.error === "ECONNREFUSED") break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      agent.destroy()
    }
    const clients = [client("/readyz"), ...[1, 2, 3, 4].map(() => client("/v1/projects?limit=1"))]
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.child.kill("SIGTERM")
    assert.strictEqual(await server.exited, 0)
    running = false
    await Promise.all(clients)

    const drainingFrom = outcomes.find((o) => o.path === "/readyz" && o.status === 503)?.at
    assert.isDefined(drainingFrom, "the prober saw the drain")
    const answered = outcomes.filter((o) => o.status !== 0)
    for (const o of answered) assert.include([200, 503], o.status)
    assert.isTrue(
      answered.some((o) => o.reused && o.at < drainingFrom!),
      "kept-alive connections were reused"
    )
    for (const o of answered.filter((o) => o.at < drainingFrom! - 500)) assert.strictEqual(o.connection, "keep-alive")
    const closing = answered.filter((o) => o.at >= drainingFrom!)
    assert.isAbove(closing.filter((o) => o.path !== "/readyz").length, 20, "API requests were answered while draining")
    for (const o of closing) assert.strictEqual(o.connection, "close", `${o.path} at +${o.at - drainingFrom!} ms`)
    // Nothing hangs; no request sent on a reused connection fails. Once the listener has closed, a new connection is
    // refused (or reset, when the kernel had queued it): that is where a client or a proxy goes elsewhere.
    const failed = outcomes.filter((o) => o.error !== undefined)
    assert.deepStrictEqual(
      failed.filter((o) => o.error === "hung" || o.reused),
      []
    )
    for (const o of failed) assert.include(["ECONNREFUSED", "ECONNRESET"], o.error)
  })

  it("serves HTTPS with a certificate and redirects plain HTTP with 308", async () => {
    const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
      extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }]
    })
    fs.writeFileSync(path.join(tmp, "cert.pem"), pems.cert)
    fs.writeFileSync(path.join(tmp, "key.pem"), pems.private)
    const redirectPort = await freePort()
    const server = await startServerProcess({
      env: {
        DATABASE_URL: db.url,
        CLEARHOUSE_DATA_DIR: path.join(tmp, "https"),
        TLS_CERT_FILE: path.join(tmp, "cert.pem"),
        TLS_KEY_FILE: path.join(tmp, "key.pem"),
        HTTP_REDIRECT_PORT: String(redirectPort)
      }
    })
    try {
      assert.match(server.url, /^https:/)
      const secure = await new Promise<number>((resolve, reject) =>
        https
          .get(`${server.url}/v1/openapi.json`, { ca: pems.cert }, (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          })
          .on("error", reject)
      )
      assert.strictEqual(secure, 200)
      const redirect = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${redirectPort}/v1/projects?limit=2`, (res) => {
            res.resume()
            resolve({ status: res.statusCode ?? 0, location: res.headers.location })
          })
          .on("error", reject)
      )
      assert.strictEqual(redirect.status, 308)
      assert.strictEqual(redirect.location, `${server.url}/v1/projects?limit=2`)
    } finally {
      await server.stop()
    }
  })

  it("embedded PostgreSQL is stopped on SIGINT, on a shutdown timeout, and when the start fails after it", async () => {
    const dataDir = path.join(tmp, "stops")
    const postmaster = () => postmasterOf(dataDir)
    const env = { CLEARHOUSE_DATA_DIR: dataDir }

    const interrupted = await startServerProcess({ env })
    assert.isNumber(postmaster(), "the server started its PostgreSQL")
    assert.strictEqual(await interrupted.stop("SIGINT"), 0)
    assert.isUndefined(postmaster(), "SIGINT stopped it")

    // A request that never finishes holds the shutdown until SHUTDOWN_TIMEOUT_MS forces the exit.
    const stuck = await startServerProcess({ env: { ...env, SHUTDOWN_TIMEOUT_MS: "1500" } })
    const req = await stuckRequest(stuck.url, await keyFor(env))
    assert.strictEqual(await stuck.stop("SIGTERM"), 1)
    req.destroy()
    assert.isUndefined(postmaster(), "the forced exit stopped it")

    // The HTTP port is taken: the start fails after the database has started.
    const blocker = net.createServer()
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as net.AddressInfo).port))
    )
    try {
      const failed = await runScript(SERVER, [], {
        ...env,
        PORT: String(port),
        LOG_LEVEL: "info",
        LOG_FORMAT: "json"
      })
      assert.notStrictEqual(failed.code, 0)
      assert.include(failed.stdout + failed.stderr, "embedded PostgreSQL started")
      assert.isUndefined(postmaster(), "a failed start stopped it")
    } finally {
      blocker.close()
    }
  })

  it("embedded PostgreSQL: data survives a SIGKILL of the server, whose leftover postmaster the next start adopts", async () => {
    const dataDir = path.join(tmp, "data")
    const env = { CLEARHOUSE_DATA_DIR: dataDir }
    const postmaster = () => postmasterOf(dataDir)
    // The CLI works with no server running: it starts the database for the command and stops it afterwards
    // (here it also creates the data directory, as asked with --init).
    const token = await keyFor(env, ["--init"])
    assert.isUndefined(postmaster())

    const first = await startServerProcess({ env })
    // ...and while the server runs, it uses the server's database.
    const listed = await runCli(["key", "list", "--json"], env)
    assert.strictEqual(listed.code, 0, listed.stderr)
    const created = await fetch(`${first.url}/v1/projects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Survives a crash" })
    })
    assert.strictEqual(created.status, 201)
    const id = ((await created.json()) as { data: { id: string } }).data.id

    await first.stop("SIGKILL")
    assert.isNumber(postmaster(), "the crashed server left its PostgreSQL running")

    const second = await startServerProcess({ env })
    const read = await fetch(`${second.url}/v1/projects/${id}`, { headers: { authorization: `Bearer ${token}` } })
    assert.strictEqual(read.status, 200)
    assert.strictEqual(await second.stop("SIGTERM"), 0)
    assert.isUndefined(postmaster(), "a clean shutdown stops the embedded PostgreSQL")
  })

  it("starts at once after a kill -9 whose process is still a zombie (the kernel released its data-directory lock)", async () => {
    const dataDir = path.join(tmp, "zombie")
    const env = { CLEARHOUSE_DATA_DIR: dataDir }
    await keyFor(env, ["--init"])
    for (let round = 0; round < 3; round++) {
      // A parent that never reaps its child, as a supervisor busy elsewhere: the killed server stays a zombie, its
      // pid alive to kill(pid, 0), until that parent exits.
      const parent = spawn("sh", ["-c", `"${process.execPath}" ${SERVER} & echo "pid $!"; exec sleep 600`], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: "info", LOG_FORMAT: "json" }
      })
      let output = ""
      parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
      parent.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
      const listening = () => /Clearhouse is listening on/.test(output)
      const state = () => {
        const pid = /pid (\d+)/.exec(output)?.[1]
        if (pid === undefined) return "starting"
        try {
          return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] ?? "?"
        } catch {
          return "gone"
        }
      }
      for (let waited = 0; !listening(); waited += 50) {
        if (waited > 120_000 || state() === "gone" || state() === "Z")
          throw new Error(`the first server did not start (process ${state()}):\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const pid = Number(/pid (\d+)/.exec(output)?.[1])
      process.kill(pid, "SIGKILL")
      try {
        // At once: no wait for the exit.
        const next = await startServerProcess({ env })
        assert.strictEqual(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0], "Z", "still a zombie")
        assert.strictEqual(await next.stop("SIGTERM"), 0)
      } finally {
        parent.kill("SIGKILL")
      }
    }
    assert.isUndefined(postmasterOf(dataDir), "the last clean shutdown stopped the embedded PostgreSQL")
  })

  it("refuses a second server on a data directory in use, naming the first one's pid", async () => {
    const dataDir = path.join(tmp, "taken")
    const env = { CLEARHOUSE_DATA_DIR: dataDir }
    await keyFor(env, ["--init"])
    const first = await startServerProcess({ env })
    try {
      const second = await runScript(SERVER, [], { ...env, PORT: "0" })
      assert.notStrictEqual(second.code, 0)
      assert.include(second.stderr + second.stdout, `Another Clearhouse server (pid ${first.child.pid})`)
    } finally {
      assert.strictEqual(await first.stop("SIGTERM"), 0)
    }
  })
})
