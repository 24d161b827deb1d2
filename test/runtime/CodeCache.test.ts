// The code cache the server and the CLI start through (bin/codeCache.js): a later start uses the cache of the
// first, imports still work from cached code, a changed bundle never runs an earlier one's bytecode, and a damaged
// cache is replaced rather than trusted; the build's cache serves the first start; the server's own second start
// uses the cache its first one wrote; a start under V8 flags of its own has a cache of its own.
import { assert, describe, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as v8 from "node:v8"
import { cacheFile, compile, DYNAMIC_IMPORT, withCacheId, writeBundleCache } from "../../bin/codeCache.js"
import { startServerProcess, temporaryDataDir } from "../support/ServerProcess.js"
import { createDatabase } from "../support/TestDatabase.js"

const LOADER = pathToFileURL(path.resolve(import.meta.dirname, "../../bin/codeCache.js")).href

/** A bundle as the build makes them: CommonJS, importing through the function the loader passes in. */
const bundle = (version: string) =>
  [
    '"use strict";',
    'const os = require("node:os");',
    `${DYNAMIC_IMPORT}("node:path").then((p) =>`,
    `  console.log(JSON.stringify({ version: "${version}", sep: p.sep, eol: os.EOL.length, file: __filename })))`,
    ""
  ].join("\n")

const start = (file: string, flags: ReadonlyArray<string> = []) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...flags,
        "--input-type=module",
        "-e",
        `import { run } from ${JSON.stringify(LOADER)}; run(${JSON.stringify(pathToFileURL(file).href)})`
      ],
      { encoding: "utf8" }
    )
  ) as { version: string; sep: string; eol: number; file: string }

const caches = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith(".cache"))

describe("code cache", () => {
  it("is written by the first start, used by the next, and never outlives the bundle it was made from", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-code-cache-"))
    try {
      const file = path.join(dir, "entry.cjs")
      fs.writeFileSync(file, bundle("A"))

      assert.deepStrictEqual(start(file), { version: "A", sep: path.sep, eol: os.EOL.length, file })
      const [first] = caches(dir)
      assert.isDefined(first)
      const written = fs.readFileSync(path.join(dir, first!))

      // From the cache: the same result, import() included, and the cache is not written again.
      assert.strictEqual(start(file).version, "A")
      assert.deepStrictEqual(caches(dir), [first])
      assert.isTrue(fs.readFileSync(path.join(dir, first!)).equals(written))

      // A new bundle of the same length runs as itself, with a cache of its own.
      fs.writeFileSync(file, bundle("B"))
      assert.strictEqual(start(file).version, "B")
      const second = caches(dir).find((name) => name !== first)
      assert.isDefined(second)

      // A damaged cache is refused by V8 and written again.
      fs.writeFileSync(path.join(dir, second!), "not bytecode")
      assert.strictEqual(start(file).version, "B")
      assert.notStrictEqual(fs.readFileSync(path.join(dir, second!), "utf8"), "not bytecode")
      assert.strictEqual(start(file).version, "B")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("names a bundle's cache after the id the build appended, without hashing the bundle again", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-code-cache-"))
    try {
      const file = path.join(dir, "entry.cjs")
      const source = withCacheId(bundle("C"))
      const id = /cache-id ([0-9a-f]{16})\n$/.exec(source)?.[1]
      assert.isDefined(id)
      fs.writeFileSync(file, source)
      assert.strictEqual(start(file).version, "C")
      assert.deepStrictEqual(caches(dir), [`entry.cjs.${id}.${v8.cachedDataVersionTag().toString(16)}.cache`])
      // Another bundle gets another id.
      assert.notStrictEqual(withCacheId(bundle("D")).slice(-30), source.slice(-30))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("a start under V8 flags of its own keeps a cache of its own and leaves the usual one as it is", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-code-cache-"))
    try {
      const file = path.join(dir, "entry.cjs")
      fs.writeFileSync(file, withCacheId(bundle("F")))
      assert.strictEqual(start(file).version, "F")
      const [usual] = caches(dir)
      const written = fs.statSync(path.join(dir, usual!)).ino
      // A start with a flag that changes what V8 takes (as a profiling run's --cpu-prof or --trace-gc do).
      assert.strictEqual(start(file, ["--no-opt"]).version, "F")
      const flagged = caches(dir).filter((name) => name !== usual)
      assert.strictEqual(flagged.length, 1)
      // The usual start still runs from its own cache, untouched, and so does the flagged one.
      assert.strictEqual(start(file).version, "F")
      assert.strictEqual(fs.statSync(path.join(dir, usual!)).ino, written)
      const flaggedAt = fs.statSync(path.join(dir, flagged[0]!)).ino
      assert.strictEqual(start(file, ["--no-opt"]).version, "F")
      assert.strictEqual(fs.statSync(path.join(dir, flagged[0]!)).ino, flaggedAt)
      assert.strictEqual(caches(dir).length, 2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("a first start runs from the cache the build wrote, and leaves it as it is", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-code-cache-"))
    try {
      const file = path.join(dir, "entry.cjs")
      const source = withCacheId(bundle("E"))
      fs.writeFileSync(file, source)
      writeBundleCache(file)
      const [cache] = caches(dir)
      assert.match(cache ?? "", /^entry\.cjs\.[0-9a-f]{16}\.[0-9a-f]+\.cache$/)
      // V8 takes it for this bundle, compiled as a start compiles it.
      assert.isFalse(compile(file, source, fs.readFileSync(path.join(dir, cache!))).cachedDataRejected)
      const written = fs.statSync(path.join(dir, cache!)).ino
      assert.strictEqual(start(file).version, "E")
      assert.strictEqual(start(file).version, "E")
      assert.deepStrictEqual(caches(dir), [cache])
      assert.strictEqual(fs.statSync(path.join(dir, cache!)).ino, written)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("the build leaves a cache V8 takes beside the server's and the CLI's bundles", () => {
    const dist = path.resolve(import.meta.dirname, "../../dist")
    for (const entry of ["main", "cli"]) {
      const file = path.join(dist, `${entry}.cjs`)
      const source = fs.readFileSync(file, "utf8")
      const cache = cacheFile(file, source)
      assert.isTrue(fs.existsSync(cache), `no code cache for ${entry}`)
      assert.isFalse(compile(file, source, fs.readFileSync(cache)).cachedDataRejected, entry)
    }
  })

  it("the server's second start runs from the cache its first start wrote", { timeout: 120_000 }, async () => {
    // A copy of the build (a shared dist/ may be started by other tests meanwhile), run as an install runs it.
    const root = path.resolve(import.meta.dirname, "../..")
    const install = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-install-"))
    for (const file of ["package.json", "bin/codeCache.js", "dist/main.js", "dist/main.cjs"]) {
      fs.mkdirSync(path.dirname(path.join(install, file)), { recursive: true })
      fs.copyFileSync(path.join(root, file), path.join(install, file))
    }
    fs.cpSync(path.join(root, "adapters/dashboard/static"), path.join(install, "adapters/dashboard/static"), {
      recursive: true
    })
    fs.symlinkSync(path.join(root, "node_modules"), path.join(install, "node_modules"))
    const db = await createDatabase()
    const data = temporaryDataDir()
    const startAndStop = async () => {
      const server = await startServerProcess({
        entry: path.join(install, "dist", "main.js"),
        env: { DATABASE_URL: db.url, CLEARHOUSE_DATA_DIR: data.dir }
      })
      assert.strictEqual(await server.stop(), 0, server.output())
    }
    const cacheOf = () => {
      const [name] = caches(path.join(install, "dist"))
      assert.isDefined(name, "the server wrote no code cache")
      return fs.statSync(path.join(install, "dist", name!)).ino
    }
    try {
      await startAndStop()
      const written = cacheOf()
      // Had V8 refused it (e.g. made under flags the server set while running), the start would write it anew.
      await startAndStop()
      assert.strictEqual(cacheOf(), written)
    } finally {
      await db.drop()
      await data.remove()
      fs.rmSync(install, { recursive: true, force: true })
    }
  })
})
