// The code cache the server and the CLI start through (bin/codeCache.js): a later start uses the cache of the
// first, imports still work from cached code, a changed bundle never runs an earlier one's bytecode, and a damaged
// cache is replaced rather than trusted.
import { assert, describe, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { DYNAMIC_IMPORT, withCacheId } from "../../bin/codeCache.js"

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

const start = (file: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
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
      assert.deepStrictEqual(caches(dir), [`entry.cjs.${id}.cache`])
      // Another bundle gets another id.
      assert.notStrictEqual(withCacheId(bundle("D")).slice(-30), source.slice(-30))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
